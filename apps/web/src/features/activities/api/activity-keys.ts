import { sessionQueryRoot } from '../../session/index.ts';

/** The activity list and guest details are public: outside the session. */
export const activitiesQueryRoot = ['activities'] as const;
/** A member's part (streak, spins, applications) lives under the session: a logout forgets it. */
export const memberActivitiesQueryRoot = [...sessionQueryRoot, 'activities'] as const;
