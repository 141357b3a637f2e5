import { and, eq, sql } from 'drizzle-orm';
import {
  formatMinorUnits,
  parseAmount,
  type BoFixtureInput,
  type BoLimitInput,
  type BoResultInput,
  type SportsLegOutcome,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf, type Executor } from '../../db/rows.ts';
import {
  sbFixtures,
  sbLimits,
  sbMarkets,
  sbOddsHistory,
  sbSelections,
  sbSports,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { auditBook, type StaffActor } from './book-audit.ts';
import { brandMarginOf } from './brand-margin.ts';
import { assertCorrectable, gradeAndSettle } from './fixture-settling.ts';
import { gradeMarket } from './grading.ts';
import { modelMarkets } from './model-pricing.ts';
import type { OddsFeed } from './odds-feed.ts';
import { bookSettingsOf } from './settings.repository.ts';
import type { Settlement } from './settlement.service.ts';
import {
  insertFixture,
  lockFixture,
  marketsForGrading,
  setOutcomes,
} from './trading.repository.ts';

/**
 * The operator's trading API: publish fixtures, edit odds, suspend and resume markets, enter
 * (or correct) results, void, set limits. Every change is audited; every row is the brand's
 * (another brand's fixture is not found).
 */
export function createTrading(deps: {
  db: Db;
  settlement: Settlement;
  feed: OddsFeed;
  now: () => Date;
}) {
  const { db, settlement, feed, now } = deps;
  /** Locks the fixture and refuses a correction after the re-settlement window. */
  const lockCorrectable = async (tx: Executor, merchantId: number, fixtureId: number) => {
    const fixture = await lockFixture(tx, merchantId, fixtureId);
    const book = await bookSettingsOf(tx, merchantId);
    assertCorrectable(fixture, book.resettleWindowHours, now());
    return fixture;
  };

  const audit = (
    tx: Executor,
    merchant: Merchant,
    actor: StaffActor,
    action: string,
    subject: { kind: string; id: number },
    after: Record<string, unknown>,
  ) => auditBook(tx, merchant.id, actor, action, subject, after);

  const settle = (merchant: Merchant, fixtureId: number, result: BoResultInput | null) =>
    gradeAndSettle(db, settlement, merchant, fixtureId, result);

  async function marketOf(merchantId: number, marketId: number) {
    const [market] = await db
      .select()
      .from(sbMarkets)
      .where(and(eq(sbMarkets.merchantId, merchantId), eq(sbMarkets.id, marketId)));
    if (!market) throw new AppError('sb_market_not_found');
    return market;
  }

  return {
    async publish(merchant: Merchant, actor: StaffActor, input: BoFixtureInput) {
      const markets = input.pricing
        ? [
            ...input.markets,
            ...modelMarkets(input.pricing, await brandMarginOf(db, merchant.id), input.isLive),
          ]
        : input.markets;
      const created = await db.transaction(async (tx) => {
        const created = await insertFixture(tx, merchant.id, { ...input, markets });
        await audit(
          tx,
          merchant,
          actor,
          'sportsbook.fixture.publish',
          { kind: 'sb_fixture', id: created.fixtureId },
          { input },
        );
        return created;
      });
      feed.fixture(merchant.id, created.fixtureId, input.isLive ? 'live' : 'scheduled');
      return created;
    },

    async setOdds(merchant: Merchant, actor: StaffActor, selectionId: number, odds: number) {
      const fixtureId = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(sbSelections)
          .set({ odds })
          .where(and(eq(sbSelections.merchantId, merchant.id), eq(sbSelections.id, selectionId)))
          .returning({ id: sbSelections.id, marketId: sbSelections.marketId });
        if (!row) throw new AppError('sb_selection_not_found');
        const [market] = await tx
          .select({ fixtureId: sbMarkets.fixtureId })
          .from(sbMarkets)
          .where(eq(sbMarkets.id, row.marketId));
        await tx.insert(sbOddsHistory).values({ selectionId, odds, staffId: actor.staffId });
        await audit(
          tx,
          merchant,
          actor,
          'sportsbook.odds',
          { kind: 'sb_selection', id: selectionId },
          { odds },
        );
        return market!.fixtureId;
      });
      feed.odds(merchant.id, fixtureId, [{ id: selectionId, odds }]);
      return { ok: true as const };
    },

    async setMarketState(
      merchant: Merchant,
      actor: StaffActor,
      marketId: number,
      state: 'active' | 'suspended' | 'closed',
    ) {
      const market = await marketOf(merchant.id, marketId);
      if (market.state === 'settled' || market.state === 'cancelled')
        throw new AppError('sb_market_closed');
      await db.transaction(async (tx) => {
        await tx.update(sbMarkets).set({ state }).where(eq(sbMarkets.id, marketId));
        await audit(
          tx,
          merchant,
          actor,
          'sportsbook.market.state',
          { kind: 'sb_market', id: marketId },
          { state },
        );
      });
      feed.markets(merchant.id, market.fixtureId, [{ id: marketId, state }]);
      return { ok: true as const };
    },

    /** Enters a result (a second, different one re-settles; the same one changes nothing). */
    async enterResult(
      merchant: Merchant,
      actor: StaffActor,
      fixtureId: number,
      result: BoResultInput,
    ) {
      const version = await db.transaction(async (tx) => {
        const fixture = await lockCorrectable(tx, merchant.id, fixtureId);
        if (fixture.state === 'cancelled') throw new AppError('sb_market_closed');
        const outcomes = new Map<number, SportsLegOutcome>();
        for (const market of await marketsForGrading(tx, fixtureId)) {
          for (const [id, outcome] of gradeMarket(market, result)) outcomes.set(id, outcome);
        }
        await setOutcomes(tx, outcomes);
        await tx
          .update(sbMarkets)
          .set({ state: 'settled', heldByAbandon: false })
          .where(and(eq(sbMarkets.fixtureId, fixtureId), sql`${sbMarkets.state} <> 'cancelled'`));
        const [updated] = await tx
          .update(sbFixtures)
          .set({
            state: 'ended',
            isLive: false,
            homeScore: result.home,
            awayScore: result.away,
            homeHalfScore: result.halfHome ?? null,
            awayHalfScore: result.halfAway ?? null,
            resultVersion: sql`${sbFixtures.resultVersion} + 1`,
            // a match resumed and played out: its result ends the abandonment
            abandonedAt: null,
            resultedAt: now(),
            updatedAt: new Date(),
          })
          .where(eq(sbFixtures.id, fixtureId))
          .returning({ version: sbFixtures.resultVersion });
        await audit(
          tx,
          merchant,
          actor,
          'sportsbook.result',
          { kind: 'sb_fixture', id: fixtureId },
          { result },
        );
        return updated!.version;
      });
      feed.fixture(merchant.id, fixtureId, 'ended');
      const run = await settle(merchant, fixtureId, result);
      return { fixtureId, resultVersion: version, ...run };
    },

    /** Voids the fixture: every market cancelled, every leg on it void (1.00), bets refunded. */
    async voidFixture(merchant: Merchant, actor: StaffActor, fixtureId: number) {
      const version = await db.transaction(async (tx) => {
        const fixture = await lockCorrectable(tx, merchant.id, fixtureId);
        await tx.execute(sql`
          update sb_selections s set outcome = 'void' from sb_markets m
           where m.fixture_id = ${fixtureId} and s.market_id = m.id`);
        await tx
          .update(sbMarkets)
          .set({ state: 'cancelled', heldByAbandon: false })
          .where(eq(sbMarkets.fixtureId, fixtureId));
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
        await audit(
          tx,
          merchant,
          actor,
          'sportsbook.void',
          { kind: 'sb_fixture', id: fixtureId },
          {},
        );
        return fixture.resultVersion + 1;
      });
      feed.fixture(merchant.id, fixtureId, 'cancelled');
      const run = await settle(merchant, fixtureId, null);
      return { fixtureId, resultVersion: version, ...run };
    },

    async liability(merchant: Merchant, fixtureId: number) {
      await lockFixture(db, merchant.id, fixtureId);
      const rows = await rowsOf<{ market_id: string; exposure: string }>(
        db,
        sql`select l.market_id::text, sum(b.risk + b.win)::text as exposure
              from sb_bet_legs l join sb_bets b on b.id = l.bet_id
             where l.fixture_id = ${fixtureId} and b.state in ('pending', 'open')
             group by l.market_id order by l.market_id`,
      );
      const [total] = await rowsOf<{ exposure: string | null }>(
        db,
        sql`select sum(b.risk + b.win)::text as exposure from sb_bets b
             where b.id in (select bet_id from sb_bet_legs where fixture_id = ${fixtureId})
               and b.state in ('pending', 'open')`,
      );
      const money = (minor: string | null) =>
        formatMinorUnits(BigInt(minor ?? '0'), merchant.currencyDecimals);
      return {
        fixtureId,
        exposure: money(total?.exposure ?? null),
        markets: rows.map((r) => ({ marketId: Number(r.market_id), exposure: money(r.exposure) })),
      };
    },

    async setLimit(merchant: Merchant, actor: StaffActor, input: BoLimitInput) {
      let sportId: number | null = null;
      if (input.sport) {
        const [sport] = await db
          .select({ id: sbSports.id })
          .from(sbSports)
          .where(and(eq(sbSports.merchantId, merchant.id), eq(sbSports.code, input.sport)));
        if (!sport) throw new AppError('sb_sport_not_found');
        sportId = sport.id;
      }
      const amount = (text: string | null | undefined) => {
        if (text === null || text === undefined) return null;
        const parsed = parseAmount(text, merchant.currencyDecimals);
        if (!parsed.ok) throw new AppError(parsed.problem);
        return parsed.minor;
      };
      const values = {
        maxStake: amount(input.maxStake),
        maxPayout: amount(input.maxPayout),
        maxMarketExposure: amount(input.maxMarketExposure),
        maxFixtureExposure: amount(input.maxFixtureExposure),
        stakeFactorBp: input.stakeFactorBp ?? null,
      };
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(sbLimits)
          .values({
            merchantId: merchant.id,
            sportId,
            marketKind: input.marketKind ?? null,
            memberId: input.memberId ?? null,
            ...values,
          })
          .onConflictDoUpdate({
            target: [sbLimits.merchantId, sbLimits.sportId, sbLimits.marketKind, sbLimits.memberId],
            set: values,
          })
          .returning({ id: sbLimits.id });
        await audit(
          tx,
          merchant,
          actor,
          'sportsbook.limit',
          { kind: 'sb_limit', id: row!.id },
          { input },
        );
      });
      return { ok: true as const };
    },
  };
}
export type Trading = ReturnType<typeof createTrading>;
export type { StaffActor };
