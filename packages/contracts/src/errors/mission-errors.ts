import type { ErrorEntry } from './error-entry.ts';

/** The missions and leaderboards part of the error catalogue (issue 14). */
export const missionErrors = {
  mission_not_found: {
    status: 404,
    messageKey: 'err_mission_not_found',
    message: 'This mission does not exist',
  },
  mission_not_completed: {
    status: 409,
    messageKey: 'err_mission_not_completed',
    message: 'This mission is not completed yet',
  },
  mission_already_claimed: {
    status: 409,
    messageKey: 'err_mission_already_claimed',
    message: 'You have already claimed this mission in this period',
  },
  mission_locked: {
    status: 403,
    messageKey: 'err_mission_locked',
    message: 'Your VIP level is too low for this mission',
  },
  mission_invalid: {
    status: 400,
    messageKey: 'err_mission_invalid',
    message: 'The mission is not valid: check its target, multiplier and reward',
  },
  leaderboard_not_found: {
    status: 404,
    messageKey: 'err_leaderboard_not_found',
    message: 'This leaderboard does not exist',
  },
  leaderboard_invalid: {
    status: 400,
    messageKey: 'err_leaderboard_invalid',
    message: 'The leaderboard is not valid: check its window and prizes',
  },
  leaderboard_fixed_fields: {
    status: 409,
    messageKey: 'err_leaderboard_fixed_fields',
    message: 'The metric and period of a leaderboard cannot change once it exists',
  },
  leaderboard_period_not_open: {
    status: 409,
    messageKey: 'err_leaderboard_period_not_open',
    message: 'This leaderboard has no open period to close',
  },
} as const satisfies Record<string, ErrorEntry>;
