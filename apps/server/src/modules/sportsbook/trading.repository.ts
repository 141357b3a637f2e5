import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BoFixtureInput, SportsLegOutcome } from '@lobby/contracts';
import { lineQuarters } from '@lobby/game-math';
import type { Executor } from '../../db/rows.ts';
import {
  sbCompetitions,
  sbFixtures,
  sbMarkets,
  sbOddsHistory,
  sbSelections,
  sbSports,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { GradedMarket } from './grading.ts';

/** A fixture's line in quarter goals, or sb_line_invalid. */
function quartersOf(line: string | undefined): number | null {
  if (line === undefined) return null;
  const quarters = lineQuarters(line);
  if (quarters === undefined) throw new AppError('sb_line_invalid', { details: { line } });
  return quarters;
}

/** Writes a fixture, its competition (found by English name or made) and its markets. */
export async function insertFixture(tx: Executor, merchantId: number, input: BoFixtureInput) {
  const [sport] = await tx
    .select()
    .from(sbSports)
    .where(and(eq(sbSports.merchantId, merchantId), eq(sbSports.code, input.sport)));
  if (!sport) throw new AppError('sb_sport_not_found');
  const [existing] = await tx
    .select({ id: sbCompetitions.id })
    .from(sbCompetitions)
    .where(
      and(
        eq(sbCompetitions.sportId, sport.id),
        sql`${sbCompetitions.name}->>'en' = ${input.competition.en}`,
      ),
    );
  const competitionId =
    existing?.id ??
    (
      await tx
        .insert(sbCompetitions)
        .values({ merchantId, sportId: sport.id, name: input.competition })
        .returning({ id: sbCompetitions.id })
    )[0]!.id;
  const [fixture] = await tx
    .insert(sbFixtures)
    .values({
      merchantId,
      sportId: sport.id,
      competitionId,
      home: input.home,
      away: input.away,
      isOutright: input.isOutright,
      startsAt: new Date(input.startsAt),
      state: input.isLive ? 'live' : 'scheduled',
      isLive: input.isLive,
    })
    .returning({ id: sbFixtures.id });
  const marketIds: number[] = [];
  for (const [order, market] of input.markets.entries()) {
    const [row] = await tx
      .insert(sbMarkets)
      .values({
        merchantId,
        fixtureId: fixture!.id,
        kind: market.kind,
        period: market.period,
        lineQuarters: quartersOf(market.line),
        isLive: market.isLive,
        sortOrder: order,
      })
      .returning({ id: sbMarkets.id });
    marketIds.push(row!.id);
    const selections = await tx
      .insert(sbSelections)
      .values(
        market.selections.map((s, i) => ({
          merchantId,
          marketId: row!.id,
          code: s.code,
          name: s.name ?? null,
          odds: s.odds,
          sortOrder: i,
        })),
      )
      .returning({ id: sbSelections.id, odds: sbSelections.odds });
    await tx
      .insert(sbOddsHistory)
      .values(selections.map((s) => ({ selectionId: s.id, odds: s.odds })));
  }
  return { fixtureId: fixture!.id, marketIds };
}

/** The brand's fixture, locked for a result or a void. */
export async function lockFixture(tx: Executor, merchantId: number, fixtureId: number) {
  const [row] = await tx
    .select()
    .from(sbFixtures)
    .where(and(eq(sbFixtures.merchantId, merchantId), eq(sbFixtures.id, fixtureId)))
    .for('update');
  if (!row) throw new AppError('sb_fixture_not_found');
  return row;
}

/** The fixture's markets with their selections, for grading. */
export async function marketsForGrading(tx: Executor, fixtureId: number): Promise<GradedMarket[]> {
  const markets = await tx.select().from(sbMarkets).where(eq(sbMarkets.fixtureId, fixtureId));
  if (markets.length === 0) return [];
  const selections = await tx
    .select({ id: sbSelections.id, code: sbSelections.code, marketId: sbSelections.marketId })
    .from(sbSelections)
    .where(
      inArray(
        sbSelections.marketId,
        markets.map((m) => m.id),
      ),
    );
  return markets
    .filter((m) => m.state !== 'cancelled')
    .map((m) => ({
      id: m.id,
      kind: m.kind,
      period: m.period,
      lineQuarters: m.lineQuarters,
      selections: selections.filter((s) => s.marketId === m.id),
    }));
}

/** Stores every selection's outcome in one statement. */
export async function setOutcomes(tx: Executor, outcomes: Map<number, SportsLegOutcome>) {
  if (outcomes.size === 0) return;
  const values = sql.join(
    [...outcomes].map(([id, outcome]) => sql`(${id}::bigint, ${outcome}::text)`),
    sql`, `,
  );
  await tx.execute(sql`
    update sb_selections s set outcome = v.outcome
      from (values ${values}) as v(id, outcome) where s.id = v.id`);
}
