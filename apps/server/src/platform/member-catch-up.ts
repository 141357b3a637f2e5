import { catchUpKinds, type CatchUpKind } from '@lobby/contracts';
import type { CatchUp } from './member-events.service.ts';

/** One source of truth a reconnecting page may have missed changes of (a module lends it). */
export interface CatchUpSource {
  kind: CatchUpKind;
  /** Whether anything of this kind changed for the member at or after `since`. */
  changedSince(memberId: number, since: Date): Promise<boolean>;
}

/** Longer away than this, and the page refetches everything instead of asking each source. */
export const catchUpWindowMs = 24 * 60 * 60_000;
/** Clocks of two instances differ a little: a change this close before `since` still counts. */
export const catchUpSlackMs = 5_000;

/**
 * The catch-up of the member socket (docs/member-services.md "Socket events"): asks each
 * source whether its rows moved since the page last heard the server, so a page back from a
 * tunnel refetches only what changed. Nothing is logged per event: the rows are the record.
 */
export function createCatchUp(
  sources: readonly CatchUpSource[],
  now: () => number = Date.now,
): CatchUp {
  return async (memberId, since) => {
    if (now() - since.getTime() > catchUpWindowMs) return [...catchUpKinds];
    const from = new Date(since.getTime() - catchUpSlackMs);
    const answers = await Promise.all(
      sources.map(async (source) =>
        (await source.changedSince(memberId, from)) ? source.kind : null,
      ),
    );
    return [...new Set(answers.filter((kind): kind is CatchUpKind => kind !== null))];
  };
}
