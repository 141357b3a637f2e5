/**
 * The missions module's public face (issue 14): missions and leaderboards fed by the activity
 * feed, their member and operator calls, the leaderboard close job. docs/rewards.md.
 */
export {
  leaderboardCloseJob,
  missionsConsumer,
  missionsModule,
  type MissionsModuleDeps,
} from './missions.module.ts';
export type { VipLevelOf } from './ports.ts';
export { periodHolding } from './periods.ts';
