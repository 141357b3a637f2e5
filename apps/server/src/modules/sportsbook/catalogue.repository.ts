import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { SportsFixtureView, SportsMarketView, SportsMenu } from '@lobby/contracts';
import { quartersText } from '@lobby/game-math';
import type { Executor } from '../../db/rows.ts';
import {
  sbCompetitions,
  sbFixtures,
  sbMarkets,
  sbSelections,
  sbSports,
} from '../../db/schema/index.ts';

const dayMs = 24 * 60 * 60 * 1000;
/** The market kinds a fixture list shows (the detail shows all). */
const mainKinds = new Set(['match_1x2', 'handicap', 'over_under', 'match_winner', 'outright']);

export type FixtureList = 'live' | 'today' | 'early' | 'outrights' | 'results';

/** Which fixtures a list holds: live now; today = starting in the next 24 h; early = later. */
function listFilter(list: FixtureList, now: Date) {
  const soon = new Date(now.getTime() + dayMs);
  switch (list) {
    case 'live':
      return and(eq(sbFixtures.state, 'live'), eq(sbFixtures.isOutright, false));
    case 'today':
      return and(
        eq(sbFixtures.state, 'scheduled'),
        eq(sbFixtures.isOutright, false),
        lt(sbFixtures.startsAt, soon),
      );
    case 'early':
      return and(
        eq(sbFixtures.state, 'scheduled'),
        eq(sbFixtures.isOutright, false),
        gte(sbFixtures.startsAt, soon),
      );
    case 'outrights':
      return and(eq(sbFixtures.isOutright, true), inArray(sbFixtures.state, ['scheduled', 'live']));
    case 'results':
      return and(
        eq(sbFixtures.state, 'ended'),
        gte(sbFixtures.startsAt, new Date(now.getTime() - 7 * dayMs)),
      );
    default:
      return list satisfies never;
  }
}

type FixtureRow = typeof sbFixtures.$inferSelect & {
  sportCode: string;
  competition: typeof sbCompetitions.$inferSelect.name;
};

/** Markets (with selections) of fixtures, grouped by fixture. */
async function marketsOf(db: Executor, fixtureIds: number[], all: boolean) {
  const byFixture = new Map<number, SportsMarketView[]>();
  const counts = new Map<number, number>();
  if (fixtureIds.length === 0) return { byFixture, counts };
  const markets = await db
    .select()
    .from(sbMarkets)
    .where(inArray(sbMarkets.fixtureId, fixtureIds))
    .orderBy(asc(sbMarkets.sortOrder), asc(sbMarkets.id));
  const selections = await db
    .select()
    .from(sbSelections)
    .where(
      inArray(
        sbSelections.marketId,
        markets.map((m) => m.id),
      ),
    )
    .orderBy(asc(sbSelections.sortOrder), asc(sbSelections.id));
  for (const market of markets) {
    counts.set(market.fixtureId, (counts.get(market.fixtureId) ?? 0) + 1);
    if (!all && (market.period !== 'match' || !mainKinds.has(market.kind))) continue;
    const list = byFixture.get(market.fixtureId) ?? [];
    if (!all && list.some((m) => m.kind === market.kind)) continue;
    list.push({
      id: market.id,
      kind: market.kind,
      period: market.period,
      line: market.lineQuarters === null ? null : quartersText(market.lineQuarters),
      state: market.state,
      isLive: market.isLive,
      selections: selections
        .filter((s) => s.marketId === market.id)
        .map((s) => ({ id: s.id, code: s.code, name: s.name, odds: s.odds })),
    });
    byFixture.set(market.fixtureId, list);
  }
  return { byFixture, counts };
}

function fixtureView(
  row: FixtureRow,
  markets: SportsMarketView[],
  marketCount: number,
): SportsFixtureView {
  return {
    id: row.id,
    sport: row.sportCode,
    competition: row.competition,
    home: row.home,
    away: row.away,
    isOutright: row.isOutright,
    startsAt: row.startsAt.toISOString(),
    state: row.state,
    isLive: row.isLive,
    isSimulated: row.isSimulated,
    score: { home: row.homeScore, away: row.awayScore },
    halfTime:
      row.homeHalfScore === null || row.awayHalfScore === null
        ? null
        : { home: row.homeHalfScore, away: row.awayHalfScore },
    markets,
    marketCount,
  };
}

const fixtureColumns = {
  fixture: sbFixtures,
  sportCode: sbSports.code,
  competition: sbCompetitions.name,
};

function joined(db: Executor) {
  return db
    .select(fixtureColumns)
    .from(sbFixtures)
    .innerJoin(sbSports, eq(sbSports.id, sbFixtures.sportId))
    .innerJoin(sbCompetitions, eq(sbCompetitions.id, sbFixtures.competitionId));
}

const flatten = (r: {
  fixture: typeof sbFixtures.$inferSelect;
  sportCode: string;
  competition: FixtureRow['competition'];
}): FixtureRow => ({
  ...r.fixture,
  sportCode: r.sportCode,
  competition: r.competition,
});

/** The book's public reads: menu, fixture lists, one fixture, results. */
export function createCatalogueReads(db: Executor) {
  return {
    async menu(merchantId: number, now: Date): Promise<SportsMenu> {
      const sports = await db
        .select()
        .from(sbSports)
        .where(eq(sbSports.merchantId, merchantId))
        .orderBy(asc(sbSports.sortOrder), asc(sbSports.id));
      const count = (list: FixtureList) =>
        db
          .select({ sportId: sbFixtures.sportId, n: sql<number>`count(*)::int` })
          .from(sbFixtures)
          .where(and(eq(sbFixtures.merchantId, merchantId), listFilter(list, now)))
          .groupBy(sbFixtures.sportId);
      const [live, today, early, outrights] = await Promise.all(
        (['live', 'today', 'early', 'outrights'] as const).map(count),
      );
      const of = (rows: { sportId: number; n: number }[] | undefined, id: number) =>
        rows?.find((r) => r.sportId === id)?.n ?? 0;
      return {
        sports: sports.map((sport) => ({
          code: sport.code,
          name: sport.name,
          isEsports: sport.isEsports,
          counts: {
            live: of(live, sport.id),
            today: of(today, sport.id),
            early: of(early, sport.id),
            outrights: of(outrights, sport.id),
          },
        })),
      };
    },

    async fixtures(merchantId: number, sport: string, list: FixtureList, now: Date) {
      const rows = await joined(db)
        .where(
          and(
            eq(sbFixtures.merchantId, merchantId),
            eq(sbSports.code, sport),
            listFilter(list, now),
          ),
        )
        .orderBy(list === 'results' ? desc(sbFixtures.startsAt) : asc(sbFixtures.startsAt))
        .limit(200);
      const fixtures = rows.map(flatten);
      const { byFixture, counts } = await marketsOf(
        db,
        fixtures.map((f) => f.id),
        false,
      );
      return {
        fixtures: fixtures.map((f) =>
          fixtureView(f, byFixture.get(f.id) ?? [], counts.get(f.id) ?? 0),
        ),
      };
    },

    async fixture(merchantId: number, id: number): Promise<SportsFixtureView | undefined> {
      const [row] = await joined(db).where(
        and(eq(sbFixtures.merchantId, merchantId), eq(sbFixtures.id, id)),
      );
      if (!row) return undefined;
      const { byFixture, counts } = await marketsOf(db, [id], true);
      return fixtureView(flatten(row), byFixture.get(id) ?? [], counts.get(id) ?? 0);
    },
  };
}
export type CatalogueReads = ReturnType<typeof createCatalogueReads>;
