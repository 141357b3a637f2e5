import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ContractKind } from '@lobby/contracts';
import type { Executor } from '../../../db/rows.ts';
import { rowsOf, toBigInt } from '../../../db/rows.ts';
import { agentSettlementRuns } from '../../../db/schema/index.ts';
import type { SettlementRow, SettlementRunRow } from './settlement.repository.ts';

/** An item with its parties' usernames. */
export interface NamedItem extends SettlementRow {
  holder: string;
  /** Null: the house. */
  payer: string | null;
}

export interface IncomeRow {
  kind: ContractKind;
  localFrom: string;
  localTo: string;
  ownAmount: bigint;
  ownPaid: bigint;
  dueToDownlines: bigint;
  downlinesPaid: bigint;
}

export interface Page {
  offset: number;
  limit: number;
}

interface ItemRecord {
  id: unknown;
  merchant_id: unknown;
  contract_id: unknown;
  kind: ContractKind;
  period_start: Date | string;
  period_end: Date | string;
  local_from: string | Date;
  local_to: string | Date;
  holder_id: unknown;
  payer_id: unknown;
  team_valid_bet: unknown;
  team_bet: unknown;
  team_payout: unknown;
  active_members: unknown;
  carry_in: unknown;
  base: unknown;
  rate: unknown;
  amount: unknown;
  paid: unknown;
  state: SettlementRow['state'];
  run_id: unknown;
  created_at: Date | string;
  paid_at: Date | string | null;
  holder: string;
  /** Null: the house. */
  payer: string | null;
}

const dateText = (value: string | Date) =>
  typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

function itemOf(row: ItemRecord): NamedItem {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    contractId: Number(row.contract_id),
    kind: row.kind,
    periodStart: new Date(row.period_start),
    periodEnd: new Date(row.period_end),
    localFrom: dateText(row.local_from),
    localTo: dateText(row.local_to),
    holderId: Number(row.holder_id),
    payerId: row.payer_id === null ? null : Number(row.payer_id),
    teamValidBet: toBigInt(row.team_valid_bet),
    teamBet: toBigInt(row.team_bet),
    teamPayout: toBigInt(row.team_payout),
    activeMembers: Number(row.active_members),
    carryIn: toBigInt(row.carry_in),
    base: toBigInt(row.base),
    rate: toBigInt(row.rate),
    amount: toBigInt(row.amount),
    paid: toBigInt(row.paid),
    state: row.state,
    runId: row.run_id === null ? null : Number(row.run_id),
    createdAt: new Date(row.created_at),
    paidAt: row.paid_at === null ? null : new Date(row.paid_at),
    holder: row.holder,
    payer: row.payer,
  };
}

/** Items matching `where`, with their usernames, the count and the money sums of all of them. */
async function findItems(
  db: Executor,
  where: SQL,
  order: SQL,
  page: Page | undefined,
): Promise<{ items: NamedItem[]; total: number; amount: bigint; paid: bigint }> {
  const rows = await rowsOf<
    ItemRecord & { total_rows: unknown; total_amount: unknown; total_paid: unknown }
  >(
    db,
    sql`select s.*, h.username as holder, p.username as payer,
          count(*) over () as total_rows, sum(s.amount) over () as total_amount,
          sum(s.paid) over () as total_paid
        from agent_settlements s
        join members h on h.id = s.holder_id
        left join members p on p.id = s.payer_id
        where ${where}
        order by ${order}
        ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  const first = rows[0];
  if (!first && page && page.offset > 0) {
    // a page past the end: the sums alone
    const [sums] = await rowsOf<{
      total_rows: unknown;
      total_amount: unknown;
      total_paid: unknown;
    }>(
      db,
      sql`select count(*) as total_rows, coalesce(sum(s.amount), 0) as total_amount,
            coalesce(sum(s.paid), 0) as total_paid
          from agent_settlements s
          join members h on h.id = s.holder_id
          left join members p on p.id = s.payer_id
          where ${where}`,
    );
    return {
      items: [],
      total: Number(sums?.total_rows ?? 0),
      amount: toBigInt(sums?.total_amount ?? 0),
      paid: toBigInt(sums?.total_paid ?? 0),
    };
  }
  return {
    items: rows.map(itemOf),
    total: Number(first?.total_rows ?? 0),
    amount: toBigInt(first?.total_amount ?? 0),
    paid: toBigInt(first?.total_paid ?? 0),
  };
}

const inRange = (range: { from: string; to: string }) =>
  sql`s.local_from >= ${range.from}::date and s.local_from <= ${range.to}::date`;

/** SQL of the settlement's read calls (agent centre and operator); plain rows. */
export function createSettlementReadsRepository(db: Executor) {
  return {
    /** One agent's items of a kind: earned (`own`) or owed to its direct downlines. */
    records(
      scope: {
        merchantId: number;
        agentId: number;
        kind: ContractKind;
        side: 'own' | 'downlines';
        range: { from: string; to: string };
      },
      sort: { column: 'periodStart' | 'amount'; descending: boolean },
      page: Page | undefined,
    ) {
      const party = scope.side === 'own' ? sql`s.holder_id` : sql`s.payer_id`;
      const direction = sql.raw(sort.descending ? 'desc' : 'asc');
      const column = sql.raw(sort.column === 'amount' ? 's.amount' : 's.period_start');
      return findItems(
        db,
        sql`s.merchant_id = ${scope.merchantId} and ${party} = ${scope.agentId}
            and s.kind = ${scope.kind} and ${inRange(scope.range)}`,
        sql`${column} ${direction}, s.id ${direction}`,
        page,
      );
    },

    /** The agent's income per kind and period (hours grouped by local day). */
    async income(
      scope: {
        merchantId: number;
        agentId: number;
        kinds: readonly ContractKind[];
        range: { from: string; to: string };
      },
      sort: { column: 'periodStart' | 'ownAmount' | 'remainder'; descending: boolean },
      page: Page | undefined,
    ): Promise<{
      rows: IncomeRow[];
      total: number;
      totals: Omit<IncomeRow, 'kind' | 'localFrom' | 'localTo'>;
    }> {
      if (scope.kinds.length === 0) {
        const zero = { ownAmount: 0n, ownPaid: 0n, dueToDownlines: 0n, downlinesPaid: 0n };
        return { rows: [], total: 0, totals: zero };
      }
      const kinds = `{${scope.kinds.join(',')}}`;
      const direction = sql.raw(sort.descending ? 'desc' : 'asc');
      const column = sql.raw(
        { periodStart: 'local_from', ownAmount: 'own_amount', remainder: '(own_amount - due)' }[
          sort.column
        ],
      );
      const rows = await rowsOf<{
        kind: ContractKind;
        local_from: string | Date;
        local_to: string | Date;
        own_amount: unknown;
        own_paid: unknown;
        due: unknown;
        due_paid: unknown;
        total_rows: unknown;
        t_own_amount: unknown;
        t_own_paid: unknown;
        t_due: unknown;
        t_due_paid: unknown;
      }>(
        db,
        sql`with x as (
              select s.kind, s.local_from, s.local_to,
                sum(case when s.holder_id = ${scope.agentId} then s.amount else 0 end) as own_amount,
                sum(case when s.holder_id = ${scope.agentId} then s.paid else 0 end) as own_paid,
                sum(case when s.payer_id = ${scope.agentId} then s.amount else 0 end) as due,
                sum(case when s.payer_id = ${scope.agentId} then s.paid else 0 end) as due_paid
              from agent_settlements s
              where s.merchant_id = ${scope.merchantId}
                and (s.holder_id = ${scope.agentId} or s.payer_id = ${scope.agentId})
                and s.kind = any(${kinds}::text[]) and ${inRange(scope.range)}
              group by s.kind, s.local_from, s.local_to)
            select x.*, count(*) over () as total_rows,
              sum(own_amount) over () as t_own_amount, sum(own_paid) over () as t_own_paid,
              sum(due) over () as t_due, sum(due_paid) over () as t_due_paid
            from x
            order by ${column} ${direction}, kind ${direction}
            ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
      );
      const first = rows[0];
      return {
        rows: rows.map((row) => ({
          kind: row.kind,
          localFrom: dateText(row.local_from),
          localTo: dateText(row.local_to),
          ownAmount: toBigInt(row.own_amount),
          ownPaid: toBigInt(row.own_paid),
          dueToDownlines: toBigInt(row.due),
          downlinesPaid: toBigInt(row.due_paid),
        })),
        total: Number(first?.total_rows ?? 0),
        totals: {
          ownAmount: toBigInt(first?.t_own_amount ?? 0),
          ownPaid: toBigInt(first?.t_own_paid ?? 0),
          dueToDownlines: toBigInt(first?.t_due ?? 0),
          downlinesPaid: toBigInt(first?.t_due_paid ?? 0),
        },
      };
    },

    async runs(
      merchantId: number,
      kind: ContractKind | undefined,
      page: Page,
    ): Promise<{ rows: SettlementRunRow[]; total: number }> {
      const where = and(
        eq(agentSettlementRuns.merchantId, merchantId),
        kind ? eq(agentSettlementRuns.kind, kind) : undefined,
      );
      const rows = await db
        .select()
        .from(agentSettlementRuns)
        .where(where)
        .orderBy(desc(agentSettlementRuns.id))
        .limit(page.limit)
        .offset(page.offset);
      const [counted] = await db.select({ total: count() }).from(agentSettlementRuns).where(where);
      return { rows, total: Number(counted?.total ?? 0) };
    },

    async runsByIds(merchantId: number, ids: readonly number[]): Promise<SettlementRunRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(agentSettlementRuns)
        .where(
          and(
            eq(agentSettlementRuns.merchantId, merchantId),
            inArray(agentSettlementRuns.id, [...ids]),
          ),
        )
        .orderBy(agentSettlementRuns.id);
    },

    async runExists(merchantId: number, runId: number): Promise<boolean> {
      const rows = await db
        .select({ id: agentSettlementRuns.id })
        .from(agentSettlementRuns)
        .where(
          and(eq(agentSettlementRuns.merchantId, merchantId), eq(agentSettlementRuns.id, runId)),
        );
      return rows.length > 0;
    },

    runItems(merchantId: number, runId: number, page: Page) {
      return findItems(
        db,
        sql`s.merchant_id = ${merchantId} and s.run_id = ${runId}`,
        sql`s.id asc`,
        page,
      );
    },

    debts(merchantId: number, payer: string | undefined, page: Page) {
      return findItems(
        db,
        sql`s.merchant_id = ${merchantId} and s.state = 'owed'
            ${payer ? sql`and p.username = ${payer}` : sql``}`,
        sql`s.period_end asc, s.id asc`,
        page,
      );
    },
  };
}
export type SettlementReadsRepository = ReturnType<typeof createSettlementReadsRepository>;
