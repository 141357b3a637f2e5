/**
 * The activities module's public face (docs/rewards.md "Activities"): the activity centre,
 * check-in, lucky wheel, raffle, coupons, applications, the rain and their operator API.
 */
export {
  activitiesJobs,
  activitiesModule,
  type ActivitiesModuleDeps,
} from './activities.module.ts';
export type { GrantBonus, GrantPoints } from './activity-ports.ts';
// the draw alone, for anyone recomputing a raffle (tests, a verifier)
export { drawRaffle, ticketListHash } from './raffle-draw.ts';
