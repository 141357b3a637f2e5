import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { resolveGamePolicy, tableCodes, type TableCode } from '@lobby/contracts';
import type { Executor } from '../../../db/rows.ts';
import { rowsOf } from '../../../db/rows.ts';
import {
  games,
  members,
  merchants,
  tableBets,
  tableRounds,
  vendors,
} from '../../../db/schema/index.ts';
import type { TableBetStatus } from '../../../db/schema/games.ts';
import { tableVassalages } from './table-rules.ts';

export type RoundRow = typeof tableRounds.$inferSelect;
export type BetRow = typeof tableBets.$inferSelect;

/** A table of one brand that takes play: its game row, limits and the brand's currency. */
export interface TableSite {
  merchantId: number;
  table: TableCode;
  gameId: number;
  currencyDecimals: number;
  minStake: bigint;
  maxStake: bigint;
  maxPayout: bigint;
}

/** The tables of every brand whose game is active and not under maintenance (nor its vendor). */
export async function listTableSites(db: Executor, merchantId?: number): Promise<TableSite[]> {
  const rows = await db
    .select({
      merchantId: games.merchantId,
      gameCode: games.gameCode,
      vassalage: games.vassalage,
      gameId: games.id,
      minStake: games.minStake,
      maxStake: games.maxStake,
      currencyDecimals: merchants.currencyDecimals,
      gamePolicy: merchants.gamePolicy,
    })
    .from(games)
    .innerJoin(merchants, eq(merchants.id, games.merchantId))
    .innerJoin(
      vendors,
      and(
        eq(vendors.merchantId, games.merchantId),
        eq(vendors.vassalage, games.vassalage),
        eq(vendors.gameType, games.gameType),
      ),
    )
    .where(
      and(
        inArray(games.gameCode, [...tableCodes]),
        eq(games.isActive, true),
        eq(games.isMaintenance, false),
        eq(vendors.isActive, true),
        eq(vendors.isMaintenance, false),
        merchantId === undefined ? undefined : eq(games.merchantId, merchantId),
      ),
    );
  return rows
    .filter((row) => tableVassalages[row.gameCode as TableCode] === row.vassalage)
    .map((row) => {
      const policy = resolveGamePolicy(row.gamePolicy);
      return {
        merchantId: row.merchantId,
        table: row.gameCode as TableCode,
        gameId: row.gameId,
        currencyDecimals: row.currencyDecimals,
        minStake: row.minStake ?? BigInt(policy.minStake),
        maxStake: row.maxStake ?? BigInt(policy.maxStake),
        maxPayout: BigInt(policy.maxPayout),
      };
    });
}

/** The newest round of a table. */
export async function latestRound(
  db: Executor,
  merchantId: number,
  table: TableCode,
): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(tableRounds)
    .where(and(eq(tableRounds.merchantId, merchantId), eq(tableRounds.tableCode, table)))
    .orderBy(desc(tableRounds.roundNo))
    .limit(1);
  return row;
}

export async function findRound(
  db: Executor,
  merchantId: number,
  roundId: number,
): Promise<RoundRow | undefined> {
  const [row] = await db
    .select()
    .from(tableRounds)
    .where(and(eq(tableRounds.id, roundId), eq(tableRounds.merchantId, merchantId)));
  return row;
}

export async function roundById(db: Executor, roundId: number): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(tableRounds).where(eq(tableRounds.id, roundId));
  return row;
}

/** The last settled rounds of a table, newest first. */
export function recentSettledRounds(
  db: Executor,
  merchantId: number,
  table: TableCode,
  limit: number,
): Promise<RoundRow[]> {
  return db
    .select()
    .from(tableRounds)
    .where(
      and(
        eq(tableRounds.merchantId, merchantId),
        eq(tableRounds.tableCode, table),
        eq(tableRounds.phase, 'settled'),
      ),
    )
    .orderBy(desc(tableRounds.roundNo))
    .limit(limit);
}

/**
 * Opens the next round of a table. Its id is taken first so the public salt (the id as text)
 * is fixed in the same insert; a racing instance hits the round number's unique key instead.
 */
export async function insertRound(
  db: Executor,
  input: Omit<typeof tableRounds.$inferInsert, 'id' | 'clientSeed'>,
): Promise<RoundRow | undefined> {
  const [next] = await rowsOf<{ id: unknown }>(
    db,
    sql`select nextval(pg_get_serial_sequence('table_rounds', 'id')) as id`,
  );
  const id = Number(next!.id);
  const [row] = await db
    .insert(tableRounds)
    .values({ ...input, id, clientSeed: String(id) })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Moves a round out of betting (only once); the returned row is the winner of any race. */
export async function startRound(
  db: Executor,
  roundId: number,
  values: { startedAt: Date; result: Record<string, unknown> | null },
): Promise<RoundRow | undefined> {
  const [row] = await db
    .update(tableRounds)
    .set({ phase: 'running', startedAt: values.startedAt, result: values.result })
    .where(and(eq(tableRounds.id, roundId), eq(tableRounds.phase, 'betting')))
    .returning();
  return row;
}

/** Settles a round (only once): the result and the server seed become public. */
export async function settleRoundRow(
  db: Executor,
  roundId: number,
  values: { settledAt: Date; result: Record<string, unknown> },
): Promise<RoundRow | undefined> {
  const [row] = await db
    .update(tableRounds)
    .set({ phase: 'settled', settledAt: values.settledAt, result: values.result })
    .where(and(eq(tableRounds.id, roundId), ne(tableRounds.phase, 'settled')))
    .returning();
  return row;
}

/**
 * Records a bet if its round still takes bets. The round row is read FOR SHARE, so closing the
 * round (an UPDATE of that row) waits for this insert, and settlement always sees the bet.
 * Answers the bet (the existing one on a replay of the same spot), or null when closed.
 */
export async function insertBetWhileBetting(
  db: Executor,
  values: typeof tableBets.$inferInsert,
): Promise<BetRow | null> {
  return db.transaction(async (tx) => {
    const open = await rowsOf<{ id: unknown }>(
      tx,
      sql`select id from table_rounds where id = ${values.roundId} and phase = 'betting' for share`,
    );
    if (open.length === 0) return null;
    const [inserted] = await tx.insert(tableBets).values(values).onConflictDoNothing().returning();
    if (inserted) return inserted;
    const [existing] = await tx
      .select()
      .from(tableBets)
      .where(
        and(
          eq(tableBets.roundId, values.roundId),
          eq(tableBets.memberId, values.memberId),
          eq(tableBets.spot, values.spot),
        ),
      );
    return existing ?? null;
  });
}

export function betsOfRound(db: Executor, roundId: number): Promise<BetRow[]> {
  return db.select().from(tableBets).where(eq(tableBets.roundId, roundId)).orderBy(tableBets.id);
}

/** A member's bets in the given rounds. */
export function betsOfMember(
  db: Executor,
  memberId: number,
  roundIds: number[],
): Promise<BetRow[]> {
  if (roundIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tableBets)
    .where(and(eq(tableBets.memberId, memberId), inArray(tableBets.roundId, roundIds)))
    .orderBy(tableBets.id);
}

/**
 * Decides an open bet (only once): its status and what it returns. Money follows; `settledAt`
 * stays empty until the provider wallet confirmed it.
 */
export async function decideBet(
  db: Executor,
  betId: number,
  values: { status: Exclude<TableBetStatus, 'placed'>; payout: bigint; cashoutAt?: number },
): Promise<BetRow | undefined> {
  const [row] = await db
    .update(tableBets)
    .set({ status: values.status, payout: values.payout, cashoutAt: values.cashoutAt ?? null })
    .where(and(eq(tableBets.id, betId), eq(tableBets.status, 'placed')))
    .returning();
  return row;
}

/** Stamps bets whose money the provider wallet confirmed. */
export async function markBetsPaid(db: Executor, betIds: number[], at: Date): Promise<void> {
  if (betIds.length === 0) return;
  await db
    .update(tableBets)
    .set({ settledAt: at })
    .where(and(inArray(tableBets.id, betIds), isNull(tableBets.settledAt)));
}

/** Rounds (of any table) with decided bets whose money has not gone through yet. */
export async function roundsOwingMoney(db: Executor, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ roundId: tableBets.roundId })
    .from(tableBets)
    .innerJoin(tableRounds, eq(tableRounds.id, tableBets.roundId))
    .where(
      and(
        isNull(tableBets.settledAt),
        ne(tableBets.status, 'placed'),
        eq(tableRounds.phase, 'settled'),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.roundId);
}

/** Usernames by member id (to show masked names at the table). */
export async function usernamesOf(db: Executor, memberIds: number[]): Promise<Map<number, string>> {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .select({ id: members.id, username: members.username })
    .from(members)
    .where(inArray(members.id, memberIds));
  return new Map(rows.map((row) => [row.id, row.username]));
}
