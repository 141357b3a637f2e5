import type { ErrorEntry } from './error-entry.ts';

/**
 * The agents part of the error catalogue (issue 13): contracts, downlines and the agent
 * centre. Spread into `errorCatalogue`.
 */
export const agentErrors = {
  contract_kind_disabled: {
    status: 403,
    messageKey: 'err_contract_kind_disabled',
    message: 'This contract kind is not offered by the brand',
  },
  contract_ladder_invalid: {
    status: 400,
    messageKey: 'err_contract_ladder_invalid',
    message: 'Each tier must ask for more than the one before it and pay a higher rate',
  },
  contract_rate_invalid: {
    status: 400,
    messageKey: 'err_contract_rate_invalid',
    message: 'Please enter a rate greater than zero with at most two decimals',
  },
  contract_period_not_allowed: {
    status: 400,
    messageKey: 'err_contract_period_not_allowed',
    message: 'This dividend period is not offered by the brand',
  },
  contract_period_locked: {
    status: 409,
    messageKey: 'err_contract_period_locked',
    message: 'A running dividend contract keeps its period; terminate it to change the period',
  },
  contract_above_brand_cap: {
    status: 400,
    messageKey: 'err_contract_above_brand_cap',
    message: 'A rate is above the maximum the brand allows',
  },
  contract_above_upline: {
    status: 400,
    messageKey: 'err_contract_above_upline',
    message: 'A rate is above your own contract of this kind',
  },
  contract_holder_not_agent: {
    status: 400,
    messageKey: 'err_contract_holder_not_agent',
    message: 'The house offers contracts to agents only',
  },
  contract_holder_not_top_level: {
    status: 400,
    messageKey: 'err_contract_holder_not_top_level',
    message: 'This agent has an upline: its contracts come from its upline',
  },
  contract_rate_lowered: {
    status: 409,
    messageKey: 'err_contract_rate_lowered',
    message: 'A running contract cannot be lowered within its period',
  },
  contract_not_found: {
    status: 404,
    messageKey: 'err_contract_not_found',
    message: 'This contract does not exist or is not yours',
  },
  contract_already_answered: {
    status: 409,
    messageKey: 'err_contract_already_answered',
    message: 'This contract offer has already been answered',
  },
  contract_not_running: {
    status: 409,
    messageKey: 'err_contract_not_running',
    message: 'This contract is no longer running',
  },
  downline_not_found: {
    status: 404,
    messageKey: 'err_downline_not_found',
    message: 'This account is not in your team',
  },
  agent_parent_not_agent: {
    status: 400,
    messageKey: 'err_agent_parent_not_agent',
    message: 'The upline must be an agent of the brand',
  },
  settlement_running: {
    status: 409,
    messageKey: 'err_settlement_running',
    message: 'This settlement is running right now; try again when it has finished',
  },
  settlement_period_open: {
    status: 400,
    messageKey: 'err_settlement_period_open',
    message: 'This period has not ended yet',
  },
  settlement_run_not_found: {
    status: 404,
    messageKey: 'err_settlement_run_not_found',
    message: 'This settlement run does not exist',
  },
} as const satisfies Record<string, ErrorEntry>;
