import { and, eq, sql } from 'drizzle-orm';
import { formatMinorUnits, parseAmount, type BoLotteryGameInput } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { lotteryGames } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { allowedIntervals } from './issue-schedule.ts';
import {
  listLotteryGames,
  requireLotteryGame,
  type LotteryGame,
} from './lottery-games.repository.ts';
import type { LotterySettlement } from './settlement.ts';

const boView = (game: LotteryGame) => ({
  code: game.code,
  kind: game.kind,
  intervalSeconds: game.intervalSeconds,
  cutoffSeconds: game.cutoffSeconds,
  odds: game.odds,
  minLineStake: formatMinorUnits(game.minLineStake, game.currencyDecimals),
  maxLineStake: formatMinorUnits(game.maxLineStake, game.currencyDecimals),
  numberCap: formatMinorUnits(game.numberCap, game.currencyDecimals),
  issueCap: formatMinorUnits(game.issueCap, game.currencyDecimals),
  restrictedNumbers: game.restrictedNumbers,
  maxChase: game.maxChase,
  isActive: game.isActive,
});

/** The operator API's work: the brand's games, their settings, voids. */
export function createLotteryOperator(deps: { db: Db; settlement: LotterySettlement }) {
  const { db } = deps;
  return {
    async list(merchantId: number) {
      return { games: (await listLotteryGames(db, merchantId)).map(boView) };
    },

    /**
     * New settings apply to issues scheduled from now on (times) and to bets from now on
     * (prices, caps, restricted numbers); issues already scheduled keep their times.
     */
    async update(merchantId: number, code: string, input: BoLotteryGameInput) {
      const game = await requireLotteryGame(db, merchantId, code);
      const amount = (text: string) => {
        const parsed = parseAmount(text, game.currencyDecimals);
        if (!parsed.ok)
          throw new AppError('lottery_settings_invalid', { details: { amount: text } });
        return parsed.minor;
      };
      const [minLineStake, maxLineStake, numberCap, issueCap] = [
        input.minLineStake,
        input.maxLineStake,
        input.numberCap,
        input.issueCap,
      ].map(amount) as [bigint, bigint, bigint, bigint];
      const invalid =
        !(allowedIntervals as readonly number[]).includes(input.intervalSeconds) ||
        input.cutoffSeconds >= input.intervalSeconds ||
        minLineStake > maxLineStake ||
        Object.keys(input.odds).length === 0;
      if (invalid) throw new AppError('lottery_settings_invalid');
      await db
        .update(lotteryGames)
        .set({
          intervalSeconds: input.intervalSeconds,
          cutoffSeconds: input.cutoffSeconds,
          odds: input.odds,
          minLineStake,
          maxLineStake,
          numberCap,
          issueCap,
          restrictedNumbers: [...new Set(input.restrictedNumbers)],
          maxChase: input.maxChase,
          isActive: input.isActive,
          updatedAt: sql`now()`,
        })
        .where(and(eq(lotteryGames.id, game.id), eq(lotteryGames.merchantId, merchantId)));
      return boView(await requireLotteryGame(db, merchantId, code));
    },

    async voidIssue(merchantId: number, issueId: number) {
      const refunded = await deps.settlement.voidIssue(merchantId, issueId);
      if (refunded === undefined) throw new AppError('lottery_issue_not_found');
      return { refundedBets: refunded };
    },
  };
}
export type LotteryOperator = ReturnType<typeof createLotteryOperator>;
