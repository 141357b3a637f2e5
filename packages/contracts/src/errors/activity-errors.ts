import type { ErrorEntry } from './error-entry.ts';

/** The activities part of the error catalogue (issue 14). Spread into `errorCatalogue`. */
export const activityErrors = {
  activity_not_found: {
    status: 404,
    messageKey: 'err_activity_not_found',
    message: 'This activity does not exist',
  },
  activity_not_open: {
    status: 409,
    messageKey: 'err_activity_not_open',
    message: 'This activity is not open',
  },
  activity_wrong_kind: {
    status: 409,
    messageKey: 'err_activity_wrong_kind',
    message: 'This activity does not offer that',
  },
  activity_invalid: {
    status: 400,
    messageKey: 'err_activity_invalid',
    message: 'The activity is not valid: check its dates, prizes and weights',
  },
  activity_checked_in_today: {
    status: 409,
    messageKey: 'err_activity_checked_in_today',
    message: 'You have already checked in today',
  },
  activity_no_spins_left: {
    status: 409,
    messageKey: 'err_activity_no_spins_left',
    message: 'You have no spins left today',
  },
  activity_no_tries_left: {
    status: 409,
    messageKey: 'err_activity_no_tries_left',
    message: 'You have no tries left today',
  },
  activity_not_raining: {
    status: 409,
    messageKey: 'err_activity_not_raining',
    message: 'It is not raining envelopes now',
  },
  coupon_invalid: {
    status: 404,
    messageKey: 'err_coupon_invalid',
    message: 'This coupon code does not exist',
  },
  coupon_expired: {
    status: 409,
    messageKey: 'err_coupon_expired',
    message: 'This coupon code has expired',
  },
  coupon_used_up: {
    status: 409,
    messageKey: 'err_coupon_used_up',
    message: 'This coupon code has been used up',
  },
  coupon_already_used: {
    status: 409,
    messageKey: 'err_coupon_already_used',
    message: 'You have already used this coupon code',
  },
  application_comment_too_long: {
    status: 400,
    messageKey: 'err_application_comment_too_long',
    message: 'The comment may have at most 140 characters',
  },
  application_too_many_images: {
    status: 400,
    messageKey: 'err_application_too_many_images',
    message: 'At most 3 images may be attached',
  },
  application_exists: {
    status: 409,
    messageKey: 'err_application_exists',
    message: 'You have already applied to this activity',
  },
  application_not_found: {
    status: 404,
    messageKey: 'err_application_not_found',
    message: 'This application does not exist',
  },
  application_not_reviewable: {
    status: 409,
    messageKey: 'err_application_not_reviewable',
    message: 'Only an application under review can be approved or rejected',
  },
  application_not_claimable: {
    status: 409,
    messageKey: 'err_application_not_claimable',
    message: 'This prize cannot be claimed now',
  },
  raffle_not_drawn: {
    status: 409,
    messageKey: 'err_raffle_not_drawn',
    message: 'The raffle has not been drawn yet',
  },
  raffle_already_drawn: {
    status: 409,
    messageKey: 'err_raffle_already_drawn',
    message: 'The raffle has already been drawn',
  },
  raffle_tickets_taken: {
    status: 409,
    messageKey: 'err_raffle_tickets_taken',
    message: 'You have taken your tickets for today',
  },
  raffle_not_a_winner: {
    status: 409,
    messageKey: 'err_raffle_not_a_winner',
    message: 'None of your tickets won',
  },
  raffle_already_claimed: {
    status: 409,
    messageKey: 'err_raffle_already_claimed',
    message: 'Your raffle prize was already claimed',
  },
} as const satisfies Record<string, ErrorEntry>;
