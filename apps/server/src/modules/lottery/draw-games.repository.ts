import { and, eq } from 'drizzle-orm';
import { isDrawLotteryKind, type DrawLotteryKind, type LotteryOdds } from '@lobby/game-math';
import type { Executor } from '../../db/rows.ts';
import { lotteryGames, merchants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { drawScheduleSchema, type DrawSchedule } from './draw-schedule.ts';

/** An operator-result game (VN, Thai) with its calendar and restricted numbers. */
export interface DrawGame {
  id: number;
  merchantId: number;
  code: string;
  kind: DrawLotteryKind;
  odds: LotteryOdds;
  minLineStake: bigint;
  maxLineStake: bigint;
  numberCap: bigint;
  issueCap: bigint;
  /** Unused by these games (fast games' closed numbers); kept for the shared bet code. */
  restrictedNumbers: number[];
  numberRules: Record<string, 'closed' | 'half'>;
  schedule: DrawSchedule | null;
  maxChase: number;
  isActive: boolean;
  currencyDecimals: number;
}

const columns = {
  id: lotteryGames.id,
  merchantId: lotteryGames.merchantId,
  code: lotteryGames.code,
  kind: lotteryGames.kind,
  odds: lotteryGames.odds,
  minLineStake: lotteryGames.minLineStake,
  maxLineStake: lotteryGames.maxLineStake,
  numberCap: lotteryGames.numberCap,
  issueCap: lotteryGames.issueCap,
  restrictedNumbers: lotteryGames.restrictedNumbers,
  numberRules: lotteryGames.numberRules,
  schedule: lotteryGames.schedule,
  maxChase: lotteryGames.maxChase,
  isActive: lotteryGames.isActive,
  currencyDecimals: merchants.currencyDecimals,
};

/** The operator-result games (every brand's when no brand is given), by id. */
export async function listDrawGames(
  db: Executor,
  merchantId?: number,
  onlyActive = false,
): Promise<DrawGame[]> {
  const rows = await db
    .select(columns)
    .from(lotteryGames)
    .innerJoin(merchants, eq(merchants.id, lotteryGames.merchantId))
    .where(
      and(
        eq(lotteryGames.resultSource, 'operator'),
        merchantId === undefined ? undefined : eq(lotteryGames.merchantId, merchantId),
        onlyActive ? eq(lotteryGames.isActive, true) : undefined,
      ),
    )
    .orderBy(lotteryGames.id);
  return rows.flatMap((row) => {
    if (!isDrawLotteryKind(row.kind)) return [];
    const schedule = drawScheduleSchema.safeParse(row.schedule);
    return [{ ...row, kind: row.kind, schedule: schedule.success ? schedule.data : null }];
  });
}

/** One operator-result game of the brand, or undefined. */
export async function findDrawGame(db: Executor, merchantId: number, code: string) {
  return (await listDrawGames(db, merchantId)).find((game) => game.code === code);
}

/** One operator-result game of the brand; lottery_game_not_found otherwise. */
export async function requireDrawGame(db: Executor, merchantId: number, code: string) {
  const game = await findDrawGame(db, merchantId, code);
  if (!game) throw new AppError('lottery_game_not_found');
  return game;
}
