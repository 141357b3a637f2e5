import { and, eq } from 'drizzle-orm';
import { isLotteryKind, type LotteryKind, type LotteryOdds } from '@lobby/game-math';
import type { Executor } from '../../db/rows.ts';
import { lotteryGames, merchants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

/** A game with what betting and settlement need (the brand's decimals included). */
export interface LotteryGame {
  id: number;
  merchantId: number;
  code: string;
  kind: LotteryKind;
  intervalSeconds: number;
  cutoffSeconds: number;
  odds: LotteryOdds;
  minLineStake: bigint;
  maxLineStake: bigint;
  numberCap: bigint;
  issueCap: bigint;
  restrictedNumbers: number[];
  maxChase: number;
  isActive: boolean;
  currencyDecimals: number;
}

const columns = {
  id: lotteryGames.id,
  merchantId: lotteryGames.merchantId,
  code: lotteryGames.code,
  kind: lotteryGames.kind,
  intervalSeconds: lotteryGames.intervalSeconds,
  cutoffSeconds: lotteryGames.cutoffSeconds,
  odds: lotteryGames.odds,
  minLineStake: lotteryGames.minLineStake,
  maxLineStake: lotteryGames.maxLineStake,
  numberCap: lotteryGames.numberCap,
  issueCap: lotteryGames.issueCap,
  restrictedNumbers: lotteryGames.restrictedNumbers,
  maxChase: lotteryGames.maxChase,
  isActive: lotteryGames.isActive,
  currencyDecimals: merchants.currencyDecimals,
};

type Row = { [K in keyof typeof columns]: unknown } & { kind: string };

const gameOf = (row: Row): LotteryGame | undefined =>
  isLotteryKind(row.kind) ? ({ ...row, kind: row.kind } as LotteryGame) : undefined;

/** The house-drawn games of a brand (every brand's when no brand is given), by code. */
export async function listLotteryGames(
  db: Executor,
  merchantId?: number,
  onlyActive = false,
): Promise<LotteryGame[]> {
  const rows = await db
    .select(columns)
    .from(lotteryGames)
    .innerJoin(merchants, eq(merchants.id, lotteryGames.merchantId))
    .where(
      and(
        eq(lotteryGames.resultSource, 'house'),
        merchantId === undefined ? undefined : eq(lotteryGames.merchantId, merchantId),
        onlyActive ? eq(lotteryGames.isActive, true) : undefined,
      ),
    )
    .orderBy(lotteryGames.id);
  return rows.flatMap((row) => gameOf(row) ?? []);
}

/** One game of the brand; lottery_game_not_found otherwise (another brand's too). */
export async function requireLotteryGame(
  db: Executor,
  merchantId: number,
  code: string,
): Promise<LotteryGame> {
  const [game] = (await listLotteryGames(db, merchantId)).filter((entry) => entry.code === code);
  if (!game) throw new AppError('lottery_game_not_found');
  return game;
}
