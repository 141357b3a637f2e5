import type { BoMarketInput, BoPricing } from '@lobby/contracts';
import {
  sbBrandSettings,
  sbCompetitions,
  sbFixtures,
  sbMarkets,
  sbOddsHistory,
  sbSelections,
  sbSimulations,
  sbSports,
  type SbSimulationParams,
} from '../db/schema/index.ts';
import { brandMarginOf, modelMarkets, simulatedMinuteMs } from '../modules/sportsbook/index.ts';
import {
  esports,
  esportsStrengths,
  football,
  footballStrengths,
  same,
  simulationSeeds,
  text,
  type DemoFixture,
  type DemoMarket,
} from './demo-sportsbook-fixtures.ts';
import type { SeedTx } from './seed-tx.ts';

/** The model's markets in the seed's shape (lines in quarters). */
function fromModel(markets: BoMarketInput[]): DemoMarket[] {
  return markets.map((m) => ({
    kind: m.kind,
    period: m.period,
    ...(m.line === undefined ? {} : { line: Math.round(Number(m.line) * 4) }),
    isLive: m.isLive,
    prices: m.selections.map((s) => [s.code, s.odds] as [string, number]),
  }));
}

interface Placement {
  merchantId: number;
  sportId: number;
  competitionId: number;
  now: number;
}

async function insertFixture(
  tx: SeedTx,
  at: Placement,
  fixture: DemoFixture,
  markets: DemoMarket[],
  simulation?: { seed: number; params: SbSimulationParams },
) {
  const { merchantId, now } = at;
  const live = fixture.state === 'live';
  const [row] = await tx
    .insert(sbFixtures)
    .values({
      merchantId,
      sportId: at.sportId,
      competitionId: at.competitionId,
      home: same(fixture.home),
      away: same(fixture.away),
      isOutright: fixture.isOutright ?? false,
      startsAt: new Date(now + fixture.startsIn * 3_600_000),
      state: fixture.state ?? 'scheduled',
      isLive: live,
      homeScore: fixture.score?.[0] ?? 0,
      awayScore: fixture.score?.[1] ?? 0,
      homeHalfScore: fixture.half?.[0] ?? null,
      awayHalfScore: fixture.half?.[1] ?? null,
      resultVersion: fixture.state === 'ended' ? 1 : 0,
      isSimulated: simulation !== undefined,
    })
    .returning({ id: sbFixtures.id });
  if (simulation) {
    // the engine's first step (within seconds) plays the minutes already "played"
    await tx.insert(sbSimulations).values({
      fixtureId: row!.id,
      merchantId,
      seed: simulation.seed,
      params: simulation.params,
      minuteMs: simulatedMinuteMs,
      kickOffAt: new Date(now - (fixture.liveMinute ?? 0) * simulatedMinuteMs),
    });
  }
  for (const [order, market] of markets.entries()) {
    const [m] = await tx
      .insert(sbMarkets)
      .values({
        merchantId,
        fixtureId: row!.id,
        kind: market.kind,
        period: market.period ?? 'match',
        lineQuarters: market.line ?? null,
        isLive: market.isLive ?? false,
        state: fixture.state === 'ended' ? 'settled' : 'active',
        sortOrder: order,
      })
      .returning({ id: sbMarkets.id });
    const selections = await tx
      .insert(sbSelections)
      .values(
        market.prices.map(([code, odds], i) => ({
          merchantId,
          marketId: m!.id,
          code,
          odds,
          sortOrder: i,
        })),
      )
      .returning({ id: sbSelections.id, odds: sbSelections.odds });
    await tx
      .insert(sbOddsHistory)
      .values(selections.map((s) => ({ selectionId: s.id, odds: s.odds })));
  }
}

const outright: DemoFixture = {
  home: 'Lotus Premier League winner',
  away: '',
  isOutright: true,
  startsIn: 24 * 60,
  markets: [
    {
      kind: 'outright',
      prices: [
        ['bangkok-lions', 2500],
        ['khon-kaen-kings', 4000],
        ['chonburi-mariners', 5500],
        ['pattaya-sharks', 7000],
      ],
    },
  ],
};

/**
 * The demo brand's book, dates relative to the seeding: football leagues and e-sports
 * matches priced by the shipped models (fictional teams mapped to model strengths,
 * demo-sportsbook-fixtures.ts), three simulated live matches the live engine plays, today's
 * and later fixtures, an outright (hand-set prices) and two results.
 */
export async function seedDemoSportsbook(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
) {
  const now = Date.now();
  await tx
    .insert(sbBrandSettings)
    .values({ merchantId, parlayMaxPayout: 50_000_000n })
    .onConflictDoNothing();
  const margin = await brandMarginOf(tx, merchantId);
  const seeds = [...simulationSeeds];
  const [soccer] = await tx
    .insert(sbSports)
    .values({
      merchantId,
      code: 'football',
      name: text('Football', 'ฟุตบอล', 'Football'),
      sortOrder: 1,
    })
    .returning({ id: sbSports.id });
  let fixtures = 0;
  for (const [order, league] of football.entries()) {
    const [competition] = await tx
      .insert(sbCompetitions)
      .values({ merchantId, sportId: soccer!.id, name: league.league, sortOrder: order })
      .returning({ id: sbCompetitions.id });
    const at = { merchantId, sportId: soccer!.id, competitionId: competition!.id, now };
    for (const fixture of league.fixtures) {
      const live = fixture.state === 'live';
      const home = footballStrengths[fixture.home]!;
      const away = footballStrengths[fixture.away]!;
      const pricing: BoPricing = { model: 'football', home, away };
      const markets = fromModel(modelMarkets(pricing, margin, live));
      const simulation = live
        ? { seed: seeds.shift()!, params: { kind: 'football' as const, home, away } }
        : undefined;
      await insertFixture(tx, at, fixture, markets, simulation);
      fixtures += 1;
    }
    if (order === 0) {
      await insertFixture(tx, at, outright, outright.markets!);
      fixtures += 1;
    }
  }
  for (const [order, title] of esports.entries()) {
    const [sport] = await tx
      .insert(sbSports)
      .values({
        merchantId,
        code: title.code,
        name: title.name,
        isEsports: true,
        sortOrder: 10 + order,
      })
      .returning({ id: sbSports.id });
    const [competition] = await tx
      .insert(sbCompetitions)
      .values({ merchantId, sportId: sport!.id, name: same(title.league) })
      .returning({ id: sbCompetitions.id });
    const at = { merchantId, sportId: sport!.id, competitionId: competition!.id, now };
    for (const [home, away, startsIn, liveMinute] of title.fixtures) {
      const live = liveMinute !== undefined;
      const teamA = esportsStrengths[home]!;
      const teamB = esportsStrengths[away]!;
      const markets = fromModel(
        modelMarkets({ model: 'elo', teamA, teamB, bestOf: 3 }, margin, live),
      );
      const simulation = live
        ? {
            seed: seeds.shift()!,
            params: { kind: 'esports' as const, home: teamA, away: teamB, bestOf: 3 },
          }
        : undefined;
      const fixture: DemoFixture = {
        home,
        away,
        startsIn,
        ...(live ? { state: 'live', liveMinute } : {}),
      };
      await insertFixture(tx, at, fixture, markets, simulation);
      fixtures += 1;
    }
  }
  counts.sportsFixtures = (counts.sportsFixtures ?? 0) + fixtures;
}
