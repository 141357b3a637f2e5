import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  apiPaths,
  sportsbookPaths,
  sportsbookSocketProtocol,
  type BetRecords,
} from '@lobby/contracts';
import { rowsOf } from '../../db/rows.ts';
import { listenOn, openSocket } from '../../platform/testing/member-events-kit.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import { walletCaller } from '../wallet/testing/wallet-kit.ts';
import { stakeTransactionId } from './book-wallet.ts';
import { sportsbookJobs } from './index.ts';
import {
  betOf,
  bookOperator,
  bookPlayer,
  expectBookRefusal,
  footballFixture,
  selectionsOf,
} from './testing/sportsbook-kit.ts';

// the book's clock, held: a test moves it hours ahead instead of waiting
const clock = { offsetMs: 0 };
const hours = (n: number) => n * 3_600_000;
const path = (template: string, id: number) => template.replace(':id', String(id));

describe('abandoned matches, owed money and closing wallet rounds', () => {
  let ctx: TestContext;
  const runJob = async (name: string) => expect(await ctx.app.jobs.runNow(name)).toBe(true);
  let memberToken: string;
  let player: Awaited<ReturnType<typeof bookPlayer>>;
  let operator: ReturnType<typeof bookOperator>;
  let adminToken: string;
  const db = () => ctx.database.db;
  const bo = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    ctx.app.inject({
      method,
      url,
      headers: staffHeaders(adminToken),
      ...(payload ? { payload } : {}),
    });

  async function fixture(name: string) {
    const { fixtureId } = await operator.publish(footballFixture(`${name} H`, `${name} A`));
    return { id: fixtureId, pick: await selectionsOf(ctx.app, fixtureId) };
  }
  const single = async (selectionId: number, odds: number, stake: string) => {
    const placed = await player.place({ kind: 'single', stake, legs: [{ selectionId, odds }] });
    expect(placed.statusCode, placed.body).toBe(200);
    return betOf(placed);
  };
  const paidOf = async (betId: number) => betOf(await player.bet(betId));
  /** A page's socket on one fixture, as the book page opens it. */
  let listening: Promise<string> | undefined;
  async function watch(fixtureId: number) {
    const url = await (listening ??= listenOn(ctx.app));
    const client = openSocket(
      `${url}${sportsbookPaths.socket}?merchant=lotus&fixture=${fixtureId}`,
      [sportsbookSocketProtocol],
    );
    await client.opened;
    return client;
  }
  type MarketStates = { markets: { id: number; state: string }[] };
  const statesIn = (message: Record<string, unknown>) =>
    new Set((message as unknown as MarketStates).markets.map((m) => m.state));

  beforeAll(async () => {
    ctx = await createTestApp({
      clocks: { sportsbook: () => new Date(Date.now() + clock.offsetMs) },
    });
    memberToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    player = await bookPlayer(ctx.app, memberToken);
    adminToken = await staffToken(ctx.app, 'admin');
    operator = bookOperator(ctx.app, adminToken);
  });
  beforeEach(() => {
    clock.offsetMs = 0;
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('an abandoned match not resumed within 36 h is void except its decided markets', async () => {
    const match = await fixture('Abandon');
    const start = await player.balance();
    const handicap = await single(match.pick(0, 'home'), 1900, '100.00');
    const over = await single(match.pick(2, 'over'), 1800, '10.00');
    const under = await single(match.pick(2, 'under'), 2000, '10.00');
    const halfDraw = await single(match.pick(3, 'draw'), 2100, '10.00');
    const page = await watch(match.id);

    // abandoned at 3–1 after a 1–1 half: markets suspended (an open page is told), no bets taken
    const abandoned = await bo('POST', path(sportsbookPaths.boAbandon, match.id), {
      home: 3,
      away: 1,
      halfHome: 1,
      halfAway: 1,
    });
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    const voidAt = (abandoned.json() as { value: { voidAt: string } }).value.voidAt;
    expect(Date.parse(voidAt) - Date.now()).toBeGreaterThan(hours(35.9));
    const suspended = await page.next('markets');
    expect(suspended).toMatchObject({ fixtureId: match.id });
    expect(statesIn(suspended)).toEqual(new Set(['suspended']));
    page.messages.splice(0); // what comes next is the job's
    await expectBookRefusal(
      db(),
      () =>
        player.place({
          kind: 'single',
          stake: '5.00',
          legs: [{ selectionId: match.pick(1, 'home'), odds: 2000 }],
        }),
      409,
      'sb_market_suspended',
    );
    await expectBookRefusal(
      db(),
      () => bo('POST', path(sportsbookPaths.boAbandon, match.id), { home: 3, away: 1 }),
      409,
      'sb_fixture_not_abandonable',
    );

    // 35 h on, the job leaves it; 37 h on it may no longer resume, and the job voids it
    clock.offsetMs = hours(35);
    await runJob(sportsbookJobs.abandoned);
    expect((await paidOf(handicap.id)).state).toBe('open');
    clock.offsetMs = hours(37);
    await expectBookRefusal(
      db(),
      () => bo('POST', path(sportsbookPaths.boResume, match.id)),
      409,
      'sb_abandon_window_passed',
    );
    await runJob(sportsbookJobs.abandoned);
    // the page sees decided markets settled, the rest cancelled, and the match cancelled
    expect(statesIn(await page.next('markets'))).toEqual(new Set(['settled', 'cancelled']));
    expect(await page.next('fixture')).toMatchObject({ fixtureId: match.id, state: 'cancelled' });
    page.socket.close();
    // handicap: void (refund); over 2.5 at 4 goals: decided, won; under: lost; first half 1–1: draw won
    expect(await paidOf(handicap.id)).toMatchObject({ state: 'settled', paid: '100.00' });
    expect(await paidOf(over.id)).toMatchObject({ state: 'settled', paid: '18.00' });
    expect(await paidOf(under.id)).toMatchObject({ state: 'settled', paid: '0.00' });
    expect(await paidOf(halfDraw.id)).toMatchObject({ state: 'settled', paid: '21.00' });
    expect(await player.balance()).toBe(start - 13_000n + 10_000n + 1_800n + 2_100n);
    const [row] = await rowsOf<{ state: string }>(
      db(),
      sql`select state from sb_fixtures where id = ${match.id}`,
    );
    expect(row!.state).toBe('cancelled');
    // the job again changes nothing
    await runJob(sportsbookJobs.abandoned);
    expect(await player.balance()).toBe(start - 13_000n + 10_000n + 1_800n + 2_100n);
  });

  it('a match resumed within the window goes on: its markets take bets and settle normally', async () => {
    const match = await fixture('Resume');
    const bet = await single(match.pick(1, 'home'), 2000, '10.00');
    await expectBookRefusal(
      db(),
      () => bo('POST', path(sportsbookPaths.boResume, match.id)),
      409,
      'sb_fixture_not_abandoned',
    );
    const page = await watch(match.id);
    const abandoned = await bo('POST', path(sportsbookPaths.boAbandon, match.id), {
      home: 0,
      away: 0,
    });
    expect(abandoned.statusCode, abandoned.body).toBe(200);
    // the feed sends within its 100 ms window: the suspension first, then the resumption
    expect(statesIn(await page.next('markets'))).toEqual(new Set(['suspended']));
    page.messages.splice(0);
    clock.offsetMs = hours(20);
    const resumed = await bo('POST', path(sportsbookPaths.boResume, match.id));
    expect(resumed.statusCode, resumed.body).toBe(200);
    // an open page takes the markets back
    const reopened = await page.next('markets');
    expect(statesIn(reopened)).toEqual(new Set(['active']));
    expect((reopened as unknown as MarketStates).markets.length).toBeGreaterThan(3);
    page.socket.close();
    clock.offsetMs = hours(40);
    await runJob(sportsbookJobs.abandoned);
    expect((await paidOf(bet.id)).state).toBe('open');
    clock.offsetMs = 0;
    const again = await single(match.pick(1, 'home'), 2000, '5.00');
    expect(again.state).toBe('open');
    expect(
      (await operator.result(match.id, { home: 2, away: 0, halfHome: 1, halfAway: 0 })).statusCode,
    ).toBe(200);
    expect(await paidOf(bet.id)).toMatchObject({ state: 'settled', paid: '20.00' });
  });

  it('owed money: collected when a live session has the funds, never into the negative, or written off', async () => {
    const match = await fixture('Owed');
    const bet = await single(match.pick(1, 'home'), 2000, '100.00');
    expect(
      (await operator.result(match.id, { home: 1, away: 0, halfHome: 0, halfAway: 0 })).statusCode,
    ).toBe(200);
    expect((await paidOf(bet.id)).paid).toBe('200.00');
    // the member's game session ends; the result is corrected to a loss: the wallet refuses
    await db().execute(
      sql`update game_sessions set expires_at = now() - interval '1 minute'
           where member_id = (select member_id from sb_bets where id = ${bet.id})`,
    );
    const corrected = await operator.result(match.id, {
      home: 0,
      away: 1,
      halfHome: 0,
      halfAway: 0,
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ value: { owedBets: 1 } });
    const listed = await bo('GET', sportsbookPaths.boOwed);
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as { value: { bets: unknown[] } }).value.bets).toEqual([
      expect.objectContaining({ betId: bet.id, username: 'demo', owed: '200.00' }),
    ]);

    // no live session: the job leaves it owed
    await runJob(sportsbookJobs.owed);
    expect(
      (
        await rowsOf<{ owed: string }>(
          db(),
          sql`select owed::text from sb_bets where id = ${bet.id}`,
        )
      )[0]!.owed,
    ).toBe('20000');

    // the member comes back and bets: the job takes the 200 through that session
    player = await bookPlayer(ctx.app, memberToken);
    const other = await fixture('Owed2');
    await single(other.pick(1, 'draw'), 3200, '1.00');
    const before = await player.balance();
    await runJob(sportsbookJobs.owed);
    expect(await player.balance()).toBe(before - 20_000n);
    const empty = await bo('GET', sportsbookPaths.boOwed);
    expect((empty.json() as { value: { bets: unknown[] } }).value.bets).toEqual([]);

    // more owed than the member has (set by hand): nothing moves, the wallet stays positive
    const balance = await player.balance();
    await db().execute(sql`update sb_bets set owed = ${balance + 100n} where id = ${bet.id}`);
    await runJob(sportsbookJobs.owed);
    expect(await player.balance()).toBe(balance);

    // written off (audited); then there is nothing left to write off
    const written = await bo('POST', path(sportsbookPaths.boWriteOff, bet.id));
    expect(written.statusCode, written.body).toBe(200);
    expect(await player.balance()).toBe(balance);
    const audits = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log
           where action = 'sportsbook.owed.write_off' and subject_id = ${String(bet.id)}`,
    );
    expect(audits[0]!.n).toBe(1);
    await expectBookRefusal(
      db(),
      () => bo('POST', path(sportsbookPaths.boWriteOff, bet.id)),
      409,
      'sb_nothing_owed',
    );
  });

  it('closes the wallet round after the re-settlement window; a later correction is refused', async () => {
    const match = await fixture('Close');
    const won = await single(match.pick(1, 'home'), 2000, '10.00');
    const lost = await single(match.pick(1, 'away'), 3500, '10.00');
    expect(
      (await operator.result(match.id, { home: 1, away: 0, halfHome: 0, halfAway: 0 })).statusCode,
    ).toBe(200);
    const records = walletCaller(ctx.app, memberToken);
    const bookRounds = async () => {
      const response = await records.get(apiPaths.betRecords, {
        vassalage: 'LOBBYSB',
        pageSize: 100,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { value: BetRecords }).value.content;
    };
    const roundOf = async (betId: number) => {
      const [row] = await rowsOf<{ merchant_id: string; member_id: string; request_id: string }>(
        db(),
        sql`select merchant_id::text, member_id::text, request_id from sb_bets where id = ${betId}`,
      );
      return stakeTransactionId(Number(row!.merchant_id), Number(row!.member_id), row!.request_id);
    };
    const wonRound = await roundOf(won.id);
    const lostRound = await roundOf(lost.id);
    const statusOf = async (round: string) => (await bookRounds()).find((r) => r.roundId === round);
    expect(await statusOf(wonRound)).toMatchObject({ status: 'open', payout: '20.00' });

    // 71 h on: still within the window; a correction is taken, nothing closes
    clock.offsetMs = hours(71);
    await runJob(sportsbookJobs.closeRounds);
    expect(await statusOf(wonRound)).toMatchObject({ status: 'open' });
    expect(
      (await operator.result(match.id, { home: 1, away: 0, halfHome: 0, halfAway: 0 })).statusCode,
    ).toBe(200);

    // 73 h after that result: the job closes both rounds; the record shows them settled
    clock.offsetMs = hours(71 + 73);
    await runJob(sportsbookJobs.closeRounds);
    expect(await statusOf(wonRound)).toMatchObject({
      status: 'settled',
      payout: '20.00',
      winLoss: '10.00',
    });
    expect(await statusOf(lostRound)).toMatchObject({
      status: 'settled',
      payout: '0.00',
      winLoss: '-10.00',
    });
    await expectBookRefusal(
      db(),
      () => operator.result(match.id, { home: 0, away: 1, halfHome: 0, halfAway: 0 }),
      409,
      'sb_resettle_window_passed',
    );
    await expectBookRefusal(
      db(),
      () => operator.voidFixture(match.id),
      409,
      'sb_resettle_window_passed',
    );
    // the job again posts nothing more
    await runJob(sportsbookJobs.closeRounds);
    expect(await statusOf(wonRound)).toMatchObject({ status: 'settled', payout: '20.00' });
  });
});
