import type { ErrorEntry } from './error-entry.ts';

/** The sportsbook part of the error catalogue (issue 16). Spread into `errorCatalogue`. */
export const sportsbookErrors = {
  sb_fixture_not_found: {
    status: 404,
    messageKey: 'err_sb_fixture_not_found',
    message: 'This match does not exist',
  },
  sb_selection_not_found: {
    status: 404,
    messageKey: 'err_sb_selection_not_found',
    message: 'This selection does not exist',
  },
  sb_bet_not_found: {
    status: 404,
    messageKey: 'err_sb_bet_not_found',
    message: 'This bet does not exist',
  },
  sb_market_suspended: {
    status: 409,
    messageKey: 'err_sb_market_suspended',
    message: 'This market is suspended',
  },
  sb_market_closed: {
    status: 409,
    messageKey: 'err_sb_market_closed',
    message: 'This market is closed',
  },
  sb_odds_changed: {
    status: 409,
    messageKey: 'err_sb_odds_changed',
    message: 'The odds have changed',
  },
  sb_stake_over_limit: {
    status: 409,
    messageKey: 'err_sb_stake_over_limit',
    message: 'The stake is over the limit',
  },
  sb_payout_over_limit: {
    status: 409,
    messageKey: 'err_sb_payout_over_limit',
    message: 'The possible payout is over the limit',
  },
  sb_combined_odds_over_limit: {
    status: 409,
    messageKey: 'err_sb_combined_odds_over_limit',
    message: 'The combined odds are over the limit',
  },
  sb_correlated_legs: {
    status: 409,
    messageKey: 'err_sb_correlated_legs',
    message: 'Two selections of one match cannot be combined',
  },
  sb_bet_shape_invalid: {
    status: 400,
    messageKey: 'err_sb_bet_shape_invalid',
    message: 'This bet type does not fit the selections',
  },
  sb_cash_out_unavailable: {
    status: 409,
    messageKey: 'err_sb_cash_out_unavailable',
    message: 'Cash-out is not available for this bet',
  },
  sb_cash_out_changed: {
    status: 409,
    messageKey: 'err_sb_cash_out_changed',
    message: 'The cash-out value has changed',
  },
  sb_line_invalid: {
    status: 400,
    messageKey: 'err_sb_line_invalid',
    message: 'The line must be in quarter goals',
  },
  sb_pricing_team_unknown: {
    status: 400,
    messageKey: 'err_sb_pricing_team_unknown',
    message: 'The pricing model has no team of this name',
  },
  sb_sport_not_found: {
    status: 404,
    messageKey: 'err_sb_sport_not_found',
    message: 'This sport does not exist',
  },
  sb_market_not_found: {
    status: 404,
    messageKey: 'err_sb_market_not_found',
    message: 'This market does not exist',
  },
  sb_result_invalid: {
    status: 400,
    messageKey: 'err_sb_result_invalid',
    message: 'This result does not fit the match',
  },
  sb_fixture_not_abandonable: {
    status: 409,
    messageKey: 'err_sb_fixture_not_abandonable',
    message: 'Only a match that is scheduled or playing can be abandoned',
  },
  sb_fixture_not_abandoned: {
    status: 409,
    messageKey: 'err_sb_fixture_not_abandoned',
    message: 'This match is not abandoned',
  },
  sb_abandon_window_passed: {
    status: 409,
    messageKey: 'err_sb_abandon_window_passed',
    message: 'The time to resume this match has passed: it is void',
  },
  sb_resettle_window_passed: {
    status: 409,
    messageKey: 'err_sb_resettle_window_passed',
    message: 'The time to correct this result has passed',
  },
  sb_nothing_owed: {
    status: 409,
    messageKey: 'err_sb_nothing_owed',
    message: 'This bet owes nothing',
  },
  sb_owed_collecting: {
    status: 409,
    messageKey: 'err_sb_owed_collecting',
    message: 'A collection of what this bet owes is in progress: try again shortly',
  },
} as const satisfies Record<string, ErrorEntry>;
