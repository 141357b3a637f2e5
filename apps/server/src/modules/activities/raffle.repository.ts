import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import {
  activities,
  activityRaffles,
  activityRaffleTickets,
  type RaffleWinnerRow,
} from '../../db/schema/index.ts';

export type RaffleRow = typeof activityRaffles.$inferSelect;

/** SQL of raffles: the committed seed and result row, and the tickets. */
export const raffleRepository = {
  async find(db: Executor, activityId: number): Promise<RaffleRow | undefined> {
    const [row] = await db
      .select()
      .from(activityRaffles)
      .where(eq(activityRaffles.activityId, activityId));
    return row;
  },

  /** The row locked: `update` for the draw and claims, `share` for taking tickets. */
  async lock(db: Executor, activityId: number, mode: 'update' | 'share') {
    const [row] = await db
      .select()
      .from(activityRaffles)
      .where(eq(activityRaffles.activityId, activityId))
      .for(mode);
    return row;
  },

  async insertIfNone(
    db: Executor,
    row: { activityId: number; merchantId: number; serverSeed: string; serverSeedHash: string },
  ) {
    await db.insert(activityRaffles).values(row).onConflictDoNothing();
  },

  async setDrawn(
    db: Executor,
    activityId: number,
    result: {
      ticketListHash: string;
      ticketCount: number;
      winners: RaffleWinnerRow[];
      drawnAt: Date;
      drawnBy: number | null;
    },
  ): Promise<RaffleRow> {
    const [row] = await db
      .update(activityRaffles)
      .set(result)
      .where(eq(activityRaffles.activityId, activityId))
      .returning();
    return row!;
  },

  /** Raffles past their close and not drawn (a raffle never viewed has no seed row yet). */
  async dueForDraw(db: Executor, now: Date) {
    return db
      .select({ id: activities.id, merchantId: activities.merchantId })
      .from(activities)
      .leftJoin(activityRaffles, eq(activityRaffles.activityId, activities.id))
      .where(
        and(
          eq(activities.kind, 'raffle'),
          lte(activities.endsAt, now),
          isNull(activityRaffles.drawnAt),
        ),
      )
      .orderBy(asc(activities.id))
      .limit(100);
  },

  /** Inserts the day's tickets unless already taken; the ids taken now (none when taken). */
  async insertTickets(
    db: Executor,
    take: { merchantId: number; memberId: number; activityId: number; localDay: string },
    count: number,
  ): Promise<number[]> {
    const rows = await db
      .insert(activityRaffleTickets)
      .values(Array.from({ length: count }, (_, index) => ({ ...take, seq: index + 1 })))
      .onConflictDoNothing()
      .returning({ id: activityRaffleTickets.id });
    return rows.map((row) => row.id).sort((a, b) => a - b);
  },

  /** Every ticket of a raffle (id and owner), ascending id. */
  async tickets(db: Executor, activityId: number) {
    return db
      .select({ id: activityRaffleTickets.id, memberId: activityRaffleTickets.memberId })
      .from(activityRaffleTickets)
      .where(eq(activityRaffleTickets.activityId, activityId))
      .orderBy(asc(activityRaffleTickets.id));
  },

  async ticketsOf(db: Executor, activityId: number, memberId: number) {
    return db
      .select({ id: activityRaffleTickets.id, localDay: activityRaffleTickets.localDay })
      .from(activityRaffleTickets)
      .where(
        and(
          eq(activityRaffleTickets.activityId, activityId),
          eq(activityRaffleTickets.memberId, memberId),
        ),
      )
      .orderBy(asc(activityRaffleTickets.id));
  },

  async ticketCount(db: Executor, activityId: number): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(activityRaffleTickets)
      .where(eq(activityRaffleTickets.activityId, activityId));
    return row?.count ?? 0;
  },
};
