import type { ErrorEntry } from './error-entry.ts';

/** The cockfight part of the error catalogue (issue 16). Spread into `errorCatalogue`. */
export const cockfightErrors = {
  cockfight_unavailable_country: {
    status: 403,
    messageKey: 'err_cockfight_unavailable_country',
    message: 'Cockfight is not available in your country',
  },
  cockfight_country_banned: {
    status: 400,
    messageKey: 'err_cockfight_country_banned',
    message: 'Online cockfight is banned in this country and cannot be enabled',
  },
  cockfight_event_not_found: {
    status: 404,
    messageKey: 'err_cockfight_event_not_found',
    message: 'This cockfight event does not exist',
  },
  cockfight_fight_not_found: {
    status: 404,
    messageKey: 'err_cockfight_fight_not_found',
    message: 'This fight does not exist',
  },
  cockfight_betting_closed: {
    status: 409,
    messageKey: 'err_cockfight_betting_closed',
    message: 'Betting on this fight has closed',
  },
  cockfight_state_invalid: {
    status: 409,
    messageKey: 'err_cockfight_state_invalid',
    message: 'The fight cannot do that in its present state',
  },
  cockfight_fight_number_taken: {
    status: 409,
    messageKey: 'err_cockfight_fight_number_taken',
    message: 'This event already has a fight with that number',
  },
} as const satisfies Record<string, ErrorEntry>;
