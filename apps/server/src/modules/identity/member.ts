import type { members } from '../../db/schema/index.ts';

/** A member account as the guard hands it to a route (request.member) and services take it. */
export type Member = typeof members.$inferSelect;
