import type { ErrorEntry } from './error-entry.ts';

/** The rewards part of the error catalogue (issue 14). Spread into `errorCatalogue`. */
export const rewardErrors = {
  promotion_not_found: {
    status: 404,
    messageKey: 'err_promotion_not_found',
    message: 'This promotion does not exist',
  },
  promotion_not_open: {
    status: 409,
    messageKey: 'err_promotion_not_open',
    message: 'This promotion is not open',
  },
  promotion_already_joined: {
    status: 409,
    messageKey: 'err_promotion_already_joined',
    message: 'You have already applied for this promotion',
  },
  promotion_limit_reached: {
    status: 409,
    messageKey: 'err_promotion_limit_reached',
    message: 'You have already taken this promotion as often as it allows',
  },
  promotion_not_eligible: {
    status: 409,
    messageKey: 'err_promotion_not_eligible',
    message: 'Your account does not qualify for this promotion',
  },
  reward_entry_not_found: {
    status: 404,
    messageKey: 'err_reward_entry_not_found',
    message: 'This reward does not exist or is not yours',
  },
  reward_not_claimable: {
    status: 409,
    messageKey: 'err_reward_not_claimable',
    message: 'This reward cannot be claimed now',
  },
  reward_claim_expired: {
    status: 409,
    messageKey: 'err_reward_claim_expired',
    message: 'The time to claim this reward has passed',
  },
  bonus_not_found: {
    status: 404,
    messageKey: 'err_bonus_not_found',
    message: 'This bonus does not exist',
  },
  bonus_not_cancellable: {
    status: 409,
    messageKey: 'err_bonus_not_cancellable',
    message: 'Only a pending or active bonus can be cancelled',
  },
  withdrawal_turnover_open: {
    status: 409,
    messageKey: 'err_withdrawal_turnover_open',
    message: 'A bonus still has wagering to complete before you can withdraw',
  },
} as const satisfies Record<string, ErrorEntry>;
