import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { SportsMarketState } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import {
  sbCompetitions,
  sbFixtures,
  sbMarkets,
  sbSelections,
  sbSimulations,
  sbSports,
} from '../../db/schema/index.ts';

/** The simulations still playing, with their fixture, sport and competition. */
export async function runningSimulations(db: Executor) {
  return (
    db
      .select({
        sim: sbSimulations,
        fixture: sbFixtures,
        sport: sbSports.code,
        competition: sbCompetitions.name,
      })
      .from(sbSimulations)
      .innerJoin(sbFixtures, eq(sbFixtures.id, sbSimulations.fixtureId))
      .innerJoin(sbSports, eq(sbSports.id, sbFixtures.sportId))
      .innerJoin(sbCompetitions, eq(sbCompetitions.id, sbFixtures.competitionId))
      // a real fixture is never the engine's, whatever row points at it
      .where(and(isNull(sbSimulations.finishedAt), eq(sbFixtures.isSimulated, true)))
  );
}
export type RunningSimulation = Awaited<ReturnType<typeof runningSimulations>>[number];

/** The live markets of a fixture still open, with their selections and prices. */
export async function liveMarketsOf(db: Executor, fixtureId: number) {
  const markets = await db
    .select()
    .from(sbMarkets)
    .where(
      and(
        eq(sbMarkets.fixtureId, fixtureId),
        eq(sbMarkets.isLive, true),
        inArray(sbMarkets.state, ['active', 'suspended']),
      ),
    );
  if (markets.length === 0) return [];
  const selections = await db
    .select({
      id: sbSelections.id,
      marketId: sbSelections.marketId,
      code: sbSelections.code,
      odds: sbSelections.odds,
    })
    .from(sbSelections)
    .where(
      inArray(
        sbSelections.marketId,
        markets.map((m) => m.id),
      ),
    );
  return markets.map((m) => ({ ...m, selections: selections.filter((s) => s.marketId === m.id) }));
}
export type LiveMarket = Awaited<ReturnType<typeof liveMarketsOf>>[number];

/** Sets the state of markets (by id). */
export async function setMarketStates(db: Executor, ids: number[], state: SportsMarketState) {
  if (ids.length === 0) return;
  await db.update(sbMarkets).set({ state }).where(inArray(sbMarkets.id, ids));
}
