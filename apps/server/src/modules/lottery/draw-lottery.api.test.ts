import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type BetRecords, type DrawMenus, type LotteryBetView } from '@lobby/contracts';
import { workedNorth, workedThai } from '@lobby/game-math';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { staffHeaders, staffLogin, staffToken } from '../../../test/staff-kit.ts';
import { demoSecondAdmin } from '../../seed/demo-staff.ts';
import { openPlaySession } from '../originals/instant/testing/instant-kit.ts';
import { walletCaller } from '../wallet/testing/wallet-kit.ts';
import { drawCorrectionRetryJob, drawRoundClosingJob, lotteryIssueJob } from './index.ts';
import { lotteryCaller, valueOf } from './testing/lottery-kit.ts';

const clock = { now: 0 };
type Answer = { statusCode: number; body: string; json(): unknown };
type Issue = { id: number; issueNo: string; state: string; resultVersion: number };
type Confirmed = { issue: Issue; adjustedBets: number; pendingBets: number };

/** 10:00 in Hà Nội on 2 Aug 2025: the north draw (18:15) takes bets; Thai's 16 Aug draw too. */
const morningOf2Aug = Date.UTC(2025, 7, 2, 3, 0);

describe('official draws: VN and Thai bets, two-operator results, settlement, corrections', () => {
  let ctx: TestContext;
  let north: ReturnType<typeof lotteryCaller>;
  let thai: ReturnType<typeof lotteryCaller>;
  let admin: Record<string, string>;
  let admin2: Record<string, string>;
  let memberToken: string;
  const db = () => ctx.database.db;

  async function at(ms: number) {
    clock.now = ms;
    await ctx.app.jobs.runNow(lotteryIssueJob);
  }
  const bo = (
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: Record<string, unknown>,
  ) =>
    payload
      ? ctx.app.inject({ method, url, headers, payload })
      : ctx.app.inject({ method, url, headers });
  async function issueOf(code: string, issueNo: string) {
    const answer = valueOf<{ issues: Issue[] }>(
      await bo('GET', `/bo/lottery/draws/${code}/issues`, admin),
    );
    return answer.issues.find((issue) => issue.issueNo === issueNo)!;
  }
  async function expectRefused(send: () => Promise<Answer>, status: number, code: string) {
    const before = { rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) };
    const balance = await north.balance();
    const answer = await send();
    expect(
      { status: answer.statusCode, code: (answer.json() as { code?: string }).code },
      answer.body,
    ).toEqual({ status, code });
    expect({ rows: await rowCounts(db()), ledger: await ledgerRowCounts(db()) }).toEqual(before);
    expect(await north.balance()).toBe(balance);
  }
  const bet = (issueNo: string, selections: unknown[], lineStake: string) => ({
    issueNo,
    selections,
    lineStake,
    multiplier: 1,
  });

  beforeAll(async () => {
    clock.now = morningOf2Aug;
    ctx = await createTestApp({ clocks: { lottery: { now: () => clock.now } } });
    await at(morningOf2Aug);
    const member = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    memberToken = member;
    north = lotteryCaller(ctx.app, await openPlaySession(ctx.app, member, 'vn-north', 'LOTT'));
    thai = lotteryCaller(ctx.app, await openPlaySession(ctx.app, member, 'thai', 'LOTT'));
    admin = staffHeaders(await staffToken(ctx.app, 'admin'));
    admin2 = staffHeaders((await staffLogin(ctx.app, demoSecondAdmin)).token);
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('shows the menus: four families, their stations and the draws taking bets', async () => {
    const menus = valueOf<DrawMenus>(
      await ctx.app.inject({
        method: 'GET',
        url: '/lottery/v1/draws?prizeMode=LOTT&device=WEB',
        headers: { merchant: 'demo' },
      }),
    );
    expect(menus.families.map((f) => f.code)).toEqual([
      'vn-north',
      'vn-south',
      'vn-central',
      'thai',
    ]);
    const vnNorth = menus.families[0]!;
    expect(vnNorth.open.map((i) => i.issueNo)).toContain('20250802-MB');
    expect(vnNorth.odds).toMatchObject({ lo2: 98.5, de: 99 });
    // Saturday: TP.HCM, Long An, Bình Phước in the south
    expect(
      menus.families[1]!.open.filter((i) => i.issueNo.startsWith('20250802')).map((i) => i.station),
    ).toEqual(['BP', 'HCM', 'LA']);
    expect(menus.families[3]!.open.map((i) => i.issueNo)).toEqual(['20250816-TH']);
  });

  it('refuses bad bets with their own keys and moves no money', async () => {
    const issueNo = '20250802-MB';
    await expectRefused(
      () => north.bet('vn-north', bet(issueNo, [{ type: 'lo2', numbers: [100] }], '1.00')),
      400,
      'lottery_number_out_of_range',
    );
    await expectRefused(
      () => north.bet('vn-north', bet(issueNo, [{ type: 'de', numbers: [5, 5] }], '1.00')),
      400,
      'lottery_number_duplicate',
    );
    await expectRefused(
      () =>
        north.bet(
          'vn-north',
          bet(issueNo, [{ type: 'xien', k: 5, numbers: [1, 2, 3, 4, 5] }], '1.00'),
        ),
      400,
      'lottery_combination_invalid',
    );
    await expectRefused(
      () => thai.bet('thai', bet('20250816-TH', [{ type: 'top3', numbers: [0] }], '1.00')),
      409,
      'lottery_number_closed',
    );
    await db().execute(sql`update lottery_games set number_cap = 10000 where code = 'vn-north'`);
    await expectRefused(
      () => north.bet('vn-north', bet(issueNo, [{ type: 'de', numbers: [12] }], '5.00')),
      409,
      'lottery_over_cap',
    );
    await db().execute(
      sql`update lottery_games set number_cap = 5000000000 where code = 'vn-north'`,
    );
    await expectRefused(
      () => north.bet('vn-north', bet('20250801-MB', [{ type: 'de', numbers: [12] }], '1.00')),
      404,
      'lottery_issue_not_found',
    );
  });

  it('settles lô and đề at the worked prices once a second operator confirms; a correction re-settles', async () => {
    const issueNo = '20250802-MB';
    const before = Number(await north.balance());
    const lo = valueOf<{ bet: LotteryBetView }>(
      await north.bet('vn-north', bet(issueNo, [{ type: 'lo2', numbers: [85] }], '10.00')),
    );
    const de = valueOf<{ bet: LotteryBetView }>(
      await north.bet('vn-north', bet(issueNo, [{ type: 'de', numbers: [85] }], '100.00')),
    );
    expect([lo.bet.stake, de.bet.stake]).toEqual(['270.00', '100.00']);
    expect(Number(await north.balance())).toBeCloseTo(before - 370, 2);

    const issue = await issueOf('vn-north', issueNo);
    await expectRefused(
      () => bo('POST', `/bo/lottery/issues/${issue.id}/result`, admin, { result: workedNorth }),
      409,
      'lottery_result_not_allowed',
    );
    await at(Date.UTC(2025, 7, 2, 11, 5)); // 18:05 local: past the 18:00 cut-off
    await expectRefused(
      () => north.bet('vn-north', bet(issueNo, [{ type: 'de', numbers: [12] }], '1.00')),
      409,
      'lottery_issue_closed',
    );
    await expectRefused(
      () =>
        bo('POST', `/bo/lottery/issues/${issue.id}/result`, admin, {
          result: workedNorth.slice(1),
        }),
      400,
      'lottery_result_invalid',
    );
    await expectRefused(
      () => bo('POST', `/bo/lottery/issues/${issue.id}/confirm`, admin2),
      409,
      'lottery_result_not_entered',
    );

    valueOf(
      await bo('POST', `/bo/lottery/issues/${issue.id}/result`, admin, { result: workedNorth }),
    );
    await expectRefused(
      () => bo('POST', `/bo/lottery/issues/${issue.id}/confirm`, admin),
      403,
      'lottery_result_same_operator',
    );
    const confirmed = valueOf<Confirmed>(
      await bo('POST', `/bo/lottery/issues/${issue.id}/confirm`, admin2),
    );
    expect(confirmed.issue).toMatchObject({ state: 'settled', resultVersion: 1 });
    const paid = valueOf<{ bets: LotteryBetView[] }>(await north.myBets()).bets.filter(
      (b) => b.issueNo === issueNo,
    );
    expect(paid.map((b) => [b.state, b.payout]).sort()).toEqual([
      ['won', '985.00'],
      ['won', '9900.00'],
    ]);
    expect(Number(await north.balance())).toBeCloseTo(before - 370 + 985 + 9900, 2);

    const results = valueOf<{ issues: Array<{ issueNo: string; result: number[] }> }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/lottery/v1/draws/vn-north/results?station=MB&date=2025-08-02',
        headers: { merchant: 'demo' },
      }),
    );
    expect(results.issues).toEqual([expect.objectContaining({ issueNo, result: workedNorth })]);

    // a correction: ĐB was 78286, so neither 85 bet wins; the difference is taken back
    valueOf(
      await bo('POST', `/bo/lottery/issues/${issue.id}/result`, admin2, {
        result: [78286, ...workedNorth.slice(1)],
      }),
    );
    const corrected = valueOf<Confirmed>(
      await bo('POST', `/bo/lottery/issues/${issue.id}/confirm`, admin),
    );
    expect(corrected).toMatchObject({
      adjustedBets: 2,
      pendingBets: 0,
      issue: { resultVersion: 2, state: 'settled' },
    });
    expect(Number(await north.balance())).toBeCloseTo(before - 370, 2);
    const audited = await rowsOf<{ action: string }>(
      db(),
      sql`select action from audit_log where subject_kind = 'lottery_issue' order by id`,
    );
    expect(audited.map((row) => row.action)).toEqual([
      'lottery.result.enter',
      'lottery.result.confirm',
      'lottery.result.enter',
      'lottery.result.correct',
    ]);
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });

  it('settles Thai 3 ตัวบน and โต๊ด; a half-pay number pays half', async () => {
    await db().execute(
      sql`update lottery_games set number_rules = '{"309":"half"}'::jsonb where code = 'thai'`,
    );
    const before = Number(await thai.balance());
    const placed = valueOf<{ bet: LotteryBetView }>(
      await thai.bet(
        'thai',
        bet(
          '20250816-TH',
          [
            { type: 'top3', numbers: [309] },
            { type: 'tod3', numbers: [903] },
            { type: 'top2', numbers: [9] },
          ],
          '1.00',
        ),
      ),
    );
    expect(placed.bet).toMatchObject({ lineCount: 3, stake: '3.00' });
    await at(Date.UTC(2025, 7, 16, 9, 1));
    const issue = await issueOf('thai', '20250816-TH');
    valueOf(
      await bo('POST', `/bo/lottery/issues/${issue.id}/result`, admin, { result: workedThai }),
    );
    valueOf(await bo('POST', `/bo/lottery/issues/${issue.id}/confirm`, admin2));
    const [settled] = valueOf<{ bets: LotteryBetView[] }>(await thai.myBets()).bets.filter(
      (b) => b.issueNo === '20250816-TH',
    );
    // the 309 rule halves 3 ตัวบน 309 (450) and โต๊ด 903 (any order of 309: 62.50); 2 ตัวบน 09 pays 90
    expect(settled).toMatchObject({ state: 'won', payout: '602.50' });
    expect(Number(await thai.balance())).toBeCloseTo(before - 3 + 602.5, 2);
  });

  it('a correction the member cannot pay back waits, and the retry job takes it once they can', async () => {
    const [demo] = await rowsOf<{ id: number }>(
      db(),
      sql`select id from members where username = 'demo'`,
    );
    const finance = staffHeaders(await staffToken(ctx.app, 'finance'));
    const adjust = async (amount: string) => {
      const answer = await ctx.app.inject({
        method: 'POST',
        url: `${apiPaths.boMembers}/${demo!.id}/adjustments`,
        headers: { ...finance, 'idempotency-key': randomUUID() },
        payload: { amount, reason: 'Correction retry test' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const thaiBet = async () =>
      valueOf<{ bets: LotteryBetView[] }>(await thai.myBets()).bets.find(
        (b) => b.issueNo === '20250816-TH',
      )!;
    const retry = () => ctx.app.jobs.runNow(drawCorrectionRetryJob);
    expect(await thaiBet()).toMatchObject({ state: 'won', payout: '602.50' });
    // the member spends the win: 100.00 left
    await adjust((100 - Number(await thai.balance())).toFixed(2));
    expect(Number(await thai.balance())).toBeCloseTo(100, 2);

    // corrected: the first prize ended 418, so nothing wins; 602.50 cannot be taken back now
    const issue = await issueOf('thai', '20250816-TH');
    const corrected = [251418, ...workedThai.slice(1)];
    valueOf(
      await bo('POST', `/bo/lottery/issues/${issue.id}/result`, admin, { result: corrected }),
    );
    const confirmed = valueOf<Confirmed>(
      await bo('POST', `/bo/lottery/issues/${issue.id}/confirm`, admin2),
    );
    expect(confirmed).toMatchObject({ adjustedBets: 0, pendingBets: 1 });
    expect(await thaiBet()).toMatchObject({ state: 'won', payout: '602.50' });
    expect(await retry()).toBe(true);
    expect(Number(await thai.balance())).toBeCloseTo(100, 2);

    // once the member has the money again, the job takes the difference back, once
    await adjust('1000.00');
    await retry();
    expect(await thaiBet()).toMatchObject({ state: 'lost', payout: '0.00' });
    expect(Number(await thai.balance())).toBeCloseTo(1100 - 602.5, 2);
    await retry();
    expect(Number(await thai.balance())).toBeCloseTo(1100 - 602.5, 2);
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });

  it("takes the brand's prices by bet type, and refuses a price of no bet type of the game", async () => {
    const rules = (payload: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/bo/lottery/draws/thai/rules',
        headers: admin,
        payload,
      });
    await expectRefused(
      () => rules({ numberRules: {}, odds: { top3: 850, lo2: 99 } }),
      400,
      'lottery_settings_invalid',
    );
    const saved = valueOf<{ odds: Record<string, number> }>(
      await rules({ numberRules: { '000': 'closed' }, odds: { top3: 850 } }),
    );
    expect(saved.odds).toMatchObject({ top3: 850, tod3: 125 });
    const menus = valueOf<DrawMenus>(
      await ctx.app.inject({
        method: 'GET',
        url: '/lottery/v1/draws?prizeMode=LOTT&device=WEB',
        headers: { merchant: 'demo' },
      }),
    );
    expect(menus.families[3]!.odds).toMatchObject({ top3: 850, tod3: 125 });
  });

  it('closes the draw rounds after the correction window; a later correction is refused', async () => {
    const record = async () =>
      (
        (
          await walletCaller(ctx.app, memberToken).get(apiPaths.betRecords, { gameType: 'LOTT' })
        ).json() as { value: BetRecords }
      ).value.content.filter((row) => row.status !== 'cancelled');
    const before = await record();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((row) => row.status === 'open')).toBe(true);
    const issue = await issueOf('vn-north', '20250802-MB');
    // within the window nothing closes (the issues were settled just now, by the database clock)
    clock.now = Date.now() + 71 * 3_600_000;
    await ctx.app.jobs.runNow(drawRoundClosingJob);
    expect((await record()).every((row) => row.status === 'open')).toBe(true);
    clock.now = Date.now() + 73 * 3_600_000;
    await ctx.app.jobs.runNow(drawRoundClosingJob);
    const after = await record();
    expect(after.map((row) => row.status)).toEqual(before.map(() => 'settled'));
    expect(after.map((row) => row.payout)).toEqual(before.map((row) => row.payout));
    await expectRefused(
      () => bo('POST', `/bo/lottery/issues/${issue.id}/result`, admin, { result: workedNorth }),
      409,
      'lottery_correction_window_passed',
    );
  });
});
