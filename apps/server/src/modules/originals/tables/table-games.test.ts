import { createHash } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  crashElapsedFor,
  crashMultiplierAt,
  createFairRandom,
  dealBaccarat,
  settleBaccaratBet,
} from '@lobby/game-math';
import { formatMinorUnits, type TableBetView, type TableState } from '@lobby/contracts';
import { tableRounds } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import { tableRunnerJob } from './table-runner.ts';
import { drawTableResult, missedRoundGraceMs, tableTimings } from './table-rules.ts';
import { fundMember, joinTable, mainBalance, type TablePlayer } from './testing/table-kit.ts';

// the tables read the time from this clock; the tests move it by hand
const clock = { ms: 0 };

// the app's scheduler, to run the table job by hand (jobs are off in tests)

describe('the shared tables', () => {
  let ctx: TestContext;
  const runTables = () => ctx.app.jobs.runNow(tableRunnerJob);
  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

  const stateOf = async (player: TablePlayer, table: string): Promise<TableState> => {
    const response = await player.get(`/originals/v1/tables/${table}/state`);
    expect(response.statusCode).toBe(200);
    return (response.json() as { value: TableState }).value;
  };
  const bet = (player: TablePlayer, table: string, payload: Record<string, unknown>) =>
    player.post(`/originals/v1/tables/${table}/bets`, payload);
  const betOf = (response: { json(): unknown }) =>
    (response.json() as { value: { bet: TableBetView } }).value.bet;

  beforeAll(async () => {
    clock.ms = Date.now();
    ctx = await createTestApp({ clocks: { tables: { now: () => clock.ms } } });
    await runTables();
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('plays a baccarat round for two players: open, bets, close, result, settle', async () => {
    const alice = await joinTable(ctx.app, ctx.database.db, 'demo', 'baccarat');
    const bob = await joinTable(ctx.app, ctx.database.db, 'newbie', 'baccarat');
    await fundMember(ctx.database.db, alice, 100_000n);
    await fundMember(ctx.database.db, bob, 100_000n);
    const aliceBefore = await mainBalance(ctx.database.db, alice);
    const bobBefore = await mainBalance(ctx.database.db, bob);
    const open = await stateOf(alice, 'baccarat');
    expect(open.round).toMatchObject({ phase: 'betting', table: 'baccarat', cancelled: false });
    expect(open.round!.serverSeed).toBeUndefined();
    expect(open.round!.result).toBeUndefined();
    expect((await stateOf(bob, 'baccarat')).round!.roundId).toBe(open.round!.roundId);
    const roundId = open.round!.roundId;

    const placed = await bet(alice, 'baccarat', { roundId, spot: 'player', stake: '10' });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({
      value: { bet: { spot: 'player', stake: '10.00', status: 'placed' } },
    });
    expect(placed.json().value.balance).toBe(formatMinorUnits(aliceBefore - 1_000n, 2));
    expect(
      (await bet(alice, 'baccarat', { roundId, spot: 'banker_pair', stake: '5' })).statusCode,
    ).toBe(200);
    expect(
      (await bet(bob, 'baccarat', { roundId, spot: 'banker', stake: '20.50' })).statusCode,
    ).toBe(200);

    // bad bets move nothing
    const counts = await ledgerRowCounts(ctx.database.db);
    const refusals = [
      [{ roundId, spot: 'dragon', stake: '10' }, 400, 'bet_invalid'],
      [{ roundId, spot: 'player', stake: '10.001' }, 400, 'amount_too_precise'],
      [{ roundId, spot: 'tie', stake: '0.50' }, 400, 'stake_below_minimum'],
      [{ roundId, spot: 'tie', stake: '20000' }, 400, 'stake_above_maximum'],
      [{ roundId, spot: 'tie', stake: '9000' }, 400, 'insufficient_funds'],
      [{ roundId, spot: 'player', stake: '11' }, 400, 'bet_invalid'],
      [{ roundId, spot: 'tie', stake: '1', autoCashoutAt: 200 }, 400, 'bet_invalid'],
      [{ roundId: roundId + 10_000, spot: 'tie', stake: '1' }, 404, 'round_not_found'],
    ] as const;
    for (const [payload, status, code] of refusals) {
      const response = await bet(alice, 'baccarat', payload);
      expect({ status: response.statusCode, code: response.json().code }).toEqual({ status, code });
    }
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    // the same bet again is a replay, not a second stake
    expect(
      (await bet(alice, 'baccarat', { roundId, spot: 'player', stake: '10' })).statusCode,
    ).toBe(200);
    expect(await mainBalance(ctx.database.db, alice)).toBe(aliceBefore - 1_500n);

    clock.ms = Date.parse(open.round!.closesAt);
    expect((await bet(bob, 'baccarat', { roundId, spot: 'tie', stake: '1' })).json().code).toBe(
      'round_closed',
    );
    await runTables();

    const after = await stateOf(alice, 'baccarat');
    const settled = after.recent[0]!;
    expect(settled).toMatchObject({ roundId, phase: 'settled' });
    expect(sha256(settled.serverSeed!)).toBe(open.round!.serverSeedHash);
    const dealt = dealBaccarat(
      createFairRandom({ serverSeed: settled.serverSeed!, clientSeed: String(roundId), nonce: 0 }),
    );
    expect(settled.result).toMatchObject({ kind: 'baccarat', winner: dealt.winner });
    expect(settled.result).toEqual(
      drawTableResult('baccarat', { ...settled, serverSeed: settled.serverSeed! }),
    );

    const alicePays =
      settleBaccaratBet('player', 1_000n, dealt) + settleBaccaratBet('banker_pair', 500n, dealt);
    const bobPays = settleBaccaratBet('banker', 2_050n, dealt);
    expect(await mainBalance(ctx.database.db, alice)).toBe(aliceBefore - 1_500n + alicePays);
    expect(await mainBalance(ctx.database.db, bob)).toBe(bobBefore - 2_050n + bobPays);
    const mine = after.myBets.filter((entry) => entry.roundId === roundId);
    expect(mine.map((entry) => entry.spot).sort()).toEqual(['banker_pair', 'player']);
    for (const entry of mine) expect(entry.status).toBe(entry.payout === '0.00' ? 'lost' : 'won');

    // the next round opens once the result has been shown
    clock.ms += tableTimings.baccarat.showResultMs;
    await runTables();
    const next = await stateOf(bob, 'baccarat');
    expect(next.round).toMatchObject({ phase: 'betting', roundNo: open.round!.roundNo + 1 });
  });

  /**
   * Lets the tables' current rounds lapse (cancelled as missed), then moves the clock on until
   * `table` has a round taking bets with a few seconds left. A crash round may rise for minutes
   * (its crash point is random), so the clock steps until it has crashed and the next one opened.
   */
  async function freshRound(table: string): Promise<void> {
    clock.ms += 60_000;
    await runTables();
    for (let step = 0; step < 600; step++) {
      const [latest] = await ctx.database.db
        .select()
        .from(tableRounds)
        .where(eq(tableRounds.tableCode, table))
        .orderBy(desc(tableRounds.id))
        .limit(1);
      if (latest?.phase === 'betting' && latest.closesAt.getTime() - clock.ms > 3_000) return;
      clock.ms += 1_000;
      await runTables();
    }
    throw new Error(`no ${table} round took bets`);
  }

  /** Gives the open crash round a server seed whose crash point is at least `min` (×100). */
  async function rigCrashRound(roundId: number, min: number): Promise<number> {
    for (let i = 0; ; i++) {
      const serverSeed = `test-seed-${roundId}-${i}`;
      const { crashPoint } = drawTableResult('crash', {
        serverSeed,
        clientSeed: String(roundId),
      }) as {
        crashPoint: number;
      };
      if (crashPoint < min || crashPoint > min * 3) continue;
      await ctx.database.db
        .update(tableRounds)
        .set({ serverSeed, serverSeedHash: sha256(serverSeed) })
        .where(eq(tableRounds.id, roundId));
      return crashPoint;
    }
  }

  it('crash: cash-out at the server multiplier, once, never after the crash; auto cash-out', async () => {
    const alice = await joinTable(ctx.app, ctx.database.db, 'demo', 'crash');
    const bob = await joinTable(ctx.app, ctx.database.db, 'newbie', 'crash');
    const carol = await joinTable(ctx.app, ctx.database.db, 'agent', 'crash');
    for (const player of [alice, bob, carol]) await fundMember(ctx.database.db, player, 10_000n);
    const aliceBefore = await mainBalance(ctx.database.db, alice);
    const bobBefore = await mainBalance(ctx.database.db, bob);
    const carolBefore = await mainBalance(ctx.database.db, carol);
    await freshRound('crash');
    const { round } = await stateOf(alice, 'crash');
    expect(round).toMatchObject({ phase: 'betting' });
    const roundId = round!.roundId;
    const crashPoint = await rigCrashRound(roundId, 300);

    expect((await bet(alice, 'crash', { roundId, spot: 'crash', stake: '10' })).statusCode).toBe(
      200,
    );
    const auto = await bet(bob, 'crash', {
      roundId,
      spot: 'crash',
      stake: '10',
      autoCashoutAt: 150,
    });
    expect(betOf(auto)).toMatchObject({ autoCashoutAt: 150, status: 'placed' });
    expect((await bet(carol, 'crash', { roundId, spot: 'crash', stake: '10' })).statusCode).toBe(
      200,
    );
    expect(
      (await bet(carol, 'crash', { roundId, spot: 'crash', stake: '1', autoCashoutAt: 100 })).json()
        .code,
    ).toBe('bet_invalid');
    const early = await alice.post('/originals/v1/tables/crash/cashout', { roundId });
    expect(early.json()).toMatchObject({ code: 'bet_invalid' });

    clock.ms = Date.parse(round!.closesAt) + 1;
    await runTables();
    const running = await stateOf(alice, 'crash');
    expect(running.round).toMatchObject({ roundId, phase: 'running' });
    expect(running.round!.result).toBeUndefined();
    const startedAt = Date.parse(running.round!.startedAt!);

    clock.ms = startedAt + crashElapsedFor(120) + 7;
    const expected = crashMultiplierAt(clock.ms - startedAt);
    const cashed = await alice.post('/originals/v1/tables/crash/cashout', { roundId });
    expect(cashed.statusCode).toBe(200);
    const expectedPayout = (1_000n * BigInt(expected)) / 100n;
    expect(betOf(cashed)).toMatchObject({ status: 'cashed_out', cashoutAt: expected });
    expect(await mainBalance(ctx.database.db, alice)).toBe(aliceBefore - 1_000n + expectedPayout);
    const again = await alice.post('/originals/v1/tables/crash/cashout', { roundId });
    expect({ status: again.statusCode, code: again.json().code }).toEqual({
      status: 409,
      code: 'already_cashed_out',
    });

    // the runner pays an auto cash-out once the multiplier passed it
    clock.ms = startedAt + crashElapsedFor(160);
    await runTables();
    expect(await mainBalance(ctx.database.db, bob)).toBe(bobBefore - 1_000n + 1_500n);

    // past the crash point: too late, even before the runner noticed
    clock.ms = startedAt + crashElapsedFor(crashPoint);
    const late = await carol.post('/originals/v1/tables/crash/cashout', { roundId });
    expect({ status: late.statusCode, code: late.json().code }).toEqual({
      status: 409,
      code: 'cashout_too_late',
    });
    await runTables();
    const after = await stateOf(carol, 'crash');
    expect(after.recent[0]).toMatchObject({
      roundId,
      phase: 'settled',
      result: { kind: 'crash', crashPoint },
    });
    expect(sha256(after.recent[0]!.serverSeed!)).toBe(after.recent[0]!.serverSeedHash);
    expect(after.myBets.find((entry) => entry.roundId === roundId)).toMatchObject({
      status: 'lost',
      payout: '0.00',
    });
    expect(await mainBalance(ctx.database.db, carol)).toBe(carolBefore - 1_000n);
    expect(await mainBalance(ctx.database.db, alice)).toBe(aliceBefore - 1_000n + expectedPayout);
  });

  it('refunds the open bets of a round the runner missed', async () => {
    await freshRound('roulette');
    const alice = await joinTable(ctx.app, ctx.database.db, 'demo', 'roulette');
    await fundMember(ctx.database.db, alice, 10_000n);
    const before = await mainBalance(ctx.database.db, alice);
    const { round } = await stateOf(alice, 'roulette');
    expect(round).toMatchObject({ phase: 'betting' });
    const roundId = round!.roundId;
    expect(
      (await bet(alice, 'roulette', { roundId, spot: 'straight:17', stake: '5' })).statusCode,
    ).toBe(200);
    expect(
      (await bet(alice, 'roulette', { roundId, spot: 'straight:37', stake: '5' })).json().code,
    ).toBe('bet_invalid');
    expect((await bet(alice, 'roulette', { roundId, spot: 'red', stake: '3' })).statusCode).toBe(
      200,
    );
    expect(await mainBalance(ctx.database.db, alice)).toBe(before - 800n);

    // no runner ran while the round should have closed
    clock.ms = Date.parse(round!.closesAt) + missedRoundGraceMs + 1;
    await runTables();
    const after = await stateOf(alice, 'roulette');
    expect(after.recent[0]).toMatchObject({ roundId, phase: 'settled', cancelled: true });
    const mine = after.myBets.filter((entry) => entry.roundId === roundId);
    expect(mine.map((entry) => entry.status)).toEqual(['refunded', 'refunded']);
    expect(await mainBalance(ctx.database.db, alice)).toBe(before);
  });
});
