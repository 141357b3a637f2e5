import { sql } from 'drizzle-orm';
import {
  anyMaxLineMultiplier,
  expandAnySelection,
  SelectionRefused,
  type LotteryLine,
} from '@lobby/game-math';
import {
  formatMinorUnits,
  parseAmount,
  type LotteryBetView,
  type LotterySelectionInput,
  type PlaceLotteryBetRequest,
  type PlaceLotteryChaseRequest,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { unitDecimals } from '../games/index.ts';
import type { Player } from '../originals/index.ts';
import {
  releaseReservation,
  reserveBets,
  type BetToReserve,
  type ReservedBet,
} from './bet-reservation.ts';
import { findDrawGame, type DrawGame } from './draw-games.repository.ts';
import { halfPayOf } from './draw-lines.ts';
import type { LotteryClock } from './lottery-clock.ts';
import { requireLotteryGame, type LotteryGame } from './lottery-games.repository.ts';
import type { LotteryMoney, PayableBet } from './lottery-money.ts';
import { betViewsWhere } from './lottery-views.ts';
import type { LotteryLogger, LotterySettlement } from './settlement.ts';

/** The most lines one bet may hold (a keno pick of 10 numbers, k = 5, is 252). */
const maxLinesPerBet = 2_000;

/** A game bets are placed on: a fast game or an operator-result one (VN, Thai). */
type BettableGame = LotteryGame | DrawGame;

/** The lines of the selections, or the refusal of the first bad one. */
function linesOf(game: BettableGame, selections: LotterySelectionInput[]): LotteryLine[] {
  const lines: LotteryLine[] = [];
  for (const selection of selections) {
    try {
      lines.push(...expandAnySelection(game.kind, selection));
    } catch (error) {
      if (error instanceof SelectionRefused) throw new AppError(error.code);
      throw error;
    }
  }
  if (lines.length > maxLinesPerBet) throw new AppError('lottery_combination_invalid');
  if (new Set(lines.map((line) => line.key)).size !== lines.length) {
    throw new AppError('lottery_number_duplicate');
  }
  const closed = new Set(game.restrictedNumbers);
  if (lines.some((line) => line.numbers.some((n) => closed.has(n)))) {
    throw new AppError('lottery_number_closed');
  }
  return lines;
}

/** Bets and chase orders of players (X-Player-Token sessions of the ELOTT vendor). */
export function createLotteryBets(deps: {
  db: Db;
  clock: LotteryClock;
  money: LotteryMoney;
  settlement: LotterySettlement;
  log: LotteryLogger;
}) {
  const { db, clock, money } = deps;

  async function prepare(
    player: Player,
    code: string,
    body: { selections: LotterySelectionInput[]; lineStake: string },
  ) {
    const game: BettableGame =
      (await findDrawGame(db, player.merchantId, code)) ??
      (await requireLotteryGame(db, player.merchantId, code));
    if (!game.isActive) throw new AppError('lottery_game_not_found');
    const decimals = unitDecimals(player.currency, game.currencyDecimals);
    const parsed = parseAmount(body.lineStake, decimals);
    if (!parsed.ok) throw new AppError(parsed.problem);
    const format = (minor: bigint) => formatMinorUnits(minor, decimals);
    if (parsed.minor < game.minLineStake) {
      throw new AppError('stake_below_minimum', { details: { min: format(game.minLineStake) } });
    }
    if (parsed.minor > game.maxLineStake) {
      throw new AppError('stake_above_maximum', { details: { max: format(game.maxLineStake) } });
    }
    const lines = linesOf(game, body.selections);
    const maxMultipliers = lines.map((line) => anyMaxLineMultiplier(game.kind, line, game.odds));
    const halfPay = 'numberRules' in game ? halfPayOf(game, lines) : undefined;
    return { game, decimals, lineStake: parsed.minor, lines, maxMultipliers, halfPay };
  }

  const payable = (player: Player, game: BettableGame, bet: ReservedBet): PayableBet => ({
    id: bet.id,
    merchantId: player.merchantId,
    memberId: player.memberId,
    unit: player.currency,
    stake: bet.stake,
    payout: 0n,
    gameCode: game.code,
    sessionTokenSealed: '',
    currencyDecimals: game.currencyDecimals,
  });

  /**
   * Takes the stakes of reserved bets one by one, then marks them placed. A refused stake
   * releases its reservation and refunds the stakes already taken, so the refusal moves no
   * money; a bet the draw voided meanwhile (its stake refunded by settlement) is refused as
   * closed.
   */
  async function takeStakes(
    player: Player,
    game: BettableGame,
    reserved: ReservedBet[],
  ): Promise<bigint | undefined> {
    let balance: bigint | undefined;
    const taken: ReservedBet[] = [];
    try {
      for (const bet of reserved) {
        balance = await money.takeStake(payable(player, game, bet), player.token);
        taken.push(bet);
      }
    } catch (error) {
      for (const bet of taken) {
        const answer = await money.refund(payable(player, game, bet), player.token);
        if (!answer.ok)
          deps.log.error({ betId: bet.id, code: answer.code }, 'lottery stake not refunded');
      }
      for (const bet of reserved) await releaseReservation(db, bet);
      throw error;
    }
    const ids = reserved.map((bet) => bet.id);
    const placed = await rowsOf<{ id: number }>(
      db,
      sql`update lottery_bets set state = 'placed'
           where id = any(${`{${ids.join(',')}}`}::bigint[]) and state = 'reserved' returning id`,
    );
    if (placed.length !== ids.length) throw new AppError('lottery_issue_closed');
    return balance;
  }

  async function balanceText(player: Player, decimals: number, balance: bigint | undefined) {
    return formatMinorUnits(balance ?? (await money.balance(player, decimals)), decimals);
  }

  function betRequest(
    player: Player,
    issueNo: string,
    multiplier: number,
    prepared: Awaited<ReturnType<typeof prepare>>,
    selections: unknown,
  ): BetToReserve {
    return {
      issueNo,
      memberId: player.memberId,
      unit: player.currency,
      multiplier,
      lineStake: prepared.lineStake,
      lines: prepared.lines,
      maxMultipliers: prepared.maxMultipliers,
      ...(prepared.halfPay ? { halfPay: prepared.halfPay } : {}),
      selections,
      sessionTokenSealed: money.seal(player.token),
    };
  }

  return {
    async placeBet(player: Player, code: string, body: PlaceLotteryBetRequest) {
      const prepared = await prepare(player, code, body);
      const { game, decimals } = prepared;
      const reserved = await reserveBets(db, game, clock.now(), [
        betRequest(player, body.issueNo, body.multiplier, prepared, body.selections),
      ]);
      const balance = await takeStakes(player, game, reserved);
      const [bet] = await betViewsWhere(db, decimals, sql`b.id = ${reserved[0]!.id}`);
      return { bet: bet!, balance: await balanceText(player, decimals, balance) };
    },

    async placeChase(player: Player, code: string, body: PlaceLotteryChaseRequest) {
      const prepared = await prepare(player, code, body);
      const { game, decimals } = prepared;
      const multipliers = body.multipliers ?? new Array<number>(body.issues).fill(1);
      if (body.issues > game.maxChase || multipliers.length > game.maxChase) {
        throw new AppError('lottery_chase_too_long', { details: { max: game.maxChase } });
      }
      if (multipliers.length !== body.issues) throw new AppError('lottery_combination_invalid');
      const now = new Date(clock.now());
      const issues = await rowsOf<{ issue_no: string }>(
        db,
        sql`select issue_no from lottery_issues
             where game_id = ${game.id} and state in ('scheduled', 'open') and closes_at > ${now}
             order by draws_at limit ${body.issues}`,
      );
      if (issues.length < body.issues)
        throw new AppError('lottery_chase_too_long', { details: { max: issues.length } });
      const reserved = await reserveBets(
        db,
        game,
        now.getTime(),
        issues.map((issue, i) =>
          betRequest(player, issue.issue_no, multipliers[i]!, prepared, body.selections),
        ),
        {
          memberId: player.memberId,
          selections: body.selections,
          multipliers,
          stopOnWin: body.stopOnWin,
        },
      );
      const balance = await takeStakes(player, game, reserved);
      const chaseId = reserved[0]!.chaseId!;
      const bets = await betViewsWhere(db, decimals, sql`b.chase_id = ${chaseId}`);
      return { chaseId, bets, balance: await balanceText(player, decimals, balance) };
    },

    /** Stops the player's own chase; another player's is not found. */
    async cancelChase(player: Player, chaseId: number) {
      const [chase] = await rowsOf<{ id: number }>(
        db,
        sql`select id from lottery_chases where id = ${chaseId}
             and member_id = ${player.memberId} and merchant_id = ${player.merchantId}`,
      );
      if (!chase) throw new AppError('lottery_chase_not_found');
      return { refundedBets: await deps.settlement.stopChase(chaseId, player.memberId) };
    },

    async myBets(player: Player, decimals: number): Promise<LotteryBetView[]> {
      return betViewsWhere(
        db,
        decimals,
        sql`b.member_id = ${player.memberId} and b.merchant_id = ${player.merchantId}`,
        100,
      );
    },
  };
}
export type LotteryBets = ReturnType<typeof createLotteryBets>;
