import type { ErrorEntry } from './error-entry.ts';

/**
 * The games part of the error catalogue (issue 5): launch, game sessions, stakes, bets,
 * rounds, the in-house games and provably fair seeds. Spread into `errorCatalogue`.
 */
export const gameErrors = {
  game_not_found: {
    status: 404,
    messageKey: 'err_game_not_found',
    message: 'This game is not available',
  },
  game_maintenance: {
    status: 409,
    messageKey: 'err_game_maintenance',
    message: 'This game is under maintenance, please try another one',
  },
  game_no_trial: {
    status: 403,
    messageKey: 'err_game_no_trial',
    message: 'This game cannot be played with play money',
  },
  game_session_invalid: {
    status: 401,
    messageKey: 'err_game_session_invalid',
    message: 'Your game session has ended, please open the game again',
  },
  stake_below_minimum: {
    status: 400,
    messageKey: 'err_stake_below_minimum',
    message: 'The stake is below the minimum of {min}',
  },
  stake_above_maximum: {
    status: 400,
    messageKey: 'err_stake_above_maximum',
    message: 'The stake is above the maximum of {max}',
  },
  bet_invalid: {
    status: 400,
    messageKey: 'err_bet_invalid',
    message: 'This bet is not valid',
  },
  bet_refused: {
    status: 409,
    messageKey: 'err_bet_refused',
    message: 'The bet was not accepted, please try again',
  },
  round_not_found: {
    status: 404,
    messageKey: 'err_round_not_found',
    message: 'This round does not exist',
  },
  round_closed: {
    status: 409,
    messageKey: 'err_round_closed',
    message: 'Betting is closed for this round',
  },
  already_cashed_out: {
    status: 409,
    messageKey: 'err_already_cashed_out',
    message: 'This bet has already been cashed out',
  },
  cashout_too_late: {
    status: 409,
    messageKey: 'err_cashout_too_late',
    message: 'Too late: the round has already ended',
  },
  play_in_progress: {
    status: 409,
    messageKey: 'err_play_in_progress',
    message: 'Please finish the game in progress first',
  },
  play_not_found: {
    status: 404,
    messageKey: 'err_play_not_found',
    message: 'There is no game in progress',
  },
  client_seed_invalid: {
    status: 400,
    messageKey: 'err_client_seed_invalid',
    message: 'The client seed must be 1 to 64 letters, digits, dashes or underscores',
  },
  favourites_full: {
    status: 409,
    messageKey: 'err_favourites_full',
    message: 'Your favourites list is full',
  },
} as const satisfies Record<string, ErrorEntry>;
