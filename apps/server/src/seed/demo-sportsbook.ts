import {
  sbBrandSettings,
  sbCompetitions,
  sbFixtures,
  sbMarkets,
  sbOddsHistory,
  sbSelections,
  sbSports,
} from '../db/schema/index.ts';
import {
  esports,
  esportsMarkets,
  football,
  same,
  text,
  type DemoFixture,
} from './demo-sportsbook-fixtures.ts';
import type { SeedTx } from './seed-tx.ts';

async function insertFixture(
  tx: SeedTx,
  merchantId: number,
  sportId: number,
  competitionId: number,
  fixture: DemoFixture,
  now: number,
  simulated = false,
) {
  const [row] = await tx
    .insert(sbFixtures)
    .values({
      merchantId,
      sportId,
      competitionId,
      home: same(fixture.home),
      away: same(fixture.away),
      isOutright: fixture.isOutright ?? false,
      startsAt: new Date(now + fixture.startsIn * 3_600_000),
      state: fixture.state ?? 'scheduled',
      isLive: fixture.state === 'live',
      homeScore: fixture.score?.[0] ?? 0,
      awayScore: fixture.score?.[1] ?? 0,
      homeHalfScore: fixture.half?.[0] ?? null,
      awayHalfScore: fixture.half?.[1] ?? null,
      resultVersion: fixture.state === 'ended' ? 1 : 0,
      isSimulated: simulated,
    })
    .returning({ id: sbFixtures.id });
  for (const [order, market] of fixture.markets.entries()) {
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

/**
 * The demo brand's book: football leagues and e-sports matches with hand-set prices (the
 * pricing models come later), dates relative to the seeding: two live matches (simulated),
 * today's and later fixtures, an outright, and two results.
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
    for (const fixture of league.fixtures) {
      await insertFixture(
        tx,
        merchantId,
        soccer!.id,
        competition!.id,
        fixture,
        now,
        fixture.state === 'live',
      );
      fixtures += 1;
    }
    if (order === 0) {
      await insertFixture(
        tx,
        merchantId,
        soccer!.id,
        competition!.id,
        {
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
        },
        now,
      );
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
    for (const [home, away, startsIn, h, a] of title.fixtures) {
      await insertFixture(
        tx,
        merchantId,
        sport!.id,
        competition!.id,
        { home, away, startsIn, markets: esportsMarkets(h, a) },
        now,
      );
      fixtures += 1;
    }
  }
  counts.sportsFixtures = (counts.sportsFixtures ?? 0) + fixtures;
}
