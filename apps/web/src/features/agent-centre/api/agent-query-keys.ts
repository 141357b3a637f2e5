import { sessionQueryRoot } from '../../session/index.ts';

/** Root of the agent centre's queries: under the session, so a logout drops them all. */
export const agentQueryRoot = [...sessionQueryRoot, 'agent-centre'] as const;
