import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { leaderboardPeriods } from '../../db/schema/index.ts';
import { createLocalEventBus } from '../../platform/event-bus.ts';
import { addAccounts } from '../agents/testing/agents-kit.ts';
import { mainBalance } from '../agents/testing/red-envelope-kit.ts';
import { createWalletService } from '../wallet/index.ts';
import { demoMerchantId, memberIdOf } from '../wallet/testing/wallet-kit.ts';
import { createLeaderboardsRepository } from './leaderboards.repository.ts';
import { createLeaderboardsService } from './leaderboards.service.ts';
import {
  missionsCaller,
  missionsOperator,
  queueActivity,
  type ActivityInput,
} from './testing/missions-kit.ts';

describe('leaderboards: scores from the activity feed, ranking, the close that pays', () => {
  let ctx: TestContext;
  let merchantId: number;
  let demoId: number;
  let ids: Record<string, number>;
  let member: ReturnType<typeof missionsCaller>;
  let operator: ReturnType<typeof missionsOperator>;
  const db = () => ctx.database.db;
  const hourMs = 3_600_000;
  const dayMs = 24 * hourMs;
  const score = async (
    memberId: number,
    events: Array<Omit<ActivityInput, 'merchantId' | 'memberId'>>,
  ) => {
    const sources = await queueActivity(
      db(),
      events.map((event) => ({ ...event, merchantId, memberId })),
    );
    await ctx.app.activityFeed.drain();
    return sources;
  };
  /** The close job's service on the test database (the test apps run no jobs). */
  const jobService = () =>
    createLeaderboardsService({
      db: db(),
      wallet: createWalletService({ db: db(), events: createLocalEventBus() }),
      activity: ctx.app.activityFeed,
      repository: createLeaderboardsRepository(),
    });
  const boardOf = async (id: number) =>
    (await member.leaderboards()).leaderboards.find((board) => board.id === id)!;

  beforeAll(async () => {
    ctx = await createTestApp();
    merchantId = await demoMerchantId(db());
    demoId = await memberIdOf(db(), 'demo');
    ids = await addAccounts(db(), merchantId, [
      { username: 'racer_one', type: 0, parentId: null },
      { username: 'racer_two', type: 0, parentId: null },
      { username: 'racer_three', type: 0, parentId: null },
    ]);
    member = missionsCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    operator = missionsOperator(ctx.app, await staffToken(ctx.app, 'admin'));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx?.close());

  it('ranks turnover, breaks ties by who reached the score first, masks names', async () => {
    const board = await operator.addBoard({ gameType: 'RNG', prizes: ['100.00', '50.00'] });
    const early = new Date(Date.now() - 60_000);
    await score(ids.racer_one!, [{ stake: 5_000n, occurredAt: new Date() }]);
    await score(ids.racer_two!, [{ stake: 5_000n, occurredAt: early }]);
    await score(demoId, [
      { stake: 2_000n },
      { stake: 9_000n, gameType: 'LIVE' },
      { stake: 1_000n, validBet: 0n },
    ]);
    const view = await boardOf(board.id);
    expect(
      view.current!.top.map((line) => [line.rank, line.player, line.score, line.prize]),
    ).toEqual([
      [1, 'ra***wo', '50.00', '100.00'],
      [2, 'ra***ne', '50.00', '50.00'],
      [3, 'd***o', '20.00', null],
    ]);
    expect(view.current!.mine).toMatchObject({ rank: 3, score: '20.00', isMe: true });
    expect(view.prizes).toEqual(['100.00', '50.00']);
    expect(view.current!.closedAt).toBeNull();
  });

  it('takes a taken-back round off the score', async () => {
    const board = await operator.addBoard({});
    const [round] = await score(ids.racer_three!, [{ stake: 7_000n }, { stake: 1_000n }]);
    await score(ids.racer_three!, [{ sign: -1, sourceId: round!, stake: 7_000n }]);
    const standings = await operator.standings(board.id);
    expect(standings.rows.find((row) => row.username === 'racer_three')!.score).toBe('10.00');
  });

  it('ranks the best multiplier of a round over the minimum stake; a take-back falls to the record before', async () => {
    const board = await operator.addBoard({ metric: 'multiplier', minStake: '1.00' });
    const [first, best] = await score(ids.racer_one!, [
      { stake: 100n, payout: 300n },
      { stake: 100n, payout: 1_250n },
      { stake: 100n, payout: 200n },
      { stake: 50n, payout: 50_000n },
    ]);
    expect(first).toBeDefined();
    let rows = (await operator.standings(board.id)).rows;
    expect(rows.find((row) => row.username === 'racer_one')!.score).toBe('x12.50');
    await score(ids.racer_one!, [{ sign: -1, sourceId: best!, stake: 100n, payout: 1_250n }]);
    rows = (await operator.standings(board.id)).rows;
    expect(rows.find((row) => row.username === 'racer_one')!.score).toBe('x3.00');
  });

  it('opens no period a regular board never ran: a late round from before it began', async () => {
    const board = await operator.addBoard({ period: 'daily', prizes: ['5.00'] });
    await score(ids.racer_two!, [{ stake: 4_000n, occurredAt: new Date(Date.now() - 3 * dayMs) }]);
    const periods = await db()
      .select()
      .from(leaderboardPeriods)
      .where(eq(leaderboardPeriods.leaderboardId, board.id));
    expect(periods).toEqual([]);
    await score(ids.racer_two!, [{ stake: 4_000n }]);
    const counted = await db()
      .select()
      .from(leaderboardPeriods)
      .where(eq(leaderboardPeriods.leaderboardId, board.id));
    expect(counted).toHaveLength(1);
  });

  it('pays the pool once at the period end, however often and concurrently the close runs', async () => {
    const start = new Date(Date.now() - 3 * hourMs);
    const board = await operator.addBoard({
      period: 'custom',
      startsAt: start.toISOString(),
      endsAt: new Date(Date.now() - hourMs).toISOString(),
      prizes: ['30.00', '20.00', '10.00'],
    });
    const at = new Date(Date.now() - 2 * hourMs);
    await score(ids.racer_one!, [{ stake: 9_000n, occurredAt: at }]);
    await score(demoId, [{ stake: 8_000n, occurredAt: at }]);
    const balances = {
      one: await mainBalance(db(), merchantId, ids.racer_one!),
      demo: await mainBalance(db(), merchantId, demoId),
    };
    const ledgerBefore = await ledgerRowCounts(db());
    const service = jobService();
    const closed = await Promise.all([service.closeDue(), service.closeDue()]);
    expect(closed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
    expect(await service.closeDue()).toBe(0);
    expect(await mainBalance(db(), merchantId, ids.racer_one!)).toBe(balances.one + 3_000n);
    expect(await mainBalance(db(), merchantId, demoId)).toBe(balances.demo + 2_000n);
    // two prizes: the third rank had nobody
    expect((await ledgerRowCounts(db())).transactions).toBe(ledgerBefore.transactions + 2);

    const view = await boardOf(board.id);
    expect(view.current).toBeNull();
    expect(view.previous).toMatchObject({
      closedAt: expect.any(String),
      mine: { rank: 2, prize: '20.00' },
    });
    // a round settling in the closed window afterwards changes nothing
    await score(demoId, [{ stake: 50_000n, occurredAt: at }]);
    expect((await operator.standings(board.id, 'C')).rows.map((row) => row.score)).toEqual([
      '90.00',
      '80.00',
    ]);
  });

  it('lets the operator close the current period early, once', async () => {
    const board = await operator.addBoard({ period: 'weekly', prizes: ['25.00'] });
    await score(demoId, [{ stake: 4_000n }]);
    const balance = await mainBalance(db(), merchantId, demoId);
    const closed = await operator.close(board.id);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((closed.json() as { value: { rows: unknown[] } }).value.rows).toMatchObject([
      { rank: 1, username: 'demo', score: '40.00', prize: '25.00' },
    ]);
    expect(await mainBalance(db(), merchantId, demoId)).toBe(balance + 2_500n);

    const before = { rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) };
    const again = await operator.close(board.id);
    expect([again.statusCode, (again.json() as { code: string }).code]).toEqual([
      409,
      'leaderboard_period_not_open',
    ]);
    expect({ rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) }).toEqual(before);
    const view = await boardOf(board.id);
    expect(view.current!.closedAt).not.toBeNull();
    expect(view.current!.mine).toMatchObject({ rank: 1, prize: '25.00' });
  });

  it('refuses bad boards and unknown ones, and changes nothing', async () => {
    const before = { rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) };
    const refusals = [
      await operator.createBoard({ period: 'custom' }),
      await operator.createBoard({
        period: 'custom',
        startsAt: '2026-05-02T00:00:00Z',
        endsAt: '2026-05-01T00:00:00Z',
      }),
      await operator.createBoard({ prizes: ['0'] }),
      await operator.createBoard({ prizes: [] }),
      await operator.close(999_999),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([400, 400, 400, 400, 404]);
    expect({ rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) }).toEqual(before);
  });
});
