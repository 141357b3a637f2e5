import type { ErrorEntry } from './error-entry.ts';

/** The lottery part of the error catalogue (issue 17). Spread into `errorCatalogue`. */
export const lotteryErrors = {
  lottery_game_not_found: {
    status: 404,
    messageKey: 'err_lottery_game_not_found',
    message: 'This lottery game does not exist',
  },
  lottery_issue_not_found: {
    status: 404,
    messageKey: 'err_lottery_issue_not_found',
    message: 'This lottery issue does not exist',
  },
  lottery_issue_closed: {
    status: 409,
    messageKey: 'err_lottery_issue_closed',
    message: 'Betting on this issue has closed',
  },
  lottery_issue_void: {
    status: 409,
    messageKey: 'err_lottery_issue_void',
    message: 'This issue was voided',
  },
  lottery_bet_type_unknown: {
    status: 400,
    messageKey: 'err_lottery_bet_type_unknown',
    message: 'This game has no such bet type',
  },
  lottery_number_out_of_range: {
    status: 400,
    messageKey: 'err_lottery_number_out_of_range',
    message: 'A number is outside the game’s range',
  },
  lottery_number_duplicate: {
    status: 400,
    messageKey: 'err_lottery_number_duplicate',
    message: 'A number is chosen twice',
  },
  lottery_combination_invalid: {
    status: 400,
    messageKey: 'err_lottery_combination_invalid',
    message: 'This combination is not a valid bet',
  },
  lottery_number_closed: {
    status: 409,
    messageKey: 'err_lottery_number_closed',
    message: 'A chosen number is closed to bets',
  },
  lottery_over_cap: {
    status: 409,
    messageKey: 'err_lottery_over_cap',
    message: 'This bet would go over the limit for this number or issue',
  },
  lottery_chase_too_long: {
    status: 400,
    messageKey: 'err_lottery_chase_too_long',
    message: 'This chase order covers more issues than allowed',
  },
  lottery_chase_not_found: {
    status: 404,
    messageKey: 'err_lottery_chase_not_found',
    message: 'This chase order does not exist',
  },
  lottery_settings_invalid: {
    status: 400,
    messageKey: 'err_lottery_settings_invalid',
    message: 'These lottery settings are not valid',
  },
  lottery_result_invalid: {
    status: 400,
    messageKey: 'err_lottery_result_invalid',
    message: 'This result sheet does not fit the draw (count or digits)',
  },
  lottery_result_not_allowed: {
    status: 409,
    messageKey: 'err_lottery_result_not_allowed',
    message: 'A result cannot be entered for this draw now',
  },
  lottery_result_not_entered: {
    status: 409,
    messageKey: 'err_lottery_result_not_entered',
    message: 'No result is waiting for confirmation on this draw',
  },
  lottery_result_same_operator: {
    status: 403,
    messageKey: 'err_lottery_result_same_operator',
    message: 'Another operator must confirm this result',
  },
  lottery_correction_window_passed: {
    status: 409,
    messageKey: 'err_lottery_correction_window_passed',
    message: 'The time to correct this result has passed',
  },
  lottery_schedule_invalid: {
    status: 400,
    messageKey: 'err_lottery_schedule_invalid',
    message: 'This draw calendar is not valid (a station without days, or a cut-off too long)',
  },
  lottery_station_repeated: {
    status: 400,
    messageKey: 'err_lottery_station_repeated',
    message: 'A station code appears twice in the draw calendar',
  },
  lottery_stake_range_invalid: {
    status: 400,
    messageKey: 'err_lottery_stake_range_invalid',
    message: 'The minimum stake is above the maximum stake',
  },
} satisfies Record<string, ErrorEntry>;
