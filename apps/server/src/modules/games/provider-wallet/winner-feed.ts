import { eq } from 'drizzle-orm';
import type { DbTransaction } from '../../../db/rows.ts';
import { games, winnerFeed } from '../../../db/schema/index.ts';
import type { EventBus } from '../../../platform/event-bus.ts';
import { toWinnerEntry } from '../catalogue.service.ts';
import { playMoneyUnit } from './pam-amounts.ts';
import type { PamCall } from './pam-call-context.ts';
import type { TransactionInput } from './pam-transaction-parts.ts';
import type { WalletGame } from './provider-wallet.repository.ts';

/** The topic the live winner board listens on. */
export function winnersTopic(merchantId: number): string {
  return `winners:${merchantId}`;
}

export interface RecordedWin {
  row: typeof winnerFeed.$inferSelect;
  game: typeof games.$inferSelect;
}

/**
 * Puts a win on the winner board when it is real money and at least the brand's threshold
 * (play money never shows there). Runs inside the win's money transaction.
 */
export async function recordWin(
  tx: DbTransaction,
  input: TransactionInput,
  game: WalletGame,
  amount: bigint,
): Promise<RecordedWin | undefined> {
  if (input.session.unit === playMoneyUnit) return undefined;
  if (amount <= 0n || amount < BigInt(input.call.policy.winnerBoardMinWin)) return undefined;
  const [row] = await tx
    .insert(winnerFeed)
    .values({
      merchantId: input.call.brand.id,
      gameId: game.id,
      customerName: input.session.username,
      winAmount: amount,
    })
    .returning();
  const [gameRow] = await tx.select().from(games).where(eq(games.id, game.id));
  return row && gameRow ? { row, game: gameRow } : undefined;
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
