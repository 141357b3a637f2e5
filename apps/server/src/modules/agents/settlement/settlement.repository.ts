import { and, asc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { ContractKind, DividendPeriod } from '@lobby/contracts';
import type { Executor } from '../../../db/rows.ts';
import { rowsOf, toBigInt } from '../../../db/rows.ts';
import {
  agentSettlementRuns,
  agentSettlements,
  type StoredTier,
} from '../../../db/schema/index.ts';
import type { TeamFigures } from './settlement-maths.ts';
import type { SettlementPeriod } from './settlement-periods.ts';
import { teamSumsSql } from './team-sums-sql.ts';

export type SettlementRow = typeof agentSettlements.$inferSelect;
export type NewSettlementRow = typeof agentSettlements.$inferInsert;
export type SettlementRunRow = typeof agentSettlementRuns.$inferSelect;

/** A contract in force during a period, as settlement needs it. */
export interface ContractInForce {
  id: number;
  holderId: number;
  /** Null: a house contract (the house pays). */
  uplineId: number | null;
  tiers: StoredTier[];
}

/** SQL of the settlement: contracts in force, team sums, items and runs. */
export function createSettlementRepository() {
  return {
    /**
     * Per holder, the last contract of the kind in force at some instant of the period
     * (accepted before it ended, not ended before it started): it settles the whole period.
     */
    async contractsInForce(
      db: Executor,
      merchantId: number,
      kind: ContractKind,
      period: Pick<SettlementPeriod, 'start' | 'end'>,
      dividendPeriod?: DividendPeriod,
    ): Promise<ContractInForce[]> {
      const rows = await rowsOf<{
        id: unknown;
        holder_id: unknown;
        upline_id: unknown;
        tiers: StoredTier[];
        depth: unknown;
      }>(
        db,
        sql`select distinct on (c.holder_id) c.id, c.holder_id, c.upline_id, c.tiers,
              (select max(t.depth) from agent_tree t where t.descendant_id = c.holder_id) as depth
            from agent_contracts c
            where c.merchant_id = ${merchantId} and c.kind = ${kind}
              and c.state in ('accepted', 'terminated') and c.answered_at is not null
              and c.answered_at < ${period.end.toISOString()}::timestamptz
              and (c.ended_at is null or c.ended_at > ${period.start.toISOString()}::timestamptz)
              ${dividendPeriod ? sql`and c.period = ${dividendPeriod}` : sql``}
            order by c.holder_id, c.answered_at desc, c.id desc`,
      );
      // uplines first: a payer is paid its own salary before it pays its downlines
      return rows
        .map((row) => ({
          id: Number(row.id),
          holderId: Number(row.holder_id),
          uplineId: row.upline_id === null ? null : Number(row.upline_id),
          tiers: row.tiers,
          depth: Number(row.depth),
        }))
        .sort((a, b) => a.depth - b.depth || a.id - b.id)
        .map(({ depth: _depth, ...contract }) => contract);
    },

    /** The dividend periods of the brand's contracts that may still need settling. */
    async dividendPeriodsInUse(db: Executor, merchantId: number): Promise<DividendPeriod[]> {
      const rows = await rowsOf<{ period: DividendPeriod }>(
        db,
        sql`select distinct period from agent_contracts
            where merchant_id = ${merchantId} and kind = 'dividend' and period is not null
              and state in ('accepted', 'terminated')`,
      );
      return rows.map((row) => row.period);
    },

    /** Each holder's team figures for the period (the holder's whole subtree, itself included). */
    async teamFigures(
      db: Executor,
      merchantId: number,
      holderIds: readonly number[],
      period: SettlementPeriod,
      active: { minDeposit: bigint; minValidBet: bigint },
    ): Promise<Map<number, TeamFigures>> {
      const figures = new Map<number, TeamFigures>();
      if (holderIds.length === 0) return figures;
      const rows = await rowsOf<{
        holder_id: unknown;
        valid_bet: unknown;
        bet: unknown;
        payout: unknown;
        active: unknown;
      }>(db, teamSumsSql(merchantId, holderIds, period, active));
      for (const row of rows) {
        figures.set(Number(row.holder_id), {
          validBet: toBigInt(row.valid_bet),
          bet: toBigInt(row.bet),
          payout: toBigInt(row.payout),
          activeMembers: Number(row.active),
        });
      }
      return figures;
    },

    /** The items already written for these contracts and this period, by contract. */
    async itemsOf(
      db: Executor,
      contractIds: readonly number[],
      kind: ContractKind,
      periodStart: Date,
    ): Promise<Map<number, SettlementRow>> {
      if (contractIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(agentSettlements)
        .where(
          and(
            inArray(agentSettlements.contractId, [...contractIds]),
            eq(agentSettlements.kind, kind),
            eq(agentSettlements.periodStart, periodStart),
          ),
        );
      return new Map(rows.map((row) => [row.contractId, row]));
    },

    /** Per holder, the dividend base of the period that ended when this one started. */
    async previousDividendBases(
      db: Executor,
      holderIds: readonly number[],
      periodStart: Date,
    ): Promise<Map<number, bigint>> {
      if (holderIds.length === 0) return new Map();
      const rows = await db
        .select({ holderId: agentSettlements.holderId, base: agentSettlements.base })
        .from(agentSettlements)
        .where(
          and(
            inArray(agentSettlements.holderId, [...holderIds]),
            eq(agentSettlements.kind, 'dividend'),
            eq(agentSettlements.periodEnd, periodStart),
          ),
        );
      return new Map(rows.map((row) => [row.holderId, row.base]));
    },

    /** Per holder, the valid bet the real-time salary already counted in this hour (any contract). */
    async countedRealtimeBase(
      db: Executor,
      holderIds: readonly number[],
      hourStart: Date,
    ): Promise<Map<number, bigint>> {
      if (holderIds.length === 0) return new Map();
      const rows = await rowsOf<{ holder_id: unknown; counted: unknown }>(
        db,
        sql`select holder_id, sum(base) as counted from agent_settlements
            where holder_id = any(${`{${holderIds.join(',')}}`}::bigint[])
              and kind = 'realtime_salary' and period_start = ${hourStart.toISOString()}::timestamptz
            group by holder_id`,
      );
      return new Map(rows.map((row) => [Number(row.holder_id), toBigInt(row.counted)]));
    },

    /** Writes a new item; undefined when another run wrote it first. */
    async insertItem(db: Executor, row: NewSettlementRow): Promise<SettlementRow | undefined> {
      const [inserted] = await db
        .insert(agentSettlements)
        .values(row)
        .onConflictDoNothing()
        .returning();
      return inserted;
    },

    /** Locks one item for a payment or a change. */
    async lockItem(db: Executor, id: number): Promise<SettlementRow | undefined> {
      const [row] = await db
        .select()
        .from(agentSettlements)
        .where(eq(agentSettlements.id, id))
        .for('update');
      return row;
    },

    async updateItem(
      db: Executor,
      id: number,
      change: Partial<
        Pick<
          SettlementRow,
          | 'paid'
          | 'state'
          | 'paidAt'
          | 'base'
          | 'rate'
          | 'amount'
          | 'teamValidBet'
          | 'teamBet'
          | 'teamPayout'
          | 'activeMembers'
        >
      >,
    ): Promise<void> {
      await db.update(agentSettlements).set(change).where(eq(agentSettlements.id, id));
    },

    /** Whether the payer owes an item older than this one (debts are paid oldest first). */
    async hasOlderDebt(db: Executor, item: SettlementRow): Promise<boolean> {
      if (item.payerId === null) return false; // the house owes nothing
      const rows = await db
        .select({ id: agentSettlements.id })
        .from(agentSettlements)
        .where(
          and(
            eq(agentSettlements.merchantId, item.merchantId),
            eq(agentSettlements.payerId, item.payerId),
            eq(agentSettlements.state, 'owed'),
            or(
              lt(agentSettlements.periodEnd, item.periodEnd),
              and(eq(agentSettlements.periodEnd, item.periodEnd), lt(agentSettlements.id, item.id)),
            ),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The payers of the brand with owed items, uplines first (their payments fund the next). */
    async payersInDebt(db: Executor, merchantId: number): Promise<number[]> {
      const rows = await rowsOf<{ payer_id: unknown }>(
        db,
        sql`select p.payer_id from (
              select distinct payer_id from agent_settlements
              where merchant_id = ${merchantId} and state = 'owed' and payer_id is not null) p
            order by (select max(t.depth) from agent_tree t where t.descendant_id = p.payer_id),
              p.payer_id`,
      );
      return rows.map((row) => Number(row.payer_id));
    },

    /** A payer's owed items, oldest first. */
    async owedItems(db: Executor, merchantId: number, payerId: number): Promise<SettlementRow[]> {
      return db
        .select()
        .from(agentSettlements)
        .where(
          and(
            eq(agentSettlements.merchantId, merchantId),
            eq(agentSettlements.payerId, payerId),
            eq(agentSettlements.state, 'owed'),
          ),
        )
        .orderBy(asc(agentSettlements.periodEnd), asc(agentSettlements.id));
    },

    async startRun(
      db: Executor,
      run: Pick<
        SettlementRunRow,
        'merchantId' | 'kind' | 'periodStart' | 'periodEnd' | 'trigger' | 'staffId'
      >,
    ): Promise<number> {
      const [row] = await db
        .insert(agentSettlementRuns)
        .values(run)
        .returning({ id: agentSettlementRuns.id });
      return row!.id;
    },

    async finishRun(
      db: Executor,
      id: number,
      result: Pick<
        SettlementRunRow,
        'outcome' | 'contracts' | 'created' | 'paidAmount' | 'owedAmount' | 'error'
      >,
    ): Promise<void> {
      await db
        .update(agentSettlementRuns)
        .set({ ...result, finishedAt: new Date() })
        .where(eq(agentSettlementRuns.id, id));
    },
  };
}
export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
