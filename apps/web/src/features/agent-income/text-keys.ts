import type { ContractKind, ReportPeriod, SettlementItemState } from '@lobby/contracts';

/**
 * Text keys (agent-income namespace) of the codes the pages show, written out in full so the
 * translation check can see them.
 */
export const kindKeys: Record<ContractKind, string> = {
  dividend: 'kind.dividend',
  daily_salary: 'kind.daily_salary',
  hourly_salary: 'kind.hourly_salary',
  realtime_salary: 'kind.realtime_salary',
};

export const titleKeys: Record<ContractKind | 'income', string> = {
  income: 'title.income',
  dividend: 'title.dividend',
  daily_salary: 'title.daily_salary',
  hourly_salary: 'title.hourly_salary',
  realtime_salary: 'title.realtime_salary',
};

export const stateKeys: Record<SettlementItemState, string> = {
  paid: 'state.paid',
  owed: 'state.owed',
  nothing: 'state.nothing',
};

export const scopeKeys: Record<'own' | 'downlines', string> = {
  own: 'scope.own',
  downlines: 'scope.downlines',
};

export const periodKeys: Record<ReportPeriod, string> = {
  thisMonth: 'period.thisMonth',
  thisWeek: 'period.thisWeek',
  yesterday: 'period.yesterday',
  today: 'period.today',
  custom: 'period.custom',
};

export const sortKeys: Record<'periodStart' | 'amount' | 'ownAmount' | 'remainder', string> = {
  periodStart: 'sort.periodStart',
  amount: 'sort.amount',
  ownAmount: 'sort.ownAmount',
  remainder: 'sort.remainder',
};

export const rangeProblemKeys: Record<'missing' | 'order' | 'length', string> = {
  missing: 'filter.range.missing',
  order: 'filter.range.order',
  length: 'filter.range.length',
};
