import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sportsbookPaths, sportsbookSocketProtocol } from '@lobby/contracts';
import { rowsOf } from '../../db/rows.ts';
import { listenOn, openSocket } from '../../platform/testing/member-events-kit.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import { brandMarginOf } from './brand-margin.ts';
import { modelMarkets } from './model-pricing.ts';
import { nextSimulationSeed, simulationScript } from './simulation-script.ts';
import { sportsbookJobs } from './sportsbook.module.ts';
import {
  betOf,
  bookOperator,
  bookPlayer,
  expectBookRefusal,
  footballFixture,
} from './testing/sportsbook-kit.ts';

const football = { kind: 'football' as const, home: 'Man City', away: 'Everton' };

describe('the simulated match script', () => {
  it('plays the same events from the same seed, others from another', () => {
    const kinds = (seed: number) =>
      simulationScript(football, seed).events.map((e) => `${e.elapsed}:${e.kind}:${e.team}`);
    expect(kinds(2026)).toEqual(kinds(2026));
    expect(kinds(2026)).not.toEqual(kinds(2027));
    const esports = {
      kind: 'esports' as const,
      home: 'Azure Dragons',
      away: 'Jade Cobras',
      bestOf: 3,
    };
    expect(simulationScript(esports, 9).events).toEqual(simulationScript(esports, 9).events);
    expect(nextSimulationSeed(2026)).toBe(nextSimulationSeed(2026));
    expect(nextSimulationSeed(2026)).not.toBe(2026);
  });
});

describe('the simulated live engine and the model prices', () => {
  let ctx: TestContext;
  // the app's scheduler runs the engine by hand (jobs are off in tests)
  const runEngine = () => ctx.app.jobs.runNow(sportsbookJobs.liveEngine);
  let operator: ReturnType<typeof bookOperator>;
  let adminToken: string;
  const db = () => ctx.database.db;

  interface SimRow {
    fixture_id: string;
    seed: string;
    minute_ms: number;
    home: string;
    is_simulated: boolean;
  }
  const simulations = () =>
    rowsOf<SimRow>(
      db(),
      sql`select s.fixture_id::text, s.seed::text, s.minute_ms, f.home->>'en' as home, f.is_simulated
            from sb_simulations s join sb_fixtures f on f.id = s.fixture_id
           where s.finished_at is null order by s.fixture_id`,
    );
  /** Puts the simulation `minute` simulated minutes after its kick-off. */
  const playTo = (fixtureId: number, minute: number) =>
    db().execute(sql`update sb_simulations
      set kick_off_at = now() - (${minute} * minute_ms + minute_ms / 2) * interval '1 millisecond'
      where fixture_id = ${fixtureId}`);
  const fixtureView = async (id: number) =>
    (
      (
        await ctx.app.inject({
          method: 'GET',
          url: sportsbookPaths.fixture.replace(':id', String(id)),
          headers: { merchant: 'lotus' },
        })
      ).json() as {
        value: {
          state: string;
          isSimulated: boolean;
          score: { home: number; away: number };
          markets: {
            id: number;
            kind: string;
            period: string;
            line: string | null;
            state: string;
            selections: { id: number; code: string; odds: number }[];
          }[];
        };
      }
    ).value;

  beforeAll(async () => {
    ctx = await createTestApp();
    adminToken = await staffToken(ctx.app, 'admin');
    operator = bookOperator(ctx.app, adminToken);
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db())).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('prices the demo book from the models and labels the simulated fixtures', async () => {
    const sims = await simulations();
    expect(sims.map((s) => [s.home, s.seed, s.is_simulated])).toEqual([
      ['Bangkok Lions', '2026', true],
      ['Quezon Tamaraws', '2027', true],
      ['Neon Ronin', '2028', true],
    ]);
    const live = await fixtureView(Number(sims[0]!.fixture_id));
    expect(live.isSimulated).toBe(true);
    const margin = await brandMarginOf(db(), 1);
    const expected = modelMarkets({ model: 'football', ...football }, margin, true);
    expect(
      live.markets
        .find((m) => m.kind === 'match_1x2' && m.period === 'match')!
        .selections.map((s) => s.odds),
    ).toEqual(expected[0]!.selections.map((s) => s.odds));
    // quarter lines are quoted, and correct score and first half are there
    expect(live.markets.some((m) => m.kind === 'handicap' && /\.(25|75)$/.test(m.line ?? ''))).toBe(
      true,
    );
    expect(live.markets.map((m) => `${m.kind}/${m.period}`)).toEqual(
      expect.arrayContaining([
        'correct_score/match',
        'match_1x2/first_half',
        'over_under/first_half',
      ]),
    );
    const [real] = await rowsOf<{ n: string }>(
      db(),
      sql`select count(*)::text as n from sb_fixtures where is_simulated and id not in (select fixture_id from sb_simulations)`,
    );
    expect(real!.n).toBe('0');
  });

  it('publishes an operator fixture priced by the model; an unknown team is refused, nothing written', async () => {
    const input = footballFixture('Model Home', 'Model Away', {
      markets: [],
      pricing: { model: 'football', home: 'Arsenal', away: 'Chelsea' },
    });
    const { marketIds } = await operator.publish(input);
    expect(marketIds.length).toBeGreaterThanOrEqual(10);
    const elo = await operator.publish(
      footballFixture('E A', 'E B', {
        sport: 'lol',
        markets: [],
        pricing: { model: 'elo', teamA: 'Azure Dragons', teamB: 'Jade Cobras', bestOf: 3 },
      }),
    );
    expect(elo.marketIds.length).toBeGreaterThanOrEqual(3);
    const fixtureCount = async () =>
      (await rowsOf<{ n: number }>(db(), sql`select count(*)::int as n from sb_fixtures`))[0]!.n;
    const fixturesBefore = await fixtureCount();
    await expectBookRefusal(
      db(),
      () =>
        ctx.app.inject({
          method: 'POST',
          url: sportsbookPaths.boFixtures,
          headers: staffHeaders(adminToken),
          payload: footballFixture('X', 'Y', {
            pricing: { model: 'football', home: 'Bangkok Lions', away: 'Chelsea' },
          }),
        }),
      400,
      'sb_pricing_team_unknown',
    );
    expect(await fixtureCount()).toBe(fixturesBefore);
  });

  it('re-prices live markets (odds history) and a live bet after the change follows the member setting', async () => {
    const sim = (await simulations())[0]!;
    const fixtureId = Number(sim.fixture_id);
    const script = simulationScript(football, Number(sim.seed));
    const quiet = (m: number) =>
      !script.events.some((e) => e.elapsed >= m - 1 && e.elapsed <= m + 1);
    let minute = 10;
    while (!quiet(minute) || !quiet(minute + 2)) minute += 1;
    await playTo(fixtureId, minute);
    expect(await runEngine()).toBe(true);
    const before = await fixtureView(fixtureId);
    const atMinute = script.events.filter((e) => e.elapsed <= minute).at(-1)!.score;
    expect(before.score).toEqual(atMinute);
    const oneX2 = before.markets.find((m) => m.kind === 'match_1x2' && m.period === 'match')!;
    expect(oneX2.state).toBe('active');
    // the long shot moves most in a simulated minute
    const home = oneX2.selections.reduce((a, b) => (b.odds > a.odds ? b : a));

    const player = await bookPlayer(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    expect(
      (
        await player.settings({
          oddsFormat: 'decimal',
          oddsChange: 'reject',
          maxSlippageBp: 0,
          quickStakes: [],
        })
      ).statusCode,
    ).toBe(200);
    const refused = betOf(
      await player.place({
        kind: 'single',
        stake: '5.00',
        legs: [{ selectionId: home.id, odds: home.odds }],
      }),
    );
    expect(refused.state).toBe('pending');
    const [history] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from sb_odds_history where selection_id = ${home.id}`,
    );

    await playTo(fixtureId, minute + 2);
    expect(await runEngine()).toBe(true);
    const after = await fixtureView(fixtureId);
    const moved = after.markets
      .find((m) => m.id === oneX2.id)!
      .selections.find((s) => s.id === home.id)!;
    expect(moved.odds).not.toBe(home.odds);
    const [historyAfter] = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from sb_odds_history where selection_id = ${home.id}`,
    );
    expect(historyAfter!.n).toBe(history!.n + 1);

    const expire = () =>
      db().execute(
        sql`update sb_bets set confirm_at = now() - interval '1 second' where state = 'pending'`,
      );
    await expire();
    expect(betOf(await player.bet(refused.id)).state).toBe('rejected');
    const settings = {
      oddsFormat: 'decimal',
      oddsChange: 'accept_any',
      maxSlippageBp: 5000,
      quickStakes: [],
    };
    expect((await player.settings(settings)).statusCode).toBe(200);
    const accepted = betOf(
      await player.place({
        kind: 'single',
        stake: '5.00',
        legs: [{ selectionId: home.id, odds: home.odds }],
      }),
    );
    await expire();
    expect(betOf(await player.bet(accepted.id)).state).toBe('open');
  });

  it('plays a match to full time through settlement, starts the rematch, pushes it over the socket, and leaves real fixtures alone', async () => {
    const sim = (await simulations())[1]!;
    const fixtureId = Number(sim.fixture_id);
    const params = { kind: 'football' as const, home: 'Newcastle', away: 'Fulham' };
    const script = simulationScript(params, Number(sim.seed));
    const final = script.events.at(-1)!;
    // a real fixture a stray simulation row points at is never played
    const real = await operator.publish(footballFixture('Real H', 'Real A'));
    await db()
      .execute(sql`insert into sb_simulations (fixture_id, merchant_id, seed, params, minute_ms, kick_off_at)
      values (${real.fixtureId}, 1, 1, ${JSON.stringify(params)}::jsonb, 1000, now() - interval '1 day')`);

    const url = await listenOn(ctx.app);
    const client = openSocket(
      `${url}${sportsbookPaths.socket}?merchant=lotus&fixture=${fixtureId}`,
      [sportsbookSocketProtocol],
    );
    await client.opened;
    await playTo(fixtureId, script.length + 1);
    expect(await runEngine()).toBe(true);
    const ended = await fixtureView(fixtureId);
    expect([ended.state, ended.score]).toEqual(['ended', final.score]);
    expect(
      ended.markets.every(
        (m) => m.state === 'settled' || m.state === 'closed' || m.state === 'cancelled',
      ),
    ).toBe(true);
    const score = await client.next('score');
    expect(score).toMatchObject({ fixtureId, state: 'ended', score: final.score, clock: 'FT' });
    client.socket.close();

    const rematch = (await simulations()).find((s) => s.home === 'Cebu Sharks')!;
    expect(rematch.seed).toBe(String(nextSimulationSeed(Number(sim.seed))));
    expect((await fixtureView(Number(rematch.fixture_id))).state).toBe('live');
    const untouched = await fixtureView(real.fixtureId);
    expect([untouched.state, untouched.score]).toEqual(['scheduled', { home: 0, away: 0 }]);
  });
});
