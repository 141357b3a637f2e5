import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/rows.ts';
import { games, winnerFeed } from '../../../db/schema/index.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import { toWinnerEntry } from '../catalogue.service.ts';
import type { PamCall } from './pam-call-context.ts';

/** The topic the live winner board listens on. */
export function winnersTopic(merchantId: number): string {
  return `winners:${merchantId}`;
}

export interface RecordedWin {
  row: typeof winnerFeed.$inferSelect;
  game: typeof games.$inferSelect;
}

/** A winner board row `pam_win` added (with its game), to tell the live boards. */
export async function readRecordedWin(
  db: Executor,
  winnerId: number,
): Promise<RecordedWin | undefined> {
  const [found] = await db
    .select({ row: winnerFeed, game: games })
    .from(winnerFeed)
    .innerJoin(games, eq(games.id, winnerFeed.gameId))
    .where(eq(winnerFeed.id, winnerId));
  return found;
}

/**
 * Tells live winner boards (topic `winners:<merchantId>`): `{ type: 'winner', entry }` with
 * the entry as GET /lgw/games/winners shows it (name masked) in the brand's default language,
 * and `gameNames`, the game's name in every language, for boards in another one.
 */
export function publishWin(events: EventBus, call: PamCall, win: RecordedWin): void {
  events.publish(winnersTopic(call.brand.id), {
    type: 'winner',
    entry: toWinnerEntry(win.row, win.game, call.brand, call.brand.defaultLanguage),
    gameNames: win.game.displayName,
  });
}
