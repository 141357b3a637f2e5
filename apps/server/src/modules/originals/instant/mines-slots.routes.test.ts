import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { settleMinesCashout, slotDefinitions } from '@lobby/game-math';
import { fairnessPaths, instantGamePaths } from '@lobby/contracts';
import { rowsOf } from '../../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { loginToken } from '../../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { trialToken } from '../../wallet/testing/wallet-kit.ts';
import {
  expectRefusedUnchanged,
  minorUnits as minor,
  newRequestId as requestId,
  openPlaySession,
  playBalance,
  playCaller,
} from './testing/instant-kit.ts';

describe('mines, slots and seeds through the provider wallet', () => {
  let ctx: TestContext;
  let mines: ReturnType<typeof playCaller>;
  let lotus: ReturnType<typeof playCaller>;

  const balance = (caller = mines) => playBalance(caller);

  const expectRefused = (
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    code: string,
  ) => expectRefusedUnchanged(ctx.database.db, send, status, code);

  /** Where the server put the mines of a round (the test peeks; the API never tells). */
  async function mineCellsOf(roundId: string): Promise<number[]> {
    const [row] = await rowsOf<{ state: { mineCells: number[] } }>(
      ctx.database.db,
      sql`select state from originals_plays where round_id = ${roundId}`,
    );
    if (!row) throw new Error(`no play ${roundId}`);
    return row.state.mineCells;
  }
  const safeCells = (mineCells: number[]) =>
    Array.from({ length: 25 }, (_, cell) => cell).filter((cell) => !mineCells.includes(cell));

  beforeAll(async () => {
    ctx = await createTestApp();
    const memberToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    mines = playCaller(ctx.app, await openPlaySession(ctx.app, memberToken, 'mines'));
    lotus = playCaller(ctx.app, await openPlaySession(ctx.app, memberToken, 'lotus-fortune'));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('plays mines: stake at start, safe cells raise the multiplier, a cash-out pays it once', async () => {
    const before = await balance();
    const started = await mines.post(instantGamePaths.minesStart, {
      requestId: requestId(),
      stake: '10.00',
      mines: 3,
    });
    expect(started.statusCode).toBe(200);
    const game = started.json().value.game;
    expect(game).toMatchObject({ status: 'active', mines: 3, revealed: [], multiplier: '1' });
    expect(game.mineCells).toBeUndefined();
    expect(minor(started.json().value.balance)).toBe(before - 1000n);

    const [first, second] = safeCells(await mineCellsOf(game.roundId));
    const opened = (await mines.post(instantGamePaths.minesReveal, { cell: first })).json().value;
    expect(opened.game.revealed).toEqual([first]);
    expect(opened.game.multiplier).toBe(game.nextMultiplier);
    await expectRefused(
      () => mines.post(instantGamePaths.minesReveal, { cell: first }),
      400,
      'bet_invalid',
    );
    await expectRefused(
      () => mines.post(instantGamePaths.minesReveal, { cell: 25 }),
      400,
      'bet_invalid',
    );
    await expectRefused(
      () =>
        mines.post(instantGamePaths.minesStart, {
          requestId: requestId(),
          stake: '1.00',
          mines: 3,
        }),
      409,
      'play_in_progress',
    );
    await expectRefused(() => mines.post(fairnessPaths.rotate, {}), 409, 'play_in_progress');
    await mines.post(instantGamePaths.minesReveal, { cell: second });

    const active = (await mines.get(instantGamePaths.minesActive)).json().value;
    expect(active.game).toMatchObject({ roundId: game.roundId, revealed: [first, second] });
    expect(active.game.mineCells).toBeUndefined();

    const cashed = await mines.post(instantGamePaths.minesCashout);
    expect(cashed.statusCode).toBe(200);
    const payout = settleMinesCashout(1000n, 3, 2);
    expect(cashed.json().value.game).toMatchObject({
      status: 'cashed_out',
      payout: (Number(payout) / 100).toFixed(2),
    });
    expect(cashed.json().value.game.mineCells).toHaveLength(3);
    expect(await balance()).toBe(before - 1000n + payout);
    await expectRefused(() => mines.post(instantGamePaths.minesCashout), 409, 'already_cashed_out');
  });

  it('ends a mines game with nothing on a mine, and refuses acting on it after', async () => {
    const before = await balance();
    const started = (
      await mines.post(instantGamePaths.minesStart, {
        requestId: requestId(),
        stake: '5.00',
        mines: 24,
      })
    ).json().value;
    const [mine] = await mineCellsOf(started.game.roundId);
    const hit = (await mines.post(instantGamePaths.minesReveal, { cell: mine })).json().value;
    expect(hit.game).toMatchObject({ status: 'busted', hitCell: mine, payout: '0.00' });
    expect(await balance()).toBe(before - 500n);
    await expectRefused(() => mines.post(instantGamePaths.minesCashout), 404, 'play_not_found');
    await expectRefused(
      () => mines.post(instantGamePaths.minesReveal, { cell: 0 }),
      404,
      'play_not_found',
    );
    const [bet] = await rowsOf<{ status: string; payout: unknown }>(
      ctx.database.db,
      sql`select status, payout from bets where provider_round_id = ${started.game.roundId}`,
    );
    expect(bet?.status).toBe('settled');
    expect(String(bet?.payout)).toBe('0');
  });

  it('cashes out by itself when the last safe cell is opened', async () => {
    const before = await balance();
    const started = (
      await mines.post(instantGamePaths.minesStart, {
        requestId: requestId(),
        stake: '1.00',
        mines: 24,
      })
    ).json().value;
    const [safe] = safeCells(await mineCellsOf(started.game.roundId));
    const won = (await mines.post(instantGamePaths.minesReveal, { cell: safe })).json().value;
    const payout = settleMinesCashout(100n, 24, 1);
    expect(won.game).toMatchObject({ status: 'cashed_out', revealed: [safe] });
    expect(minor(won.game.payout)).toBe(payout);
    expect(await balance()).toBe(before - 100n + payout);
  });

  it('refuses a mine count out of range and a cash-out with nothing open', async () => {
    for (const count of [0, 25]) {
      await expectRefused(
        () =>
          mines.post(instantGamePaths.minesStart, {
            requestId: requestId(),
            stake: '1.00',
            mines: count,
          }),
        400,
        'bet_invalid',
      );
    }
    await mines.post(instantGamePaths.minesStart, {
      requestId: requestId(),
      stake: '1.00',
      mines: 5,
    });
    await expectRefused(() => mines.post(instantGamePaths.minesCashout), 400, 'bet_invalid');
    const game = (await mines.get(instantGamePaths.minesActive)).json().value.game;
    const [safe] = safeCells(await mineCellsOf(game.roundId));
    await mines.post(instantGamePaths.minesReveal, { cell: safe });
    expect((await mines.post(instantGamePaths.minesCashout)).statusCode).toBe(200);
  });

  it('spins a slot: stake = line bet × lines, the payout is line bet × total win', async () => {
    const lines = slotDefinitions['lotus-fortune'].paylines.length;
    const stake = BigInt(lines) * 10n;
    let balanceNow = await balance(lotus);
    for (let spin = 0; spin < 5; spin++) {
      const response = await lotus.post('/originals/v1/slots/lotus-fortune/spin', {
        requestId: requestId(),
        stake: (Number(stake) / 100).toFixed(2),
      });
      expect(response.statusCode).toBe(200);
      const value = response.json().value;
      expect(value.outcome.base.window).toHaveLength(5);
      const screens = [value.outcome.base, ...value.outcome.freeSpins];
      const total = screens.reduce(
        (sum: bigint, screen: { win: string }) => sum + minor(screen.win),
        0n,
      );
      expect(minor(value.payout)).toBe(total);
      balanceNow = balanceNow - stake + minor(value.payout);
      expect(minor(value.balance)).toBe(balanceNow);
    }
    await expectRefused(
      () =>
        lotus.post('/originals/v1/slots/lotus-fortune/spin', {
          requestId: requestId(),
          stake: '2.10',
        }),
      400,
      'bet_invalid',
    );
    await expectRefused(
      () =>
        lotus.post('/originals/v1/slots/no-such-slot/spin', {
          requestId: requestId(),
          stake: '2.00',
        }),
      404,
      'game_not_found',
    );
    await expectRefused(
      () =>
        lotus.post('/originals/v1/slots/jade-dragon/spin', {
          requestId: requestId(),
          stake: '2.50',
        }),
      401,
      'game_session_invalid',
    );
  });

  it('keeps one seed pair per member: client seed edits, rotation, bad seeds', async () => {
    const first = (await lotus.get(fairnessPaths.seeds)).json().value;
    expect(first.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    const changed = await lotus.put(fairnessPaths.clientSeed, { clientSeed: 'my-lucky_seed' });
    expect(changed.json().value).toMatchObject({
      serverSeedHash: first.serverSeedHash,
      clientSeed: 'my-lucky_seed',
      nonce: first.nonce,
    });
    await expectRefused(
      () => lotus.put(fairnessPaths.clientSeed, { clientSeed: 'spaces are bad' }),
      400,
      'client_seed_invalid',
    );
    await expectRefused(
      () => lotus.put(fairnessPaths.clientSeed, { clientSeed: '' }),
      400,
      'client_seed_invalid',
    );
    const spun = (
      await lotus.post('/originals/v1/slots/lotus-fortune/spin', {
        requestId: requestId(),
        stake: '2.00',
      })
    ).json().value;
    expect(spun.fairness).toEqual({
      serverSeedHash: first.serverSeedHash,
      clientSeed: 'my-lucky_seed',
      nonce: first.nonce,
    });
    const rotated = (await lotus.post(fairnessPaths.rotate, { clientSeed: 'next-one' })).json()
      .value;
    expect(rotated).toMatchObject({ clientSeed: 'next-one', nonce: 0 });
    expect(rotated.previous).toMatchObject({
      serverSeedHash: first.serverSeedHash,
      finalNonce: first.nonce + 1,
    });
    // the mines session belongs to the same member: it sees the same pair
    expect((await mines.get(fairnessPaths.seeds)).json().value.serverSeedHash).toBe(
      rotated.serverSeedHash,
    );
  });

  it('lets a trial player play with play money only', async () => {
    const trial = playCaller(
      ctx.app,
      await openPlaySession(ctx.app, await trialToken(ctx.app), 'dice'),
    );
    const start = (await trial.get(instantGamePaths.balance)).json().value;
    expect(start.currency).toBe('PLAY');
    const rolled = (
      await trial.post(instantGamePaths.diceRoll, {
        requestId: requestId(),
        stake: '10.00',
        target: 5000,
        direction: 'over',
      })
    ).json().value;
    expect(rolled.currency).toBe('PLAY');
    expect(minor(rolled.balance)).toBe(minor(start.balance) - 1000n + minor(rolled.payout));
    const [play] = await rowsOf<{ unit: string }>(
      ctx.database.db,
      sql`select unit from originals_plays where round_id = ${rolled.roundId}`,
    );
    expect(play?.unit).toBe('PLAY');
  });
});
