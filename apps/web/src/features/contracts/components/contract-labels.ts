import type { ContractKind, ContractState, DividendPeriod } from '@lobby/contracts';

/** Text keys (namespace agents) of the contract kinds, written out for the translation check. */
export const contractKindKeys: Record<ContractKind, string> = {
  dividend: 'contract.kind.dividend',
  daily_salary: 'contract.kind.daily_salary',
  hourly_salary: 'contract.kind.hourly_salary',
  realtime_salary: 'contract.kind.realtime_salary',
};

export const contractStateKeys: Record<ContractState, string> = {
  offered: 'contract.state.offered',
  accepted: 'contract.state.accepted',
  rejected: 'contract.state.rejected',
  withdrawn: 'contract.state.withdrawn',
  terminated: 'contract.state.terminated',
};

export const dividendPeriodKeys: Record<DividendPeriod, string> = {
  semimonthly: 'contract.period.semimonthly',
  weekly: 'contract.period.weekly',
  monthly: 'contract.period.monthly',
};
