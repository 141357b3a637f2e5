import type { BoStandings, Language, MemberLeaderboards } from '@lobby/contracts';
import { formatMinorUnits } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { ActivityFeed } from '../../platform/activity-feed.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { MoneyTransaction, WalletService } from '../wallet/index.ts';
import { prizeAmounts, scoreText, toStandings } from './leaderboard-view.ts';
import type {
  LeaderboardRow,
  LeaderboardsRepository,
  PeriodRow,
} from './leaderboards.repository.ts';
import { boardPeriodHolding } from './periods.ts';

type Brand = Pick<Merchant, 'id' | 'currencyDecimals' | 'timeZone'>;

export interface LeaderboardsServiceDeps {
  db: Db;
  wallet: WalletService;
  activity: Pick<ActivityFeed<MoneyTransaction>, 'drain' | 'drainMember'>;
  repository: LeaderboardsRepository;
  clock?: () => Date;
}

/** The shortest top list members see (more when the pool pays more ranks). */
const minTopLength = 10;
/** Periods one run of the close job closes at most (the next run takes the rest). */
const closeBatch = 50;
const promotionsHouse = { house: 'promotions' } as const;

/**
 * Leaderboards: what members see, the operator's standings, and the close of a period that
 * pays its prize pool (at the period's end by the job, or early by the operator): one locked
 * transaction per period, so it pays once however often and wherever it runs.
 */
export function createLeaderboardsService(deps: LeaderboardsServiceDeps) {
  const { db, wallet, repository } = deps;
  const now = deps.clock ?? (() => new Date());
  const topLength = (board: LeaderboardRow) => Math.max(minTopLength, board.prizes.length);

  /** Closes one period and pays its prizes; false when it was closed already. */
  async function closePeriod(periodId: number, by: 'job' | 'staff', staffId: number | null) {
    return wallet.transact(async ({ tx, post }) => {
      const period = await repository.lockPeriod(tx, periodId);
      if (!period || period.closedAt !== null) return false;
      const board = (await repository.find(tx, period.merchantId, period.leaderboardId))!;
      const pool = prizeAmounts(board);
      const winners = await repository.top(tx, period.id, pool.length);
      for (const winner of winners) {
        const amount = pool[winner.rank - 1]!;
        await post({
          merchantId: period.merchantId,
          idempotencyKey: `leaderboard:${period.id}:rank:${winner.rank}`,
          kind: 'bonus',
          memberId: winner.memberId,
          reference: `leaderboard:${board.id}`,
          memo: {
            source: 'leaderboard',
            leaderboard: String(board.id),
            period: period.periodKey,
            rank: String(winner.rank),
          },
          legs: [
            { account: promotionsHouse, amount: -amount },
            { account: { memberId: winner.memberId, kind: 'main' }, amount },
          ],
        });
        await repository.insertPrize(tx, {
          periodId: period.id,
          rank: winner.rank,
          memberId: winner.memberId,
          score: winner.score,
          amount,
        });
      }
      const at = now();
      await repository.markClosed(tx, period.id, at, by);
      await recordAudit(tx, {
        merchantId: period.merchantId,
        actorKind: by === 'staff' ? 'staff' : 'system',
        actorId: staffId,
        action: 'leaderboard.close',
        subjectKind: 'leaderboard',
        subjectId: board.id,
        after: {
          period: period.periodKey,
          early: by === 'staff',
          paid: winners.map((winner) => ({ rank: winner.rank, memberId: winner.memberId })),
        },
        at,
      });
      return true;
    });
  }

  async function boStandings(
    board: LeaderboardRow,
    period: PeriodRow,
    limit: number,
    decimals: number,
  ): Promise<BoStandings> {
    const rows = await repository.top(db, period.id, limit);
    const paid = period.closedAt ? await repository.prizesOf(db, period.id) : undefined;
    const pool = prizeAmounts(board);
    return {
      leaderboardId: board.id,
      periodKey: period.periodKey,
      startsAt: period.startsAt.toISOString(),
      endsAt: period.endsAt.toISOString(),
      closedAt: period.closedAt?.toISOString() ?? null,
      rows: rows.map((row) => {
        const prize = paid ? paid.get(row.rank) : pool[row.rank - 1];
        return {
          rank: row.rank,
          username: row.username,
          score: scoreText(board.metric, row.score, decimals),
          reachedAt: row.reachedAt.toISOString(),
          prize: prize === undefined ? null : formatMinorUnits(prize, decimals),
        };
      }),
    };
  }

  return {
    closePeriod,

    /** The job: drains the feed (rounds settled before the end count), then closes due periods. */
    async closeDue(): Promise<number> {
      await deps.activity.drain();
      const due = await repository.dueForClose(db, now(), closeBatch);
      let closed = 0;
      for (const period of due) if (await closePeriod(period.id, 'job', null)) closed += 1;
      return closed;
    },

    /** The operator closes the board's current period now and its prizes are paid. */
    async closeEarly(
      merchant: Brand,
      actor: { staffId: number; ip: string },
      boardId: number,
    ): Promise<BoStandings> {
      const board = await repository.find(db, merchant.id, boardId);
      if (!board) throw new AppError('leaderboard_not_found');
      const window = boardPeriodHolding(board, now(), merchant.timeZone);
      if (!window) throw new AppError('leaderboard_period_not_open');
      await deps.activity.drain();
      const period = await wallet.transact(({ tx }) => repository.sharePeriod(tx, board, window));
      if (!(await closePeriod(period.id, 'staff', actor.staffId))) {
        throw new AppError('leaderboard_period_not_open');
      }
      const closed = (await repository.findPeriod(db, board.id, window.key))!;
      return boStandings(board, closed, 100, merchant.currencyDecimals);
    },

    async standings(
      merchant: Brand,
      boardId: number,
      query: { periodKey?: string | undefined; limit: number },
    ): Promise<BoStandings> {
      const board = await repository.find(db, merchant.id, boardId);
      if (!board) throw new AppError('leaderboard_not_found');
      const window = boardPeriodHolding(board, now(), merchant.timeZone);
      const key = query.periodKey ?? window?.key;
      const period = key ? await repository.findPeriod(db, board.id, key) : undefined;
      if (!period) {
        const start = window?.start ?? board.startsAt ?? now();
        const end = window?.end ?? board.endsAt ?? now();
        return {
          leaderboardId: board.id,
          periodKey: key ?? '',
          startsAt: start.toISOString(),
          endsAt: end.toISOString(),
          closedAt: null,
          rows: [],
        };
      }
      return boStandings(board, period, query.limit, merchant.currencyDecimals);
    },

    /** Every enabled board: its current period's top list and own rank, and the last closed one. */
    async listForMember(
      merchant: Brand,
      memberId: number,
      lang: Language,
    ): Promise<MemberLeaderboards> {
      await deps.activity.drainMember(memberId);
      const boards = await repository.enabledOf(db, [merchant.id]);
      const context = { memberId, decimals: merchant.currencyDecimals };
      const standingsOf = async (board: LeaderboardRow, period: PeriodRow) =>
        toStandings(
          board,
          period,
          {
            top: await repository.top(db, period.id, topLength(board)),
            mine: await repository.rankOf(db, period.id, memberId),
            paid: period.closedAt ? await repository.prizesOf(db, period.id) : undefined,
          },
          context,
        );
      const leaderboards = [];
      for (const board of boards) {
        const window = boardPeriodHolding(board, now(), merchant.timeZone);
        const period = window ? await repository.findPeriod(db, board.id, window.key) : undefined;
        const current = period
          ? await standingsOf(board, period)
          : window
            ? toStandings(
                board,
                {
                  periodKey: window.key,
                  startsAt: window.start,
                  endsAt: window.end,
                  closedAt: null,
                },
                { top: [], mine: undefined, paid: undefined },
                context,
              )
            : null;
        const last = await repository.lastClosed(db, board.id);
        const previous = last && last.id !== period?.id ? await standingsOf(board, last) : null;
        leaderboards.push({
          id: board.id,
          title: board.title[lang] || board.title.en,
          metric: board.metric,
          period: board.period,
          gameType: board.gameType,
          prizes: prizeAmounts(board).map((amount) =>
            formatMinorUnits(amount, merchant.currencyDecimals),
          ),
          current,
          previous,
        });
      }
      return { leaderboards };
    },
  };
}
export type LeaderboardsService = ReturnType<typeof createLeaderboardsService>;
