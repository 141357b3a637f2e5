/**
 * The activities module's public face (docs/rewards.md "Activities"): the activity centre,
 * check-in, lucky wheel, coupons, applications and their operator API.
 */
export { activitiesModule, type ActivitiesModuleDeps } from './activities.module.ts';
export type { GrantBonus } from './activity-ports.ts';
