import { useState } from 'react';
import {
  dateRangeOf,
  defaultDateFilter,
  recordsPageSize,
  type DateFilter,
} from './record-filters.ts';
import { useRecordView } from './use-record-view.ts';

/**
 * The filter state of a records tab: one code ("all" or a type/kind), the period and the
 * page. Changing the code or the period goes back to page 1, so the member never lands on a
 * page the new filter does not have.
 */
export function useRecordFilters<Code extends string>(now: () => number) {
  const view = useRecordView();
  const [code, setCode] = useState<Code | 'all'>('all');
  const [dates, setDates] = useState<DateFilter>(defaultDateFilter);
  const [pageNo, setPageNo] = useState(1);
  const range = dateRangeOf(dates, now(), view.gmtOffsetMinutes);
  return {
    view,
    code,
    dates,
    range,
    pageNo,
    setPageNo,
    chooseCode(value: Code | 'all') {
      setCode(value);
      setPageNo(1);
    },
    chooseDates(value: DateFilter) {
      setDates(value);
      setPageNo(1);
    },
    /** The code to ask for: left out for "all". */
    codeParam: code === 'all' ? undefined : code,
    /** The period, page and language to ask for; dates left out when open. */
    pageParams: {
      from: range.ok ? range.from : undefined,
      to: range.ok ? range.to : undefined,
      pageNo,
      pageSize: recordsPageSize,
      lang: view.language,
    },
  };
}

/** What a records tab holds between renders; see useRecordFilters. */
export type RecordFilters<Code extends string> = ReturnType<typeof useRecordFilters<Code>>;
