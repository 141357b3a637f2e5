/**
 * Under the session root: a logout forgets them; a claim or an application refetches them,
 * and so does the live channel's `rewards_changed` (features/session/member-events.ts).
 */
export { rewardsQueryRoot } from '../../session/index.ts';
/** Promotions are public: they live outside the session. */
export const promotionsQueryRoot = ['promotions'] as const;
