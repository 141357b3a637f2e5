import { useState } from 'react';
import type { BetStatus, GameType } from '@lobby/contracts';
import { betsPageSize, defaultPeriod, periodRange, type PeriodFilter } from './bet-filters.ts';
import { useBetView } from './use-bet-view.ts';

/** What the filter bar edits; `all` (or '') means no filter. */
export interface BetFilterValues {
  period: PeriodFilter;
  gameType: GameType | 'all';
  vassalage: string;
  status: BetStatus | 'all';
}

/**
 * The filter state of a bet page: period, game type, vendor, status and page. Any filter
 * change goes back to page 1, so the member never lands on a page the new filter lacks.
 */
export function useBetFilters(now: () => number) {
  const view = useBetView();
  const [values, setValues] = useState<BetFilterValues>({
    period: defaultPeriod,
    gameType: 'all',
    vassalage: '',
    status: 'all',
  });
  const [pageNo, setPageNo] = useState(1);
  const range = periodRange(values.period, now(), view.gmtOffsetMinutes);
  return {
    view,
    values,
    range,
    pageNo,
    setPageNo,
    change(next: Partial<BetFilterValues>) {
      setValues((current) => ({ ...current, ...next }));
      setPageNo(1);
    },
    /** The filters to ask for: "all" and open ends left out. */
    params: {
      from: range.ok ? range.from : undefined,
      to: range.ok ? range.to : undefined,
      gameType: values.gameType === 'all' ? undefined : values.gameType,
      vassalage: values.vassalage || undefined,
      lang: view.language,
    },
    statusParam: values.status === 'all' ? undefined : values.status,
    pageParams: { pageNo, pageSize: betsPageSize },
  };
}
export type BetFilters = ReturnType<typeof useBetFilters>;
