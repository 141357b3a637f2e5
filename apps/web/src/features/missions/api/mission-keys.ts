import { sessionQueryRoot } from '../../session/index.ts';

/** Under the session root: a logout forgets them; a claim refetches them. */
export const missionsQueryRoot = [...sessionQueryRoot, 'missions'] as const;
