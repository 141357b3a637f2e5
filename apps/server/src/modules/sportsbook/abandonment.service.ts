import { and, eq, sql } from 'drizzle-orm';
import type { BoResultInput, SportsLegOutcome } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { sbFixtures, sbMarkets } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { auditBook, type StaffActor } from './book-audit.ts';
import { isDecidedAtAbandon } from './decided-markets.ts';
import { gradeAndSettle } from './fixture-settling.ts';
import { gradeMarket } from './grading.ts';
import type { OddsFeed } from './odds-feed.ts';
import type { Settlement } from './settlement.service.ts';
import { bookSettingsOf } from './settings.repository.ts';
import { lockFixture, marketsForGrading, setOutcomes } from './trading.repository.ts';

const hour = 3_600_000;

/**
 * Abandoned matches (docs/sportsbook.md "Abandoned matches"): the operator marks a fixture
 * abandoned with the score at that moment (its markets are suspended) and may resume it within
 * the brand's window (24–48 h); past it, the job voids every market not already decided and
 * settles the decided ones on that score. Each step goes out on the live feed, so an open
 * page suspends, reopens or closes the markets without a reload.
 */
export function createAbandonment(deps: {
  db: Db;
  settlement: Settlement;
  feed: OddsFeed;
  now: () => Date;
}) {
  const { db, settlement, feed, now } = deps;

  /** Voids the undecided markets of one expired abandonment and settles the fixture. */
  async function expire(merchantId: number, currencyDecimals: number, fixtureId: number) {
    const done = await db.transaction(async (tx) => {
      const fixture = await lockFixture(tx, merchantId, fixtureId);
      if (!fixture.abandonedAt || fixture.state === 'ended' || fixture.state === 'cancelled') {
        return null; // resumed, resulted or voided meanwhile
      }
      const score: BoResultInput = {
        home: fixture.homeScore,
        away: fixture.awayScore,
        ...(fixture.homeHalfScore !== null && fixture.awayHalfScore !== null
          ? { halfHome: fixture.homeHalfScore, halfAway: fixture.awayHalfScore }
          : {}),
      };
      const outcomes = new Map<number, SportsLegOutcome>();
      const decided: number[] = [];
      const voided: number[] = [];
      for (const market of await marketsForGrading(tx, fixtureId)) {
        if (market.kind !== 'outright' && isDecidedAtAbandon(market, score)) {
          for (const [id, outcome] of gradeMarket(market, score)) outcomes.set(id, outcome);
          decided.push(market.id);
        } else {
          for (const s of market.selections) outcomes.set(s.id, 'void');
          voided.push(market.id);
        }
      }
      await setOutcomes(tx, outcomes);
      await tx.execute(sql`
        update sb_markets set held_by_abandon = false,
               state = case when id = any(${`{${decided.join(',')}}`}::bigint[])
                            then 'settled' else 'cancelled' end
         where fixture_id = ${fixtureId} and state <> 'cancelled'`);
      await tx
        .update(sbFixtures)
        .set({
          state: 'cancelled',
          isLive: false,
          resultVersion: fixture.resultVersion + 1,
          resultedAt: now(),
          updatedAt: new Date(),
        })
        .where(eq(sbFixtures.id, fixtureId));
      await auditBook(
        tx,
        merchantId,
        null,
        'sportsbook.abandon.void',
        { kind: 'sb_fixture', id: fixtureId },
        { score, decidedMarkets: decided, voidMarkets: voided },
      );
      return { decided, voided };
    });
    if (!done) return;
    feed.markets(merchantId, fixtureId, [
      ...done.decided.map((id) => ({ id, state: 'settled' as const })),
      ...done.voided.map((id) => ({ id, state: 'cancelled' as const })),
    ]);
    feed.fixture(merchantId, fixtureId, 'cancelled');
    await gradeAndSettle(db, settlement, { id: merchantId, currencyDecimals }, fixtureId, null);
  }

  return {
    async abandon(merchantId: number, actor: StaffActor, fixtureId: number, score: BoResultInput) {
      const at = now();
      const book = await bookSettingsOf(db, merchantId);
      const suspended = await db.transaction(async (tx) => {
        const fixture = await lockFixture(tx, merchantId, fixtureId);
        if (fixture.abandonedAt || (fixture.state !== 'scheduled' && fixture.state !== 'live')) {
          throw new AppError('sb_fixture_not_abandonable');
        }
        await tx
          .update(sbFixtures)
          .set({
            abandonedAt: at,
            homeScore: score.home,
            awayScore: score.away,
            homeHalfScore: score.halfHome ?? null,
            awayHalfScore: score.halfAway ?? null,
            updatedAt: new Date(),
          })
          .where(eq(sbFixtures.id, fixtureId));
        const held = await tx
          .update(sbMarkets)
          .set({ state: 'suspended', heldByAbandon: true })
          .where(and(eq(sbMarkets.fixtureId, fixtureId), eq(sbMarkets.state, 'active')))
          .returning({ id: sbMarkets.id });
        await auditBook(
          tx,
          merchantId,
          actor,
          'sportsbook.abandon',
          { kind: 'sb_fixture', id: fixtureId },
          { score },
        );
        return held;
      });
      feed.markets(
        merchantId,
        fixtureId,
        suspended.map(({ id }) => ({ id, state: 'suspended' as const })),
      );
      const voidAt = new Date(at.getTime() + book.abandonWindowHours * hour);
      return { fixtureId, abandonedAt: at.toISOString(), voidAt: voidAt.toISOString() };
    },

    /** The match goes on: the markets the abandonment suspended take bets again. */
    async resume(merchantId: number, actor: StaffActor, fixtureId: number) {
      const book = await bookSettingsOf(db, merchantId);
      const reopened = await db.transaction(async (tx) => {
        const fixture = await lockFixture(tx, merchantId, fixtureId);
        if (!fixture.abandonedAt || fixture.state === 'ended' || fixture.state === 'cancelled') {
          throw new AppError('sb_fixture_not_abandoned');
        }
        if (now().getTime() > fixture.abandonedAt.getTime() + book.abandonWindowHours * hour) {
          throw new AppError('sb_abandon_window_passed');
        }
        await tx
          .update(sbFixtures)
          .set({ abandonedAt: null, updatedAt: new Date() })
          .where(eq(sbFixtures.id, fixtureId));
        const released = await tx
          .update(sbMarkets)
          .set({ state: 'active', heldByAbandon: false })
          .where(and(eq(sbMarkets.fixtureId, fixtureId), eq(sbMarkets.heldByAbandon, true)))
          .returning({ id: sbMarkets.id });
        await auditBook(
          tx,
          merchantId,
          actor,
          'sportsbook.resume',
          { kind: 'sb_fixture', id: fixtureId },
          {},
        );
        return released;
      });
      feed.markets(
        merchantId,
        fixtureId,
        reopened.map(({ id }) => ({ id, state: 'active' as const })),
      );
      return { ok: true as const };
    },

    /** The job: every abandonment older than its brand's window is voided (bar decided markets). */
    async expireDue(): Promise<number> {
      const due = await rowsOf<{ id: string; merchant_id: string; decimals: number }>(
        db,
        sql`select f.id::text, f.merchant_id::text, m.currency_decimals as decimals
              from sb_fixtures f
              join merchants m on m.id = f.merchant_id
              left join sb_brand_settings s on s.merchant_id = f.merchant_id
             where f.abandoned_at is not null and f.state in ('scheduled', 'live')
               and f.abandoned_at + make_interval(hours =>
                     least(48, greatest(24, coalesce(s.abandon_window_hours, 36))))
                   < ${now()}
             order by f.id limit 100`,
      );
      for (const row of due) await expire(Number(row.merchant_id), row.decimals, Number(row.id));
      return due.length;
    },
  };
}
export type Abandonment = ReturnType<typeof createAbandonment>;
