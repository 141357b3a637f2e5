import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LotteryBetView, LotteryCurrent } from '@lobby/contracts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import {
  createOtherBrand,
  otherAdminToken,
  otherBrandHeaders,
} from '../backoffice/testing/other-brand-kit.ts';
import { openPlaySession } from '../originals/instant/testing/instant-kit.ts';
import { lotteryIssueJob } from './index.ts';
import { allDigits, lotteryCaller, startOfTest, valueOf } from './testing/lottery-kit.ts';

const clock = { now: 0 };
type Answer = { statusCode: number; body: string; json(): unknown };

describe('lottery: bets, refusals, the cut-off, chases, settlement, voids', () => {
  let ctx: TestContext;
  const tick = () => ctx.app.jobs.runNow(lotteryIssueJob);
  let demo: ReturnType<typeof lotteryCaller>;
  let other: ReturnType<typeof lotteryCaller>;
  const db = () => ctx.database.db;

  async function current(code = '5d') {
    return valueOf<LotteryCurrent>(await demo.current(code)).current!;
  }
  /** Moves the held clock to `ms` and runs the lottery job. */
  async function at(ms: number) {
    clock.now = ms;
    await tick();
  }
  async function expectRefused(send: () => Promise<Answer>, status: number, code: string) {
    const before = { rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) };
    const balance = await demo.balance();
    const answer = await send();
    expect(
      { status: answer.statusCode, code: (answer.json() as { code?: string }).code },
      answer.body,
    ).toEqual({ status, code });
    expect({ rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) }).toEqual(before);
    expect(await demo.balance()).toBe(balance);
  }
  const bet = (issueNo: string, selections: unknown[], lineStake = '2.00', multiplier = 1) => ({
    issueNo,
    selections,
    lineStake,
    multiplier,
  });

  beforeAll(async () => {
    clock.now = startOfTest;
    ctx = await createTestApp({ clocks: { lottery: { now: () => clock.now } } });
    await tick();
    demo = lotteryCaller(
      ctx.app,
      await openPlaySession(
        ctx.app,
        await loginToken(ctx.app, 'demo', 'Lotus#2026'),
        '5d',
        'ELOTT',
      ),
    );
    other = lotteryCaller(
      ctx.app,
      await openPlaySession(
        ctx.app,
        await loginToken(ctx.app, 'agent', 'Lotus#2026'),
        '5d',
        'ELOTT',
      ),
    );
  }, 60_000);
  afterAll(async () => ctx?.close());
  beforeEach(async () => {
    // each test starts inside a fresh 5D issue's window
    const minute = 60_000;
    await at((Math.floor(clock.now / minute) + 1) * minute + 5_000);
  });

  it('shows the current issue with its commitment and countdown data', async () => {
    const answer = valueOf<LotteryCurrent>(await demo.current('5d'));
    expect(answer.current).toMatchObject({ state: 'open' });
    expect(answer.current!.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(answer.current!.issueNo).toMatch(/^\d{8}-\d{4}$/);
    expect(Date.parse(answer.current!.closesAt)).toBeGreaterThan(clock.now);
    expect(valueOf<{ games: unknown[] }>(await demo.games()).games).toHaveLength(5);
  });

  it('refuses every bad bet with its own key and moves no money', async () => {
    const { issueNo } = await current();
    await expectRefused(
      () => demo.bet('5d', bet(issueNo, [{ type: 'position', position: 0, numbers: [10] }])),
      400,
      'lottery_number_out_of_range',
    );
    await expectRefused(
      () => demo.bet('5d', bet(issueNo, [{ type: 'position', position: 0, numbers: [3, 3] }])),
      400,
      'lottery_number_duplicate',
    );
    await expectRefused(
      () => demo.bet('5d', bet(issueNo, [{ type: 'position', position: 7, numbers: [3] }])),
      400,
      'lottery_combination_invalid',
    );
    await expectRefused(
      () => demo.bet('5d', bet(issueNo, [{ type: 'jackpot', numbers: [3] }])),
      400,
      'lottery_bet_type_unknown',
    );
    await expectRefused(
      () =>
        demo.bet(
          '5d',
          bet(issueNo, [
            { type: 'bigSmall', options: ['big'] },
            { type: 'bigSmall', options: ['big'] },
          ]),
        ),
      400,
      'lottery_number_duplicate',
    );
    await expectRefused(
      () => demo.bet('11x5', bet(issueNo, [{ type: 'any', k: 3, numbers: [1, 2] }])),
      400,
      'lottery_combination_invalid',
    );
    await expectRefused(
      () => demo.bet('5d', bet('20200101-0001', [allDigits()])),
      404,
      'lottery_issue_not_found',
    );
    await expectRefused(
      () => demo.bet('5d', bet(issueNo, [allDigits()], '0.50')),
      400,
      'stake_below_minimum',
    );
    await expectRefused(
      () =>
        demo.chase('5d', {
          selections: [allDigits()],
          lineStake: '1.00',
          issues: 11,
          stopOnWin: true,
        }),
      400,
      'lottery_chase_too_long',
    );
    // over the brand's game policy: the wallet refuses the stake, the reservation is given back
    await expectRefused(
      () =>
        demo.bet(
          '5d',
          bet(issueNo, [{ type: 'oddEven', options: ['odd', 'even'] }], '10000.00', 25),
        ),
      409,
      'bet_refused',
    );
    await expectRefused(
      () => demo.bet('5d', bet(issueNo, [allDigits()], '9000000.00')),
      400,
      'stake_above_maximum',
    );
  });

  it('refuses a bet on a closed number and over the caps', async () => {
    const { issueNo } = await current();
    await db().execute(sql`update lottery_games set restricted_numbers = '[7]', number_cap = 2000
                            where code = '5d'`);
    try {
      await expectRefused(
        () => demo.bet('5d', bet(issueNo, [{ type: 'position', position: 1, numbers: [6, 7] }])),
        409,
        'lottery_number_closed',
      );
      // 9.8 × 2.00 = 19.60 on one number: within 20.00; a second such bet is over
      expect(
        (await demo.bet('5d', bet(issueNo, [{ type: 'position', position: 1, numbers: [6] }])))
          .statusCode,
      ).toBe(200);
      await expectRefused(
        () => demo.bet('5d', bet(issueNo, [{ type: 'position', position: 1, numbers: [6] }])),
        409,
        'lottery_over_cap',
      );
      await db().execute(
        sql`update lottery_games set number_cap = 50000000, issue_cap = 1000 where code = '5d'`,
      );
      await expectRefused(
        () => demo.bet('5d', bet(issueNo, [{ type: 'position', position: 2, numbers: [1] }])),
        409,
        'lottery_over_cap',
      );
    } finally {
      await db()
        .execute(sql`update lottery_games set restricted_numbers = '[]', number_cap = 50000000,
                                    issue_cap = 200000000 where code = '5d'`);
    }
  });

  it('refuses a bet at the cut-off even before the close job ran, and takes one a millisecond earlier', async () => {
    const issue = await current();
    const cutoff = Date.parse(issue.closesAt);
    clock.now = cutoff - 1; // no tick: the issue row still says open
    expect(
      (await demo.bet('5d', bet(issue.issueNo, [{ type: 'oddEven', options: ['odd'] }])))
        .statusCode,
    ).toBe(200);
    clock.now = cutoff;
    await expectRefused(
      () => demo.bet('5d', bet(issue.issueNo, [{ type: 'oddEven', options: ['even'] }])),
      409,
      'lottery_issue_closed',
    );
    // a burst racing the close job at the boundary: every bet is refused, none half-written
    const answers = await Promise.all([
      tick(),
      ...Array.from({ length: 5 }, () =>
        demo.bet('5d', bet(issue.issueNo, [{ type: 'bigSmall', options: ['big'] }])),
      ),
    ]);
    for (const answer of answers.slice(1) as Answer[]) expect(answer.statusCode).toBe(409);
    const [row] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from lottery_bets b join lottery_issues i on i.id = b.issue_id where i.issue_no = ${issue.issueNo} and b.selections::text like '%big%'`,
    );
    expect(row!.n).toBe(0);
  });

  it('settles a bet with the worked amount, once, and shows the seed for verification', async () => {
    const issue = await current();
    const before = Number(await demo.balance());
    // ten lines × 2.00: exactly one digit wins 9.8 × 2.00 = 19.60
    const placed = valueOf<{ bet: LotteryBetView; balance: string }>(
      await demo.bet('5d', bet(issue.issueNo, [allDigits(3)])),
    );
    expect(placed.bet).toMatchObject({ lineCount: 10, stake: '20.00', state: 'placed' });
    expect(Number(placed.balance)).toBeCloseTo(before - 20, 2);
    expect(
      valueOf<{ serverSeed: string | null }>(await demo.verify('5d', issue.issueNo)).serverSeed,
    ).toBeNull();
    await at(Date.parse(issue.drawsAt));
    const mine = valueOf<{ bets: LotteryBetView[] }>(await demo.myBets()).bets.find(
      (b) => b.id === placed.bet.id,
    )!;
    expect(mine).toMatchObject({ state: 'won', payout: '19.60' });
    expect(Number(await demo.balance())).toBeCloseTo(before - 20 + 19.6, 2);
    const ledger = await ledgerRowCounts(db());
    await tick();
    await tick();
    expect(await ledgerRowCounts(db())).toEqual(ledger);
    const verify = valueOf<{
      serverSeed: string;
      beacon: string;
      result: number[];
      seedHash: string;
    }>(await demo.verify('5d', issue.issueNo));
    const { drawIssue, hashServerSeed } = await import('@lobby/game-math');
    expect(hashServerSeed(verify.serverSeed)).toBe(verify.seedHash);
    expect(
      drawIssue({
        kind: '5d',
        serverSeed: verify.serverSeed,
        issueId: issue.issueNo,
        beacon: verify.beacon,
      }),
    ).toEqual(verify.result);
    // the beacon is the next issue's commitment, made only when it opened (after the cut-off)
    const [next] = await rowsOf<{ seed_hash: string; opens_at: Date }>(
      db(),
      sql`select seed_hash, opens_at from lottery_issues where opens_at = ${new Date(issue.drawsAt)} and game_id = (select id from lottery_games where code = '5d')`,
    );
    expect(next!.seed_hash).toBe(verify.beacon);
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });

  it('stops a chase on a win and refunds the remaining issues', async () => {
    const before = Number(await demo.balance());
    const chase = valueOf<{ chaseId: number; bets: LotteryBetView[] }>(
      await demo.chase('5d', {
        selections: [allDigits(1)],
        lineStake: '1.00',
        issues: 3,
        multipliers: [1, 2, 4],
        stopOnWin: true,
      }),
    );
    expect(chase.bets.map((b) => b.stake).sort()).toEqual(['10.00', '20.00', '40.00']);
    expect(Number(await demo.balance())).toBeCloseTo(before - 70, 2);
    const first = chase.bets.find((b) => b.multiplier === 1)!;
    const firstIssue = valueOf<{ issues: unknown[] }>(await demo.results('5d'));
    expect(firstIssue).toBeDefined();
    const [row] = await rowsOf<{ draws_at: Date }>(
      db(),
      sql`select i.draws_at from lottery_issues i join lottery_bets b on b.issue_id = i.id where b.id = ${first.id}`,
    );
    await at(new Date(row!.draws_at).getTime());
    // the first issue wins 9.8 × 1.00; the two later ones (30.00) come back
    expect(Number(await demo.balance())).toBeCloseTo(before - 10 + 9.8, 2);
    const states = valueOf<{ bets: LotteryBetView[] }>(await demo.myBets())
      .bets.filter((b) => b.chaseId === chase.chaseId)
      .map((b) => b.state)
      .sort();
    expect(states).toEqual(['refunded', 'refunded', 'won']);
  });

  it('cancels a chase (the owner only) and refunds what has not closed', async () => {
    const before = Number(await demo.balance());
    const chase = valueOf<{ chaseId: number }>(
      await demo.chase('5d', {
        selections: [{ type: 'bigSmall', options: ['big'] }],
        lineStake: '1.00',
        issues: 4,
        stopOnWin: false,
      }),
    );
    const refused = await other.cancelChase(chase.chaseId);
    expect(refused.statusCode).toBe(404);
    expect(valueOf<{ refundedBets: number }>(await demo.cancelChase(chase.chaseId))).toEqual({
      refundedBets: 4,
    });
    expect(Number(await demo.balance())).toBeCloseTo(before, 2);
    expect(
      valueOf<{ bets: LotteryBetView[] }>(await other.myBets()).bets.some(
        (b) => b.chaseId === chase.chaseId,
      ),
    ).toBe(false);
  });

  it('voids an issue with refunds; another brand cannot', async () => {
    const issue = await current();
    const before = Number(await demo.balance());
    valueOf(await demo.bet('5d', bet(issue.issueNo, [allDigits(4)])));
    await createOtherBrand(db());
    const stranger = await ctx.app.inject({
      method: 'POST',
      url: `/bo/lottery/issues/${issue.id}/void`,
      headers: { ...otherBrandHeaders, authorization: `Bearer ${await otherAdminToken(ctx.app)}` },
    });
    expect(stranger.statusCode).toBe(404);
    const strangerGames = await ctx.app.inject({
      method: 'GET',
      url: '/bo/lottery/games',
      headers: { ...otherBrandHeaders, authorization: `Bearer ${await otherAdminToken(ctx.app)}` },
    });
    expect(valueOf<{ games: unknown[] }>(strangerGames).games).toEqual([]);
    const admin = staffHeaders(await staffToken(ctx.app, 'admin'));
    const voided = await ctx.app.inject({
      method: 'POST',
      url: `/bo/lottery/issues/${issue.id}/void`,
      headers: admin,
    });
    expect(valueOf<{ refundedBets: number }>(voided)).toEqual({ refundedBets: 1 });
    expect(Number(await demo.balance())).toBeCloseTo(before, 2);
    await expectRefused(
      () => demo.bet('5d', bet(issue.issueNo, [allDigits(4)])),
      409,
      'lottery_issue_void',
    );
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/bo/lottery/issues/${issue.id}/void`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(404);
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });

  it('lets the brand admin set prices, caps and restricted numbers, and refuses bad settings', async () => {
    const admin = staffHeaders(await staffToken(ctx.app, 'admin'));
    const listed = valueOf<{ games: Array<Record<string, unknown>> }>(
      await ctx.app.inject({ method: 'GET', url: '/bo/lottery/games', headers: admin }),
    );
    const k3 = listed.games.find((game) => game.code === 'k3')!;
    const input = {
      intervalSeconds: 120,
      cutoffSeconds: 20,
      odds: { ...(k3.odds as Record<string, number>), bigSmall: 1.95 },
      minLineStake: '1.00',
      maxLineStake: '500.00',
      numberCap: '10000.00',
      issueCap: '50000.00',
      restrictedNumbers: [6],
      maxChase: 5,
      isActive: true,
    };
    const put = (body: unknown) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/bo/lottery/games/k3',
        headers: admin,
        payload: body as Record<string, unknown>,
      });
    expect(valueOf(await put(input))).toMatchObject({
      intervalSeconds: 120,
      restrictedNumbers: [6],
      maxLineStake: '500.00',
    });
    for (const bad of [
      { ...input, intervalSeconds: 90 },
      { ...input, cutoffSeconds: 120 },
      { ...input, minLineStake: '600.00' },
    ]) {
      const answer = await put(bad);
      expect({
        status: answer.statusCode,
        code: (answer.json() as { code?: string }).code,
      }).toEqual({ status: 400, code: 'lottery_settings_invalid' });
    }
    const cashier = staffHeaders(await staffToken(ctx.app, 'cashier'));
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/bo/lottery/games/k3',
          headers: cashier,
          payload: input,
        })
      ).statusCode,
    ).toBe(403);
    const { issueNo } = await current('k3');
    await expectRefused(
      () => demo.bet('k3', bet(issueNo, [{ type: 'pair', numbers: [6] }])),
      409,
      'lottery_number_closed',
    );
  });
});
