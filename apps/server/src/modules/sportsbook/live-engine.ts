import { and, eq, isNull } from 'drizzle-orm';
import type { SportsMarketState } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import {
  merchants,
  sbFixtures,
  sbOddsHistory,
  sbSelections,
  sbSimulations,
} from '../../db/schema/index.ts';
import { brandMarginOf } from './brand-margin.ts';
import {
  liveMarketsOf,
  runningSimulations,
  setMarketStates,
  type LiveMarket,
  type RunningSimulation,
} from './live-engine.repository.ts';
import { marketIdentity, pricesOf } from './model-pricing.ts';
import type { OddsFeed } from './odds-feed.ts';
import {
  nextSimulationSeed,
  simulationScript,
  type ScriptEvent,
  type SimulationScript,
} from './simulation-script.ts';
import { insertFixture } from './trading.repository.ts';
import { engineActor } from './book-audit.ts';
import type { Trading } from './trading.service.ts';
import { modelMarkets } from './model-pricing.ts';

/** Real milliseconds per simulated minute on the demo: a football match lasts about 32 min. */
export const simulatedMinuteMs = 20_000;
/** Live markets stay suspended this long after a goal (or a map). */
export const goalSuspensionMs = 10_000;

type Change = { id: number; odds: number };

/**
 * The simulated live engine (docs/sportsbook.md "Simulated live engine"): a scheduled job that
 * plays the demo brand's simulated fixtures from their seeds. Each tick: the events due by the
 * clock are written (score, half-time), live markets are suspended for a while after a goal,
 * re-priced once a simulated minute from the live model (odds history rows), and markets the
 * model no longer quotes are closed; at full time the result goes through the operator's
 * settlement, and a rematch with a new seed starts at once. Real fixtures are never touched.
 */
export function createLiveEngine(deps: {
  db: Db;
  trading: Trading;
  feed: OddsFeed;
  now: () => Date;
  log: { warn(details: object, message: string): void };
}) {
  const { db, feed } = deps;

  /** Re-prices the live markets at `minute`; decided ones close. */
  async function reprice(run: RunningSimulation, script: SimulationScript, minute: number) {
    const markets = await liveMarketsOf(db, run.fixture.id);
    const lines = (kind: string) =>
      markets
        .filter((m) => m.kind === kind && m.period === 'match' && m.lineQuarters !== null)
        .map((m) => m.lineQuarters! / 4);
    const priced = script.price(minute, await brandMarginOf(db, run.sim.merchantId), {
      handicapLines: lines('handicap'),
      totalLines: lines('over_under'),
    });
    const byIdentity = new Map(
      priced.map((p) => {
        const id = marketIdentity(p);
        return [`${id.kind}:${id.period}:${id.lineQuarters}`, pricesOf(p)] as const;
      }),
    );
    const changes: Change[] = [];
    const closed: LiveMarket[] = [];
    for (const market of markets) {
      const prices = byIdentity.get(`${market.kind}:${market.period}:${market.lineQuarters}`);
      // correct score keeps its named scores; one the model drops (impossible now) closes it
      if (!prices || market.selections.some((s) => !prices.has(s.code))) {
        closed.push(market);
        continue;
      }
      for (const s of market.selections) {
        const odds = prices.get(s.code)!;
        if (odds !== s.odds && odds > 1000) changes.push({ id: s.id, odds });
      }
    }
    await db.transaction(async (tx) => {
      for (const change of changes) {
        await tx
          .update(sbSelections)
          .set({ odds: change.odds })
          .where(eq(sbSelections.id, change.id));
      }
      if (changes.length > 0)
        await tx
          .insert(sbOddsHistory)
          .values(changes.map((c) => ({ selectionId: c.id, odds: c.odds })));
      await setMarketStates(
        tx,
        closed.map((m) => m.id),
        'closed',
      );
    });
    feed.odds(run.sim.merchantId, run.fixture.id, changes);
    feed.markets(
      run.sim.merchantId,
      run.fixture.id,
      closed.map((m) => ({ id: m.id, state: 'closed' as const })),
    );
  }

  /** Suspends or resumes the fixture's live markets. */
  async function setLiveState(
    run: RunningSimulation,
    from: SportsMarketState,
    to: SportsMarketState,
  ) {
    const markets = (await liveMarketsOf(db, run.fixture.id)).filter((m) => m.state === from);
    await setMarketStates(
      db,
      markets.map((m) => m.id),
      to,
    );
    feed.markets(
      run.sim.merchantId,
      run.fixture.id,
      markets.map((m) => ({ id: m.id, state: to })),
    );
  }

  /** Full time: the result through the operator's settlement, then the rematch. */
  async function finish(run: RunningSimulation, final: ScriptEvent, half: ScriptEvent | undefined) {
    const [merchant] = await db
      .select()
      .from(merchants)
      .where(eq(merchants.id, run.sim.merchantId));
    if (!merchant) return;
    await deps.trading.enterResult(merchant, engineActor, run.fixture.id, {
      home: final.score.home,
      away: final.score.away,
      ...(half ? { halfHome: half.score.home, halfAway: half.score.away } : {}),
    });
    const { params } = run.sim;
    const rematch = { ...params, home: params.away, away: params.home };
    const pricing =
      params.kind === 'football'
        ? { model: 'football' as const, home: rematch.home, away: rematch.away }
        : {
            model: 'elo' as const,
            teamA: rematch.home,
            teamB: rematch.away,
            bestOf: (params.bestOf ?? 3) as 1 | 3 | 5,
          };
    const now = deps.now();
    const markets = modelMarkets(pricing, await brandMarginOf(db, merchant.id), true);
    const created = await db.transaction(async (tx) => {
      const [done] = await tx
        .update(sbSimulations)
        .set({ finishedAt: now })
        .where(and(eq(sbSimulations.fixtureId, run.fixture.id), isNull(sbSimulations.finishedAt)))
        .returning({ id: sbSimulations.fixtureId });
      if (!done) return undefined;
      const fixture = await insertFixture(tx, merchant.id, {
        sport: run.sport,
        competition: run.competition,
        home: run.fixture.away,
        away: run.fixture.home,
        isOutright: false,
        startsAt: now.toISOString(),
        isLive: true,
        markets,
      });
      await tx
        .update(sbFixtures)
        .set({ isSimulated: true })
        .where(eq(sbFixtures.id, fixture.fixtureId));
      await tx.insert(sbSimulations).values({
        fixtureId: fixture.fixtureId,
        merchantId: merchant.id,
        seed: nextSimulationSeed(run.sim.seed),
        params: rematch,
        minuteMs: run.sim.minuteMs,
        kickOffAt: now,
      });
      return fixture.fixtureId;
    });
    if (created !== undefined) feed.fixture(merchant.id, created, 'live');
  }

  /** Plays one simulation up to the clock. */
  async function advance(run: RunningSimulation) {
    const { sim, fixture } = run;
    const script = simulationScript(sim.params, sim.seed);
    const nowMs = deps.now().getTime();
    const kickOff = sim.kickOffAt.getTime();
    if (nowMs < kickOff) return;
    const minute = Math.min(script.length, Math.floor((nowMs - kickOff) / sim.minuteMs));
    const due: ScriptEvent[] = [];
    for (const event of script.events.slice(sim.applied)) {
      if (event.elapsed > minute) break;
      due.push(event);
    }
    let suspendedUntil = sim.suspendedUntil?.getTime() ?? 0;
    for (const event of due) {
      if (event.kind === 'goal' || event.kind === 'map')
        suspendedUntil = Math.max(
          suspendedUntil,
          kickOff + event.elapsed * sim.minuteMs + goalSuspensionMs,
        );
    }
    const suspended = suspendedUntil > nowMs;
    const last = due.at(-1);
    const half = script.events.find((e) => e.kind === 'half-time' && e.elapsed <= minute);
    // full time once every event is written (again on the next step if settling failed)
    const final =
      sim.applied + due.length === script.events.length ? script.events.at(-1) : undefined;
    if (due.length > 0 || fixture.state === 'scheduled') {
      await db
        .update(sbFixtures)
        .set({
          state: 'live',
          isLive: true,
          ...(last ? { homeScore: last.score.home, awayScore: last.score.away } : {}),
          ...(half ? { homeHalfScore: half.score.home, awayHalfScore: half.score.away } : {}),
          updatedAt: new Date(nowMs),
        })
        .where(eq(sbFixtures.id, fixture.id));
    }
    if (suspended) await setLiveState(run, 'active', 'suspended');
    else if (sim.suspendedUntil) await setLiveState(run, 'suspended', 'active');
    const repriced = !suspended && !final && minute > sim.pricedMinute;
    if (repriced) await reprice(run, script, minute);
    await db
      .update(sbSimulations)
      .set({
        applied: sim.applied + due.length,
        pricedMinute: repriced ? minute : sim.pricedMinute,
        suspendedUntil: suspended ? new Date(suspendedUntil) : null,
      })
      .where(eq(sbSimulations.fixtureId, fixture.id));
    if (due.length > 0 || repriced) {
      const score = last?.score ?? { home: fixture.homeScore, away: fixture.awayScore };
      feed.score(sim.merchantId, fixture.id, {
        state: final ? 'ended' : 'live',
        score,
        halfTime: half ? half.score : null,
        clock: script.clockAt(minute),
        event: last ? { kind: last.kind, team: last.team } : null,
      });
    }
    if (final) await finish(run, final, half);
  }

  return {
    /** One step of every running simulation (the job; also tests with a moved clock). */
    async tick(): Promise<void> {
      for (const run of await runningSimulations(db)) {
        try {
          await advance(run);
        } catch (error) {
          deps.log.warn({ err: error, fixtureId: run.fixture.id }, 'simulated match step failed');
        }
      }
    },
  };
}
export type LiveEngine = ReturnType<typeof createLiveEngine>;
