/**
 * The public face of `rewards` (a lazy area): the member centre's badge of claimable rewards.
 * Its pages are reached through lazy routes only (app/routes.tsx, member-center-route.tsx).
 */
export { RewardBadge } from './components/reward-badge.tsx';
