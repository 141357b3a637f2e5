/**
 * The public face of `rewards` (a lazy area): the count of claimable rewards behind the member centre's badge.
 * Its pages are reached through lazy routes only (app/routes.tsx, member-center-route.tsx).
 */
export { useRewardBadge } from './api/get-reward-badge.ts';
