import { sessionQueryRoot } from '../../session/index.ts';

/** Under the session root: a logout forgets them; a claim or an application refetches them. */
export const rewardsQueryRoot = [...sessionQueryRoot, 'rewards'] as const;
/** Promotions are public: they live outside the session. */
export const promotionsQueryRoot = ['promotions'] as const;
