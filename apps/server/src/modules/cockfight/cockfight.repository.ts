import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import {
  cockfightBets,
  cockfightEvents,
  cockfightFights,
  cockfightSettings,
} from '../../db/schema/index.ts';

export type CockfightEventRow = typeof cockfightEvents.$inferSelect;
export type CockfightFightRow = typeof cockfightFights.$inferSelect;
export type CockfightBetRow = typeof cockfightBets.$inferSelect;
export type CockfightSide = CockfightBetRow['side'];

/** The pool field of a side. */
function poolKey(side: CockfightSide): 'meronPool' | 'walaPool' | 'drawPool' {
  switch (side) {
    case 'meron':
      return 'meronPool';
    case 'wala':
      return 'walaPool';
    case 'draw':
      return 'drawPool';
    default:
      return side satisfies never;
  }
}

/** Every SQL of cockfight; each statement names the brand, so no row crosses brands. */
export function createCockfightRepository(db: Db) {
  return {
    async settings(merchantId: number) {
      const [row] = await db
        .select()
        .from(cockfightSettings)
        .where(eq(cockfightSettings.merchantId, merchantId));
      return row;
    },

    async saveSettings(
      tx: Executor,
      merchantId: number,
      values: { enabledCountries: string[]; plasadaBps: number },
    ) {
      await tx
        .insert(cockfightSettings)
        .values({ merchantId, ...values })
        .onConflictDoUpdate({
          target: cockfightSettings.merchantId,
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    /** The newest running event of the brand. */
    async runningEvent(merchantId: number) {
      const [row] = await db
        .select()
        .from(cockfightEvents)
        .where(
          and(eq(cockfightEvents.merchantId, merchantId), eq(cockfightEvents.status, 'running')),
        )
        .orderBy(desc(cockfightEvents.id))
        .limit(1);
      return row;
    },

    async events(merchantId: number, limit = 20) {
      return db
        .select()
        .from(cockfightEvents)
        .where(eq(cockfightEvents.merchantId, merchantId))
        .orderBy(desc(cockfightEvents.id))
        .limit(limit);
    },

    async event(merchantId: number, eventId: number) {
      const [row] = await db
        .select()
        .from(cockfightEvents)
        .where(and(eq(cockfightEvents.merchantId, merchantId), eq(cockfightEvents.id, eventId)));
      return row;
    },

    async insertEvent(tx: Executor, values: typeof cockfightEvents.$inferInsert) {
      const [row] = await tx.insert(cockfightEvents).values(values).returning();
      return row!;
    },

    /** The fights of some events in fight order. */
    async fightsOf(merchantId: number, eventIds: number[]) {
      if (eventIds.length === 0) return [];
      return db
        .select()
        .from(cockfightFights)
        .where(
          and(
            eq(cockfightFights.merchantId, merchantId),
            inArray(cockfightFights.eventId, eventIds),
          ),
        )
        .orderBy(asc(cockfightFights.fightNumber));
    },

    async fight(merchantId: number, fightId: number, executor: Executor = db, lock = false) {
      const query = executor
        .select()
        .from(cockfightFights)
        .where(and(eq(cockfightFights.merchantId, merchantId), eq(cockfightFights.id, fightId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    async insertFight(tx: Executor, values: typeof cockfightFights.$inferInsert) {
      const [row] = await tx.insert(cockfightFights).values(values).returning();
      return row!;
    },

    async updateFight(
      tx: Executor,
      fightId: number,
      values: Partial<typeof cockfightFights.$inferInsert>,
    ) {
      const [row] = await tx
        .update(cockfightFights)
        .set(values)
        .where(eq(cockfightFights.id, fightId))
        .returning();
      return row!;
    },

    /**
     * Adds a stake to its pool if the fight still takes bets, in one statement (the row lock
     * orders it against the close); undefined when it does not.
     */
    async addToPool(
      tx: Executor,
      merchantId: number,
      fightId: number,
      side: CockfightSide,
      stake: bigint,
    ) {
      const key = poolKey(side);
      const [row] = await tx
        .update(cockfightFights)
        .set({ [key]: sql`${cockfightFights[key]} + ${stake}` })
        .where(
          and(
            eq(cockfightFights.merchantId, merchantId),
            eq(cockfightFights.id, fightId),
            inArray(cockfightFights.state, ['open', 'last_call']),
          ),
        )
        .returning();
      return row;
    },

    /** Takes a refused stake back out of its pool. */
    async removeFromPool(tx: Executor, fightId: number, side: CockfightSide, stake: bigint) {
      const key = poolKey(side);
      await tx
        .update(cockfightFights)
        .set({ [key]: sql`${cockfightFights[key]} - ${stake}` })
        .where(eq(cockfightFights.id, fightId));
    },

    async betByKey(merchantId: number, memberId: number, requestKey: string) {
      const [row] = await db
        .select()
        .from(cockfightBets)
        .where(
          and(
            eq(cockfightBets.merchantId, merchantId),
            eq(cockfightBets.memberId, memberId),
            eq(cockfightBets.requestKey, requestKey),
          ),
        );
      return row;
    },

    async insertBet(tx: Executor, values: typeof cockfightBets.$inferInsert) {
      const [row] = await tx.insert(cockfightBets).values(values).onConflictDoNothing().returning();
      return row;
    },

    async markBetOpen(betId: number) {
      const [row] = await db
        .update(cockfightBets)
        .set({ status: 'open' })
        .where(eq(cockfightBets.id, betId))
        .returning();
      return row!;
    },

    async deleteBet(tx: Executor, betId: number) {
      await tx.delete(cockfightBets).where(eq(cockfightBets.id, betId));
    },

    async memberBets(merchantId: number, memberId: number, fightId: number) {
      return db
        .select()
        .from(cockfightBets)
        .where(
          and(
            eq(cockfightBets.merchantId, merchantId),
            eq(cockfightBets.memberId, memberId),
            eq(cockfightBets.fightId, fightId),
          ),
        )
        .orderBy(desc(cockfightBets.id));
    },

    /** The accepted bets of a fight not yet settled to `version`. */
    async betsToSettle(fightId: number, version: number) {
      return db
        .select()
        .from(cockfightBets)
        .where(
          and(
            eq(cockfightBets.fightId, fightId),
            inArray(cockfightBets.status, ['open', 'settled']),
            lt(cockfightBets.settledVersion, version),
          ),
        )
        .orderBy(asc(cockfightBets.id));
    },

    async countPending(fightId: number, version: number): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(cockfightBets)
        .where(
          and(
            eq(cockfightBets.fightId, fightId),
            inArray(cockfightBets.status, ['open', 'settled']),
            lt(cockfightBets.settledVersion, version),
          ),
        );
      return Number(row?.count ?? 0);
    },

    async endEvent(tx: Executor, eventId: number) {
      const [row] = await tx
        .update(cockfightEvents)
        .set({ status: 'ended' })
        .where(eq(cockfightEvents.id, eventId))
        .returning();
      return row!;
    },

    /** The settled bets of an event's fights (their wallet rounds to close). */
    async settledBetsOfEvent(eventId: number) {
      return db
        .select({ bet: cockfightBets })
        .from(cockfightBets)
        .innerJoin(cockfightFights, eq(cockfightFights.id, cockfightBets.fightId))
        .where(and(eq(cockfightFights.eventId, eventId), eq(cockfightBets.status, 'settled')))
        .orderBy(asc(cockfightBets.id));
    },

    /** Records a bet settled to `version` with what it has been paid back in all. */
    async markBetSettled(betId: number, version: number, returned: bigint) {
      await db
        .update(cockfightBets)
        .set({ status: 'settled', settledVersion: version, returned, settledAt: sql`now()` })
        .where(and(eq(cockfightBets.id, betId), lt(cockfightBets.settledVersion, version)));
    },
  };
}
export type CockfightRepository = ReturnType<typeof createCockfightRepository>;
