import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client.ts';
import { bets, gameProviders, games } from '../../../../db/schema/index.ts';

/** A bet as a test writes it: minor units, times as ISO text; the rest filled in. */
export interface BetFixture {
  memberId: number;
  /** `VENDOR/game-code` of a demo game. */
  game: string;
  stake: bigint;
  payout?: bigint;
  /** Defaults to the stake. */
  validBet?: bigint;
  status: 'open' | 'settled' | 'cancelled';
  placedAt: string | Date;
  /** Defaults to the placing time for settled bets. */
  settledAt?: string | Date;
  unit?: string;
  /** Stored game type when it should differ from the game's own (an older catalogue). */
  gameType?: (typeof bets.$inferInsert)['gameType'];
  merchantId?: number;
}

/** Writes bets rows directly (the provider wallet writes the real ones), one provider per brand. */
export function createBetWriter(db: Db, demoMerchantId: number) {
  const providers = new Map<number, number>();
  let round = 0;

  async function providerOf(merchantId: number): Promise<number> {
    const known = providers.get(merchantId);
    if (known) return known;
    const [row] = await db
      .insert(gameProviders)
      .values({
        merchantId,
        code: 'BetRecordsTest',
        displayName: 'Bet records test provider',
        vassalages: [],
        launchUrl: '/play/{gameCode}?token={token}',
      })
      .returning({ id: gameProviders.id });
    providers.set(merchantId, row!.id);
    return row!.id;
  }

  async function gameOf(key: string) {
    const [vassalage, gameCode] = key.split('/') as [string, string];
    const [row] = await db
      .select()
      .from(games)
      .where(
        and(
          eq(games.merchantId, demoMerchantId),
          eq(games.vassalage, vassalage),
          eq(games.gameCode, gameCode),
        ),
      );
    if (!row) throw new Error(`no demo game ${key}`);
    return row;
  }

  return async function writeBets(fixtures: readonly BetFixture[]): Promise<number[]> {
    const ids: number[] = [];
    for (const bet of fixtures) {
      const merchantId = bet.merchantId ?? demoMerchantId;
      const game = await gameOf(bet.game);
      round += 1;
      const placedAt = new Date(bet.placedAt);
      const settledAt = bet.status === 'settled' ? new Date(bet.settledAt ?? bet.placedAt) : null;
      const [row] = await db
        .insert(bets)
        .values({
          merchantId,
          memberId: bet.memberId,
          providerId: await providerOf(merchantId),
          vassalage: game.vassalage,
          gameId: game.id,
          gameType: bet.gameType ?? game.gameType,
          gameCode: game.gameCode,
          providerRoundId: `round-${round}`,
          unit: bet.unit ?? 'THB',
          stake: bet.stake,
          validBet: bet.validBet ?? bet.stake,
          payout: bet.payout ?? 0n,
          status: bet.status,
          placedAt,
          settledAt,
        })
        .returning({ id: bets.id });
      ids.push(row!.id);
    }
    return ids;
  };
}
