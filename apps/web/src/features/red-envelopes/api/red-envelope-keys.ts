import { sessionQueryRoot } from '../../session/index.ts';

/** Under the session root: a logout forgets them; a claim or a funding refetches them. */
export const redEnvelopesQueryRoot = [...sessionQueryRoot, 'red-envelopes'] as const;
