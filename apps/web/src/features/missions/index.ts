/**
 * Missions and leaderboards (issue 14): the member centre's missionLeaderboard page (lazy, in
 * member-center-route) and the badge count of missions ready to claim.
 */
export { useMissionSummary } from './api/get-mission-summary.ts';
