import { useState } from 'react';
import type { ReportPeriod } from '@lobby/contracts';

/** The periods the pages offer, cut in the brand's time zone by the server. */
export const periodChoices = ['thisMonth', 'thisWeek', 'yesterday', 'today', 'custom'] as const;

/** The longest custom range the server accepts. */
const maxDays = 93;
const dayMs = 86_400_000;

export type RangeCheck = { ok: true } | { ok: false; problem: 'missing' | 'order' | 'length' };

/** Whether a custom range can be asked for. */
export function checkCustomRange(from: string, to: string): RangeCheck {
  if (!from || !to) return { ok: false, problem: 'missing' };
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (start > end) return { ok: false, problem: 'order' };
  if ((end - start) / dayMs + 1 > maxDays) return { ok: false, problem: 'length' };
  return { ok: true };
}

/** Period, dates, sort and page of a settlement page; a new filter goes back to page 1. */
export function useSettlementFilters<Sort extends string>(defaultSort: Sort) {
  const [period, setPeriod] = useState<ReportPeriod>('thisMonth');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sort, setSort] = useState<Sort>(defaultSort);
  const [order, setOrder] = useState<'asc' | 'desc'>('desc');
  const [pageNo, setPageNo] = useState(1);
  const range: RangeCheck = period === 'custom' ? checkCustomRange(from, to) : { ok: true };
  const reset =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPageNo(1);
    };
  return {
    period,
    from,
    to,
    sort,
    order,
    pageNo,
    range,
    setPeriod: reset(setPeriod),
    setFrom: reset(setFrom),
    setTo: reset(setTo),
    setSort: reset(setSort),
    setOrder: reset(setOrder),
    setPageNo,
    /** The query fields of the period, sort and order (dates only for custom). */
    query: {
      period,
      ...(period === 'custom' ? { from, to } : {}),
      sort,
      order,
    },
  };
}
export type SettlementFilters<Sort extends string> = ReturnType<typeof useSettlementFilters<Sort>>;
