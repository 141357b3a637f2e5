import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  createFairRandom,
  dropPlinko,
  rollDice,
  settleDiceBet,
  settlePlinkoBet,
} from '@lobby/game-math';
import { fairnessPaths, instantGamePaths } from '@lobby/contracts';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { loginToken } from '../../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import {
  expectRefusedUnchanged,
  minorUnits as minor,
  newRequestId as requestId,
  openPlaySession,
  playBalance,
  playCaller,
} from './testing/instant-kit.ts';

describe('dice and plinko through the provider wallet', () => {
  let ctx: TestContext;
  let dice: ReturnType<typeof playCaller>;
  let plinko: ReturnType<typeof playCaller>;

  const balance = (caller = dice) => playBalance(caller);

  const expectRefused = (
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    code: string,
  ) => expectRefusedUnchanged(ctx.database.db, send, status, code);

  beforeAll(async () => {
    ctx = await createTestApp();
    const memberToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    dice = playCaller(ctx.app, await openPlaySession(ctx.app, memberToken, 'dice'));
    plinko = playCaller(ctx.app, await openPlaySession(ctx.app, memberToken, 'plinko'));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('rolls: the balance moves by payout − stake, and the answer names the seeds used', async () => {
    const seeds = (await dice.get(fairnessPaths.seeds)).json().value;
    const before = await balance();
    const response = await dice.post(instantGamePaths.diceRoll, {
      requestId: requestId(),
      stake: '10.00',
      target: 5000,
      direction: 'under',
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.fairness).toEqual({
      serverSeedHash: seeds.serverSeedHash,
      clientSeed: seeds.clientSeed,
      nonce: seeds.nonce,
    });
    expect(value.stake).toBe('10.00');
    expect(value.currency).toBe('THB');
    expect(value.outcome.isWin).toBe(value.outcome.roll < 5000);
    expect(value.payout).toBe(value.outcome.isWin ? '19.80' : '0.00');
    expect(minor(value.balance)).toBe(before - 1000n + minor(value.payout));
    expect(await balance()).toBe(minor(value.balance));
    const [bet] = await rowsOf<{ stake: unknown; payout: unknown; status: string }>(
      ctx.database.db,
      sql`select stake, payout, status from bets where provider_round_id = ${value.roundId}`,
    );
    expect({ ...bet, stake: String(bet?.stake), payout: String(bet?.payout) }).toEqual({
      stake: '1000',
      payout: String(minor(value.payout)),
      status: 'settled',
    });
  });

  it('answers a replayed request with the same play and moves no money again', async () => {
    const body = { requestId: requestId(), stake: '5.00', target: 9000, direction: 'over' };
    const first = await dice.post(instantGamePaths.diceRoll, body);
    expect(first.statusCode).toBe(200);
    const ledger = await ledgerRowCounts(ctx.database.db);
    const again = await dice.post(instantGamePaths.diceRoll, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual(first.json().value);
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(ledger);

    await expectRefused(
      () => dice.post(instantGamePaths.diceRoll, { ...body, stake: '6.00' }),
      409,
      'idempotency_conflict',
    );
  });

  it('acts once when the same request races in twice', async () => {
    const body = { requestId: requestId(), stake: '2.00', target: 4000, direction: 'under' };
    const before = await balance();
    const [a, b] = await Promise.all([
      dice.post(instantGamePaths.diceRoll, body),
      dice.post(instantGamePaths.diceRoll, body),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().value.roundId).toBe(b.json().value.roundId);
    const payout = minor(a.json().value.payout as string);
    expect(await balance()).toBe(before - 200n + payout);
  });

  it('refuses bad bets with their text key and moves nothing', async () => {
    const bet = { requestId: requestId(), stake: '10.00', target: 5000, direction: 'under' };
    const below = await expectRefused(
      () => dice.post(instantGamePaths.diceRoll, { ...bet, stake: '0.50' }),
      400,
      'stake_below_minimum',
    );
    expect(below).toMatchObject({ details: { min: '1.00' } });
    await expectRefused(
      () => dice.post(instantGamePaths.diceRoll, { ...bet, stake: '10000.01' }),
      400,
      'stake_above_maximum',
    );
    await expectRefused(
      () => dice.post(instantGamePaths.diceRoll, { ...bet, stake: '1.001' }),
      400,
      'amount_too_precise',
    );
    await expectRefused(
      () => dice.post(instantGamePaths.diceRoll, { ...bet, stake: 'ten' }),
      400,
      'amount_invalid',
    );
    await expectRefused(
      () => dice.post(instantGamePaths.diceRoll, { ...bet, target: 9900 }),
      400,
      'bet_invalid',
    );
    await expectRefused(
      () => dice.post(instantGamePaths.diceRoll, { ...bet, direction: 'sideways' }),
      400,
      'validation_failed',
    );
    await expectRefused(
      () => dice.post(instantGamePaths.diceRoll, { ...bet, requestId: 'short' }),
      400,
      'validation_failed',
    );
    await expectRefused(
      () => plinko.post(instantGamePaths.plinkoDrop, { ...bet, rows: 17, risk: 'low' }),
      400,
      'bet_invalid',
    );
    await expectRefused(
      () => dice.post(instantGamePaths.diceRoll, { ...bet, stake: '9000.00' }),
      400,
      'insufficient_funds',
    );
  });

  it('refuses a play without a game session, or with another game’s session', async () => {
    const bet = { requestId: requestId(), stake: '10.00', target: 5000, direction: 'under' };
    await expectRefused(
      () => playCaller(ctx.app, null).post(instantGamePaths.diceRoll, bet),
      401,
      'game_session_invalid',
    );
    await expectRefused(
      () => playCaller(ctx.app, 'x'.repeat(32)).post(instantGamePaths.diceRoll, bet),
      401,
      'game_session_invalid',
    );
    await expectRefused(
      () => plinko.post(instantGamePaths.diceRoll, bet),
      401,
      'game_session_invalid',
    );
  });

  it('drops a plinko ball and pays the slot multiplier exactly', async () => {
    const before = await balance(plinko);
    const response = await plinko.post(instantGamePaths.plinkoDrop, {
      requestId: requestId(),
      stake: '10.00',
      rows: 16,
      risk: 'high',
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.outcome.path).toHaveLength(16);
    expect(value.outcome.slot).toBe(value.outcome.path.reduce((a: number, b: number) => a + b, 0));
    expect(minor(value.payout)).toBe(settlePlinkoBet(1000n, 16, 'high', value.outcome.slot));
    expect(await balance(plinko)).toBe(before - 1000n + minor(value.payout));
  });

  it('lets anyone recompute every outcome once the seed is revealed', async () => {
    const plays: { nonce: number; roll?: number; slot?: number; payout: string }[] = [];
    for (let index = 0; index < 3; index++) {
      const rolled = (
        await dice.post(instantGamePaths.diceRoll, {
          requestId: requestId(),
          stake: '1.00',
          target: 2500,
          direction: 'over',
        })
      ).json().value;
      plays.push({
        nonce: rolled.fairness.nonce,
        roll: rolled.outcome.roll,
        payout: rolled.payout,
      });
      const dropped = (
        await plinko.post(instantGamePaths.plinkoDrop, {
          requestId: requestId(),
          stake: '1.00',
          rows: 8,
          risk: 'low',
        })
      ).json().value;
      plays.push({
        nonce: dropped.fairness.nonce,
        slot: dropped.outcome.slot,
        payout: dropped.payout,
      });
    }
    // one pair per member: dice and plinko share it, each play takes the next nonce
    expect(plays.map((play) => play.nonce)).toEqual(
      plays.map((_, index) => (plays[0]?.nonce ?? 0) + index),
    );
    const hashBefore = (await dice.get(fairnessPaths.seeds)).json().value.serverSeedHash;
    const rotated = (await dice.post(fairnessPaths.rotate, {})).json().value;
    const { serverSeed, serverSeedHash, clientSeed, finalNonce } = rotated.previous;
    expect(serverSeedHash).toBe(hashBefore);
    expect(createHash('sha256').update(serverSeed).digest('hex')).toBe(serverSeedHash);
    expect(finalNonce).toBe((plays.at(-1)?.nonce ?? 0) + 1);
    expect(rotated.nonce).toBe(0);
    expect(rotated.serverSeedHash).not.toBe(serverSeedHash);
    for (const play of plays) {
      const random = createFairRandom({ serverSeed, clientSeed, nonce: play.nonce });
      if (play.roll !== undefined) {
        const roll = rollDice(random);
        expect(roll).toBe(play.roll);
        const payout = settleDiceBet({ target: 2500, direction: 'over' }, 100n, roll);
        expect(minor(play.payout)).toBe(payout);
      } else {
        const drop = dropPlinko(random, 8);
        expect(drop.slot).toBe(play.slot);
        expect(minor(play.payout)).toBe(settlePlinkoBet(100n, 8, 'low', drop.slot));
      }
    }
  });
});
