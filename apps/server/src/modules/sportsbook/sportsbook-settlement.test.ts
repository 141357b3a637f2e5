import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import {
  betOf,
  bookOperator,
  bookPlayer,
  expectBookRefusal,
  footballFixture,
  selectionsOf,
} from './testing/sportsbook-kit.ts';

describe('settlement, re-settlement, void, cash-out and the live delay', () => {
  let ctx: TestContext;
  let player: Awaited<ReturnType<typeof bookPlayer>>;
  let operator: ReturnType<typeof bookOperator>;
  const db = () => ctx.database.db;

  /** Publishes a fixture and answers its id and selection picker. */
  async function fixture(name: string, live = false) {
    const input = footballFixture(`${name} H`, `${name} A`);
    if (live) {
      input.isLive = true;
      input.startsAt = new Date(Date.now() - 600_000).toISOString();
      for (const market of input.markets) market.isLive = true;
    }
    const { fixtureId } = await operator.publish(input);
    return { id: fixtureId, pick: await selectionsOf(ctx.app, fixtureId) };
  }

  const settle = async (fixtureId: number, home: number, away: number) => {
    const response = await operator.result(fixtureId, { home, away, halfHome: 0, halfAway: 0 });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { value: { betsSettled: number; walletPostings: number } }).value;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    player = await bookPlayer(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    operator = bookOperator(ctx.app, await staffToken(ctx.app, 'admin'));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('settles 100 on −0.75 at 1.90 won by one goal to 145; again: nothing; corrected: the difference', async () => {
    const match = await fixture('Settle');
    const start = await player.balance();
    const bet = betOf(
      await player.place({
        kind: 'single',
        stake: '100.00',
        legs: [{ selectionId: match.pick(0, 'home'), odds: 1900 }],
      }),
    );
    expect(await settle(match.id, 2, 1)).toMatchObject({ betsSettled: 1, walletPostings: 1 });
    expect(betOf(await player.bet(bet.id))).toMatchObject({ state: 'settled', paid: '145.00' });
    expect(await player.balance()).toBe(start - 10_000n + 14_500n);

    // the same result again changes nothing
    expect(await settle(match.id, 2, 1)).toMatchObject({ walletPostings: 0 });
    expect(await player.balance()).toBe(start + 4_500n);

    // corrected to 1–1: the bet loses, the 145 paid is taken back
    expect(await settle(match.id, 1, 1)).toMatchObject({ betsSettled: 1, walletPostings: 1 });
    expect(betOf(await player.bet(bet.id)).paid).toBe('0.00');
    expect(await player.balance()).toBe(start - 10_000n);

    // corrected to 3–0: a full win, 190
    await settle(match.id, 3, 0);
    expect(betOf(await player.bet(bet.id)).paid).toBe('190.00');
    expect(await player.balance()).toBe(start + 9_000n);
    const settled = (await player.bets('settled')).json() as { value: { bets: { id: number }[] } };
    expect(settled.value.bets.map((b) => b.id)).toContain(bet.id);
  });

  it('a parlay: half win × void × win = 100 × 1.45 × 1.00 × 1.80 = 261, settled when its last leg is', async () => {
    const [c, d, e] = [await fixture('PC'), await fixture('PD'), await fixture('PE')];
    const start = await player.balance();
    const bet = betOf(
      await player.place({
        kind: 'parlay',
        stake: '100.00',
        legs: [
          { selectionId: c.pick(0, 'home'), odds: 1900 },
          { selectionId: d.pick(1, 'home'), odds: 2000 },
          { selectionId: e.pick(2, 'over'), odds: 1800 },
        ],
      }),
    );
    expect(bet).toMatchObject({ odds: 6840, risk: '100.00', win: '584.00' });
    // the placement's answer, legs in the slip's order, is the bet as the record reads it
    expect(betOf(await player.bet(bet.id))).toEqual(bet);
    await settle(c.id, 2, 1);
    expect(betOf(await player.bet(bet.id)).state).toBe('open');
    expect((await operator.voidFixture(d.id)).statusCode).toBe(200);
    expect(betOf(await player.bet(bet.id)).state).toBe('open');
    await settle(e.id, 3, 0);
    expect(betOf(await player.bet(bet.id))).toMatchObject({ state: 'settled', paid: '261.00' });
    expect(await player.balance()).toBe(start - 10_000n + 26_100n);
  });

  it('a Trixie of three evens winners at 10 a line returns (3 × 4 + 8) × 10 = 200', async () => {
    const legs = [await fixture('T1'), await fixture('T2'), await fixture('T3')];
    const start = await player.balance();
    const bet = betOf(
      await player.place({
        kind: 'system',
        system: 'trixie',
        stake: '10.00',
        legs: legs.map((l) => ({ selectionId: l.pick(1, 'home'), odds: 2000 })),
      }),
    );
    expect(bet).toMatchObject({ kind: 'system', systemLines: 4, risk: '40.00', win: '160.00' });
    expect(betOf(await player.bet(bet.id))).toEqual(bet);
    for (const l of legs) await settle(l.id, 1, 0);
    expect(betOf(await player.bet(bet.id))).toMatchObject({ state: 'settled', paid: '200.00' });
    expect(await player.balance()).toBe(start + 16_000n);
  });

  it('an outright is graded by the winner the operator names', async () => {
    const { fixtureId, marketIds } = await operator.publish(
      footballFixture('Season', 'winner', {
        isOutright: true,
        markets: [
          {
            kind: 'outright',
            period: 'match',
            isLive: false,
            selections: [
              { code: 'alpha', odds: 3000 },
              { code: 'beta', odds: 4000 },
            ],
          },
        ],
      }),
    );
    const pick = await selectionsOf(ctx.app, fixtureId);
    const start = await player.balance();
    const bet = betOf(
      await player.place({
        kind: 'single',
        stake: '10.00',
        legs: [{ selectionId: pick(0, 'beta'), odds: 4000 }],
      }),
    );
    await expectBookRefusal(
      db(),
      () => operator.result(fixtureId, { home: 0, away: 0 }),
      400,
      'sb_result_invalid',
    );
    const graded = await operator.result(fixtureId, {
      home: 0,
      away: 0,
      winners: { [String(marketIds[0])]: 'beta' },
    });
    expect(graded.statusCode, graded.body).toBe(200);
    expect(betOf(await player.bet(bet.id)).paid).toBe('40.00');
    expect(await player.balance()).toBe(start + 3_000n);
  });

  it('a void refunds a single', async () => {
    const match = await fixture('Void');
    const start = await player.balance();
    const bet = betOf(
      await player.place({
        kind: 'single',
        stake: '30.00',
        legs: [{ selectionId: match.pick(1, 'draw'), odds: 3200 }],
      }),
    );
    expect((await operator.voidFixture(match.id)).statusCode).toBe(200);
    expect(betOf(await player.bet(bet.id))).toMatchObject({ state: 'settled', paid: '30.00' });
    expect(await player.balance()).toBe(start);
  });

  it('cashes out at potential return ÷ current odds × (1 − margin), once; a settled bet cannot', async () => {
    const match = await fixture('Cash');
    const bet = betOf(
      await player.place({
        kind: 'single',
        stake: '100.00',
        legs: [{ selectionId: match.pick(0, 'away'), odds: 1950 }],
      }),
    );
    expect((await operator.odds(match.pick(0, 'away'), 1500)).statusCode).toBe(200);
    // 195 / 1.5 × 0.95 = 123.50
    const quote = (await player.quote(bet.id)).json() as {
      value: { amount: string; available: boolean };
    };
    expect(quote.value).toEqual({ betId: bet.id, amount: '123.50', available: true });
    await expectBookRefusal(
      db(),
      () => player.cashOut(bet.id, '130.00'),
      409,
      'sb_cash_out_changed',
    );
    const before = await player.balance();
    const cashed = await player.cashOut(bet.id, '123.50');
    expect(cashed.statusCode, cashed.body).toBe(200);
    expect(betOf(cashed)).toMatchObject({ state: 'cashed_out', paid: '123.50' });
    expect(await player.balance()).toBe(before + 12_350n);
    await expectBookRefusal(
      db(),
      () => player.cashOut(bet.id, '123.50'),
      409,
      'sb_cash_out_unavailable',
    );
    // the result pays nothing more on a cashed-out bet
    await settle(match.id, 0, 3);
    expect(await player.balance()).toBe(before + 12_350n);

    const other = await fixture('Cash2');
    const settledBet = betOf(
      await player.place({
        kind: 'single',
        stake: '10.00',
        legs: [{ selectionId: other.pick(1, 'home'), odds: 2000 }],
      }),
    );
    await settle(other.id, 1, 0);
    await expectBookRefusal(
      db(),
      () => player.cashOut(settledBet.id, '1.00'),
      409,
      'sb_cash_out_unavailable',
    );
  });

  it('live: a bet waits out the delay and is refused (refunded) when the price moved; live handicap counts goals after the bet', async () => {
    const match = await fixture('Live', true);
    await db().execute(sql`update sb_fixtures set home_score = 1 where id = ${match.id}`);
    const start = await player.balance();
    const moved = betOf(
      await player.place({
        kind: 'single',
        stake: '20.00',
        legs: [{ selectionId: match.pick(1, 'draw'), odds: 3200 }],
      }),
    );
    const kept = betOf(
      await player.place({
        kind: 'single',
        stake: '10.00',
        legs: [{ selectionId: match.pick(0, 'home'), odds: 1900 }],
      }),
    );
    expect([moved.state, kept.state]).toEqual(['pending', 'pending']);
    expect(moved.confirmAt).not.toBeNull();
    expect((await operator.odds(match.pick(1, 'draw'), 2900)).statusCode).toBe(200);
    await db().execute(
      sql`update sb_bets set confirm_at = now() - interval '1 second' where state = 'pending'`,
    );
    expect(betOf(await player.bet(moved.id))).toMatchObject({ state: 'rejected' });
    expect(betOf(await player.bet(kept.id)).state).toBe('open');
    expect(await player.balance()).toBe(start - 1_000n);
    // home −0.75 taken at 1–0; full time 2–1: after the bet 1–1, the −0.75 loses (pre-match it half-won)
    await settle(match.id, 2, 1);
    expect(betOf(await player.bet(kept.id))).toMatchObject({ state: 'settled', paid: '0.00' });
  });
});
