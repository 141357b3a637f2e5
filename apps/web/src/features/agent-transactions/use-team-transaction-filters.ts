import { useState } from 'react';
import type { ReportPeriod, TeamTransactionsQuery, TransactionType } from '@lobby/contracts';

/** The sort choices of the page, as the call's sort and order. */
export const sortChoices = {
  newest: { sort: 'createdAt', order: 'desc' },
  oldest: { sort: 'createdAt', order: 'asc' },
  largest: { sort: 'amount', order: 'desc' },
  smallest: { sort: 'amount', order: 'asc' },
} as const;
export type SortChoice = keyof typeof sortChoices;

export const sortKeys: Record<SortChoice, string> = {
  newest: 'sort.newest',
  oldest: 'sort.oldest',
  largest: 'sort.largest',
  smallest: 'sort.smallest',
};

export const periodKeys: Record<ReportPeriod, string> = {
  today: 'period.today',
  yesterday: 'period.yesterday',
  thisWeek: 'period.thisWeek',
  thisMonth: 'period.thisMonth',
  custom: 'period.custom',
};

export const pageSize = 20;

/** The page's filters and the query they make; a custom range needs both dates in order. */
export function useTeamTransactionFilters() {
  const [period, setPeriod] = useState<ReportPeriod>('today');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [type, setType] = useState<TransactionType | ''>('');
  const [account, setAccount] = useState('');
  const [sort, setSort] = useState<SortChoice>('newest');
  const [page, setPage] = useState(1);
  const rangeOk = period !== 'custom' || (from !== '' && to !== '' && from <= to);
  const query: TeamTransactionsQuery = {
    period,
    ...(period === 'custom' ? { from, to } : {}),
    ...(type ? { type } : {}),
    ...(account ? { account } : {}),
    ...sortChoices[sort],
    pageNo: page,
    pageSize,
  };
  // any change of a filter goes back to the first page
  const reset =
    <T>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return {
    values: { period, from, to, type, account, sort, page },
    setPeriod: reset(setPeriod),
    setFrom: reset(setFrom),
    setTo: reset(setTo),
    setType: reset(setType),
    setAccount: reset(setAccount),
    setSort: reset(setSort),
    setPage,
    rangeOk,
    query,
  };
}
export type TeamTransactionFilters = ReturnType<typeof useTeamTransactionFilters>;
