import type { ErrorEntry } from './error-entry.ts';

/** The VIP, points, mall and rebate part of the error catalogue (issue 14 part B). */
export const loyaltyErrors = {
  points_system_off: {
    status: 403,
    messageKey: 'err_points_system_off',
    message: 'The points system is not available',
  },
  not_enough_points: {
    status: 409,
    messageKey: 'err_not_enough_points',
    message: 'You do not have enough points',
  },
  points_too_few_to_convert: {
    status: 400,
    messageKey: 'err_points_too_few_to_convert',
    message: 'These points are worth less than the smallest amount of cash',
  },
  goods_not_found: {
    status: 404,
    messageKey: 'err_goods_not_found',
    message: 'These goods are not available',
  },
  goods_out_of_stock: {
    status: 409,
    messageKey: 'err_goods_out_of_stock',
    message: 'These goods are out of stock',
  },
  address_required: {
    status: 400,
    messageKey: 'err_address_required',
    message: 'Please give the delivery address',
  },
  redemption_not_found: {
    status: 404,
    messageKey: 'err_redemption_not_found',
    message: 'This redemption does not exist',
  },
  redemption_already_decided: {
    status: 409,
    messageKey: 'err_redemption_already_decided',
    message: 'This redemption has already been decided',
  },
  rebate_not_found: {
    status: 404,
    messageKey: 'err_rebate_not_found',
    message: 'This rebate does not exist',
  },
  rebate_already_claimed: {
    status: 409,
    messageKey: 'err_rebate_already_claimed',
    message: 'This rebate has already been claimed',
  },
  vip_tiers_invalid: {
    status: 400,
    messageKey: 'err_vip_tiers_invalid',
    message: 'Levels must run from 0 without gaps, with rising targets',
  },
} as const satisfies Record<string, ErrorEntry>;
