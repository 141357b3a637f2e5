import type { ErrorEntry } from './error-entry.ts';

/**
 * The red envelope and abuse flag part of the error catalogue (issue 13). Spread into
 * `errorCatalogue`.
 */
export const redEnvelopeErrors = {
  red_envelope_not_found: {
    status: 404,
    messageKey: 'err_red_envelope_not_found',
    message: 'This red envelope does not exist or is not for you',
  },
  red_envelope_already_claimed: {
    status: 409,
    messageKey: 'err_red_envelope_already_claimed',
    message: 'You have already claimed this red envelope',
  },
  red_envelope_expired: {
    status: 409,
    messageKey: 'err_red_envelope_expired',
    message: 'This red envelope has expired',
  },
  red_envelope_exhausted: {
    status: 409,
    messageKey: 'err_red_envelope_exhausted',
    message: 'Every share of this red envelope has been claimed',
  },
  red_envelope_share_too_small: {
    status: 400,
    messageKey: 'err_red_envelope_share_too_small',
    message: 'The amount must give every share at least the smallest unit of the currency',
  },
  abuse_flag_not_found: {
    status: 404,
    messageKey: 'err_abuse_flag_not_found',
    message: 'This flag does not exist',
  },
} as const satisfies Record<string, ErrorEntry>;
