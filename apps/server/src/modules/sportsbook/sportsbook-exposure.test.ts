import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { formatMinorUnits, sportsbookPaths } from '@lobby/contracts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffToken } from '../../../test/staff-kit.ts';
import { sportsbookJobs } from './index.ts';
import {
  betOf,
  bookOperator,
  bookPlayer,
  expectBookRefusal,
  footballFixture,
  selectionsOf,
} from './testing/sportsbook-kit.ts';

interface CounterRow {
  scope: string;
  ref_id: number;
  amount: string;
  held: string;
}

/**
 * The exposure counters (docs/sportsbook.md "Limits"): they equal a recount from the bets
 * through placement, cash-out, settlement and void; the caps hold under concurrent placements;
 * a refused stake gives its hold back; a stopped placement's hold is cleared by the job.
 */
describe('the book exposure counters and caps', () => {
  let ctx: TestContext;
  let player: Awaited<ReturnType<typeof bookPlayer>>;
  let operator: ReturnType<typeof bookOperator>;
  const db = () => ctx.database.db;

  const counters = () =>
    rowsOf<CounterRow>(
      db(),
      sql`select scope, ref_id::int, amount::text, held::text from sb_exposures
           where amount <> 0 or held <> 0 order by scope, ref_id`,
    );
  /** What the counters must be: every pending or open bet's payout on each leg's keys. */
  const recount = () =>
    rowsOf<CounterRow>(
      db(),
      sql`select scope, ref_id::int, amount::text, '0' as held from (
            select 'market' as scope, l.market_id as ref_id, sum(b.risk + b.win) as amount
              from sb_bet_legs l join sb_bets b on b.id = l.bet_id
             where b.state in ('pending', 'open') group by l.market_id
            union all
            select 'fixture', l.fixture_id, sum(b.risk + b.win)
              from sb_bet_legs l join sb_bets b on b.id = l.bet_id
             where b.state in ('pending', 'open') group by l.fixture_id) k
           order by scope, ref_id`,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    player = await bookPlayer(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    operator = bookOperator(ctx.app, await staffToken(ctx.app, 'admin'));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('counts every open bet on its markets and fixtures, and takes it off when it ends', async () => {
    const a = await operator.publish(footballFixture('Counter A', 'Counter B'));
    const b = await operator.publish(footballFixture('Counter C', 'Counter D'));
    const pickA = await selectionsOf(ctx.app, a.fixtureId);
    const pickB = await selectionsOf(ctx.app, b.fixtureId);
    const single = betOf(
      await player.place({
        kind: 'single',
        stake: '10.00',
        legs: [{ selectionId: pickA(1, 'home'), odds: 2000 }],
      }),
    );
    const cashable = betOf(
      await player.place({
        kind: 'single',
        stake: '20.00',
        legs: [{ selectionId: pickA(2, 'over'), odds: 1800 }],
      }),
    );
    await player.place({
      kind: 'parlay',
      stake: '5.00',
      legs: [
        { selectionId: pickA(0, 'home'), odds: 1900 },
        { selectionId: pickB(1, 'away'), odds: 3500 },
      ],
    });
    expect(single.state).toBe('open');
    const placed = await counters();
    expect(placed).toEqual(await recount());
    // the single on A's 1X2 (payout 20.00) and the parlay (5 × 1.9 × 3.5 = 33.25) both count on A
    expect(placed.find((r) => r.scope === 'fixture' && r.ref_id === a.fixtureId)?.amount).toBe(
      String(2_000 + 3_600 + 3_325),
    );

    const quote = (await player.quote(cashable.id)).json() as { value: { amount: string } };
    expect((await player.cashOut(cashable.id, quote.value.amount)).statusCode).toBe(200);
    expect(await counters()).toEqual(await recount());

    expect(
      (await operator.result(a.fixtureId, { home: 2, away: 0, halfHome: 1, halfAway: 0 }))
        .statusCode,
    ).toBe(200);
    expect(await counters()).toEqual(await recount());
    expect((await operator.voidFixture(b.fixtureId)).statusCode).toBe(200);
    const after = await counters();
    expect(after).toEqual(await recount());
    expect(after.filter((r) => [a.fixtureId, b.fixtureId].includes(r.ref_id))).toEqual([]);
  });

  it('refuses a stake over the market exposure left, with the stake that still fits', async () => {
    const fixture = await operator.publish(footballFixture('Capped', 'Market'));
    const pick = await selectionsOf(ctx.app, fixture.fixtureId);
    const selection = pick(1, 'draw'); // 3.20
    expect(
      (await operator.limit({ marketKind: 'match_1x2', maxMarketExposure: '100.00' })).statusCode,
    ).toBe(200);
    betOf(
      await player.place({
        kind: 'single',
        stake: '20.00',
        legs: [{ selectionId: selection, odds: 3200 }],
      }),
    ); // 64.00 of 100.00
    const left = (3_600n * 1000n) / 3200n; // 36.00 left ÷ 3.2 = 11.25
    const max = await player.caller.get(`${sportsbookPaths.maxStake}?selections=${selection}`);
    expect(
      (max.json() as { value: { selections: { maxStake: string }[] } }).value.selections[0]!
        .maxStake,
    ).toBe(formatMinorUnits(left, 2));
    await expectBookRefusal(
      db(),
      () =>
        player.place({
          kind: 'single',
          stake: '11.26',
          legs: [{ selectionId: selection, odds: 3200 }],
        }),
      409,
      'sb_stake_over_limit',
    );
    const over = await player.place({
      kind: 'single',
      stake: '11.26',
      legs: [{ selectionId: selection, odds: 3200 }],
    });
    expect((over.json() as { details: { max: string } }).details.max).toBe('11.25');
    expect(
      (
        await player.place({
          kind: 'single',
          stake: '11.25',
          legs: [{ selectionId: selection, odds: 3200 }],
        })
      ).statusCode,
    ).toBe(200);
    expect(await counters()).toEqual(await recount());
    expect(
      (await operator.limit({ marketKind: 'match_1x2', maxMarketExposure: null })).statusCode,
    ).toBe(200);
  });

  it('lets concurrent placements through only up to the fixture cap', async () => {
    const fixture = await operator.publish(footballFixture('Race', 'Cap'));
    const pick = await selectionsOf(ctx.app, fixture.fixtureId);
    // each bet pays 20.00 on the fixture; the cap takes five of them
    expect(
      (await operator.limit({ sport: 'football', maxFixtureExposure: '100.00' })).statusCode,
    ).toBe(200);
    const before = await player.balance();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        player.place({
          kind: 'single',
          stake: '10.00',
          legs: [{ selectionId: pick(1, 'home'), odds: 2000 }],
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(409)]);
    expect(await player.balance()).toBe(before - 5n * 1_000n);
    const [row] = (await counters()).filter(
      (r) => r.scope === 'fixture' && r.ref_id === fixture.fixtureId,
    );
    expect(row).toEqual({
      scope: 'fixture',
      ref_id: fixture.fixtureId,
      amount: '10000',
      held: '0',
    });
    expect((await operator.limit({ sport: 'football', maxFixtureExposure: null })).statusCode).toBe(
      200,
    );
  });

  it('gives the hold back when the wallet refuses the stake', async () => {
    // a cap the stake stays under, so the payout is held (keys without a cap hold nothing)
    expect(
      (await operator.limit({ sport: 'football', maxFixtureExposure: '100000000.00' })).statusCode,
    ).toBe(200);
    const fixture = await operator.publish(footballFixture('Refused', 'Stake'));
    const pick = await selectionsOf(ctx.app, fixture.fixtureId);
    const balance = await player.balance();
    const answer = await player.place({
      kind: 'single',
      stake: formatMinorUnits(balance + 100n, 2),
      legs: [{ selectionId: pick(1, 'home'), odds: 2000 }],
    });
    // the wallet's refusal (a 400 with its own code), after the hold was taken
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'insufficient_funds' });
    expect(await player.balance()).toBe(balance);
    const rows = await rowsOf<{ held: string; amount: string }>(
      db(),
      sql`select held::text, amount::text from sb_exposures where scope = 'fixture' and ref_id = ${fixture.fixtureId}`,
    );
    expect(rows).toEqual([{ held: '0', amount: '0' }]);
    expect((await operator.limit({ sport: 'football', maxFixtureExposure: null })).statusCode).toBe(
      200,
    );
  });

  it('holds nothing on a market and fixture without a cap', async () => {
    const fixture = await operator.publish(footballFixture('Uncapped', 'Market'));
    const pick = await selectionsOf(ctx.app, fixture.fixtureId);
    betOf(
      await player.place({
        kind: 'single',
        stake: '10.00',
        legs: [{ selectionId: pick(1, 'home'), odds: 2000 }],
      }),
    );
    const rows = await rowsOf<{ scope: string; held: string; amount: string }>(
      db(),
      sql`select scope, held::text, amount::text from sb_exposures
           where (scope = 'fixture' and ref_id = ${fixture.fixtureId})
              or (scope = 'market' and ref_id = ${fixture.marketIds[1]!}) order by scope`,
    );
    expect(rows).toEqual([
      { scope: 'fixture', held: '0', amount: '2000' },
      { scope: 'market', held: '0', amount: '2000' },
    ]);
  });

  it('clears a hold a stopped placement left once it is idle, and only then', async () => {
    const fixture = await operator.publish(footballFixture('Stopped', 'Process'));
    await db().execute(
      sql`insert into sb_exposures (merchant_id, scope, ref_id, held, updated_at)
          select merchant_id, 'fixture', id, 5000, now() - interval '11 minutes'
            from sb_fixtures where id = ${fixture.fixtureId}`,
    );
    await db().execute(
      sql`insert into sb_exposures (merchant_id, scope, ref_id, held)
          select merchant_id, 'market', ${fixture.marketIds[0]!}, 7000
            from sb_fixtures where id = ${fixture.fixtureId}`,
    );
    expect(await ctx.app.jobs.runNow(sportsbookJobs.exposureHolds)).toBe(true);
    const rows = await rowsOf<{ scope: string; held: string }>(
      db(),
      sql`select scope, held::text from sb_exposures
           where (scope = 'fixture' and ref_id = ${fixture.fixtureId})
              or (scope = 'market' and ref_id = ${fixture.marketIds[0]!}) order by scope`,
    );
    expect(rows).toEqual([
      { scope: 'fixture', held: '0' },
      { scope: 'market', held: '7000' },
    ]);
  });
});
