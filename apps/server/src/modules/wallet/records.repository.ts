import { sql, type SQL } from 'drizzle-orm';
import type { AccountRecordKind, Language, TransactionType } from '@lobby/contracts';
import type { LedgerTransactionKind } from '../../db/schema/index.ts';
import type { Executor } from '../../db/rows.ts';
import { rowsOf, toBigInt } from '../../db/rows.ts';
import type { InstantRange } from '../../platform/local-dates.ts';

/** Ledger kinds the transaction history shows as red envelopes (type red_envelope). */
export const redEnvelopeKinds = [
  'red_envelope_fund',
  'red_envelope_claim',
  'red_envelope_refund',
] as const satisfies readonly LedgerTransactionKind[];

/** Ledger kinds the transaction history shows as transfers. */
export const transferKinds = [
  'vendor_transfer_in',
  'vendor_transfer_out',
  'agent_transfer',
] as const satisfies readonly LedgerTransactionKind[];

export interface RecordsScope {
  merchantId: number;
  /** Whose rows: one member, or (the team transactions report) every id a subquery gives. */
  memberId: number | { in: SQL };
  range: InstantRange;
  lang: Language;
  offset: number;
  limit: number;
}

export interface HistoryRow {
  id: string;
  /** The member the row belongs to, and its account name (team reports list many). */
  memberId: number;
  account: string;
  type: TransactionType;
  detail: string;
  /** Signed: money out of the member's main wallet is negative. */
  amount: bigint;
  status: string;
  orderNo: string | null;
  note: string;
  createdAt: Date;
}

export interface AccountRecordRow {
  id: number;
  kind: AccountRecordKind;
  amount: bigint;
  balanceAfter: bigint;
  note: string;
  createdAt: Date;
}

/** Whose rows, on a member id column. */
function ownedBy(column: SQL, scope: RecordsScope): SQL {
  return typeof scope.memberId === 'number'
    ? sql`${column} = ${scope.memberId}`
    : sql`${column} in (${scope.memberId.in})`;
}

/** How a history page is ordered; newest first unless asked otherwise. */
export interface HistoryOrder {
  by: 'createdAt' | 'amount';
  direction: 'asc' | 'desc';
}

const iso = (date: Date) => date.toISOString();
const within = (column: SQL, range: InstantRange) =>
  sql`${column} >= ${iso(range.start)}::timestamptz and ${column} < ${iso(range.end)}::timestamptz`;

/**
 * What a ledger movement says about itself on the records pages: the other member of a
 * member-to-member transfer or an agent contract's payout (the memo names the payee, which is
 * wrong for the payee's own page), the vendor's name, or the reason of an adjustment.
 */
function ledgerNote(lang: Language): SQL {
  return sql`coalesce(
    case when t.kind in ('agent_transfer', 'salary', 'dividend') then (
      select om.username from ledger_postings op
        join ledger_accounts oa on oa.id = op.account_id
        join members om on om.id = oa.member_id
      where op.transaction_id = t.id and oa.member_id <> a.member_id
      limit 1) end,
    (select coalesce(nullif(v.display_name ->> ${lang}::text, ''), v.vassalage) from vendors v
      where v.merchant_id = t.merchant_id and v.vassalage = t.memo ->> 'vendor'
      order by v.sort, v.id limit 1),
    t.memo ->> 'vendor', t.memo ->> 'counterparty', t.memo ->> 'reason', '')`;
}

/** Postings on the member's own main wallet, with their transaction as `t`. */
function mainPostings(scope: RecordsScope): SQL {
  return sql`from ledger_accounts a
    join ledger_postings p on p.account_id = a.id
    join ledger_transactions t on t.id = p.transaction_id
    where a.merchant_id = ${scope.merchantId} and ${ownedBy(sql`a.member_id`, scope)}
      and a.kind = 'main' and ${within(sql`t.created_at`, scope.range)}`;
}

function inList(values: readonly string[]): SQL {
  return sql.join(
    values.map((value) => sql`${value}::text`),
    sql`, `,
  );
}

/** After payout a withdrawal shows what the member confirmed, or that time confirmed it. */
const withdrawalStatus = sql`case
    when w.status = 'paid' and w.auto_confirmed then 'auto_confirmed'
    when w.status = 'paid' and w.confirmation is not null then w.confirmation
    else w.status end`;

/** One select per kind of row, all with the same columns, for a UNION ALL. */
function historyBranches(scope: RecordsScope, types: ReadonlySet<TransactionType>): SQL[] {
  const branches: SQL[] = [];
  if (types.has('deposit')) {
    branches.push(sql`select 'deposit:' || d.id as id, 'deposit' as type, c.kind as detail,
        d.amount as amount, d.status as status, d.order_no as order_no,
        coalesce(nullif(c.display_name ->> ${scope.lang}::text, ''), c.code) as note,
        d.created_at as created_at, d.id as seq, d.member_id as member_id
      from deposits d join payment_channels c on c.id = d.channel_id
      where d.merchant_id = ${scope.merchantId} and ${ownedBy(sql`d.member_id`, scope)}
        and ${within(sql`d.created_at`, scope.range)}`);
  }
  if (types.has('withdrawal')) {
    branches.push(sql`select 'withdrawal:' || w.id as id, 'withdrawal' as type,
        'bank_transfer' as detail, -w.amount as amount, ${withdrawalStatus} as status,
        w.order_no as order_no, b.bank_code || ' ****' || right(b.account_number, 4) as note,
        w.created_at as created_at, w.id as seq, w.member_id as member_id
      from withdrawals w join member_bank_accounts b on b.id = w.bank_account_id
      where w.merchant_id = ${scope.merchantId} and ${ownedBy(sql`w.member_id`, scope)}
        and ${within(sql`w.created_at`, scope.range)}`);
  }
  const ledgerKinds: string[] = [];
  if (types.has('transfer')) ledgerKinds.push(...transferKinds);
  if (types.has('adjustment')) ledgerKinds.push('adjustment');
  if (types.has('red_envelope')) ledgerKinds.push(...redEnvelopeKinds);
  if (ledgerKinds.length > 0) {
    branches.push(sql`select 'ledger:' || t.id as id,
        case when t.kind = 'adjustment' then 'adjustment'
          when t.kind in (${inList(redEnvelopeKinds)}) then 'red_envelope'
          else 'transfer' end as type,
        case when t.kind = 'agent_transfer' and t.reference like 'upline:%'
          then 'upline_transfer' else t.kind end as detail, p.amount as amount, 'completed' as status, null::text as order_no,
        ${ledgerNote(scope.lang)} as note, t.created_at as created_at, t.id as seq,
        a.member_id as member_id
      ${mainPostings(scope)} and t.kind in (${inList(ledgerKinds)})`);
  }
  const payoutKinds = (['salary', 'dividend'] as const).filter((kind) => types.has(kind));
  if (payoutKinds.length > 0) {
    // an agent contract's payout: the contract kind (daily_salary, …) is the detail
    branches.push(sql`select 'ledger:' || t.id as id, t.kind as type,
        coalesce(t.memo ->> 'contractKind', t.kind) as detail, p.amount as amount,
        'completed' as status, null::text as order_no, ${ledgerNote(scope.lang)} as note,
        t.created_at as created_at, t.id as seq, a.member_id as member_id
      ${mainPostings(scope)} and t.kind in (${inList(payoutKinds)})`);
  }
  return branches;
}

/** SQL for the records pages; every query is scoped to one member of one brand. */
export function createRecordsRepository(db: Executor) {
  return {
    /**
     * A page of the member's deposits, withdrawals, transfers and adjustments, newest
     * first, and how many there are in all.
     */
    async findHistory(
      scope: RecordsScope,
      types: ReadonlySet<TransactionType>,
      order: HistoryOrder = { by: 'createdAt', direction: 'desc' },
    ): Promise<{ rows: HistoryRow[]; total: number }> {
      const branches = historyBranches(scope, types);
      if (branches.length === 0) return { rows: [], total: 0 };
      const union = sql.join(branches, sql` union all `);
      const [counted] = await rowsOf<{ total: number | string }>(
        db,
        sql`select count(*)::int as total from (${union}) as history`,
      );
      const direction = order.direction === 'asc' ? sql`asc` : sql`desc`;
      const first = order.by === 'amount' ? sql`h.amount ${direction},` : sql``;
      const rows = await rowsOf<{
        id: string;
        member_id: number | string;
        account: string;
        type: TransactionType;
        detail: string;
        amount: unknown;
        status: string;
        order_no: string | null;
        note: string;
        created_at: Date | string;
      }>(
        db,
        sql`select h.id, h.member_id, m.username as account, h.type, h.detail, h.amount,
              h.status, h.order_no, h.note, h.created_at
            from (${union}) as h join members m on m.id = h.member_id
            order by ${first} h.created_at ${direction}, h.type, h.seq ${direction}
            limit ${scope.limit} offset ${scope.offset}`,
      );
      return {
        total: Number(counted?.total ?? 0),
        rows: rows.map((row) => ({
          id: row.id,
          memberId: Number(row.member_id),
          account: row.account,
          type: row.type,
          detail: row.detail,
          amount: toBigInt(row.amount),
          status: row.status,
          orderNo: row.order_no,
          note: row.note,
          createdAt: new Date(row.created_at),
        })),
      };
    },

    /** A page of every posting on the member's main wallet, newest first, with the total. */
    async findAccountRecord(
      scope: RecordsScope,
      kind: AccountRecordKind | undefined,
    ): Promise<{ rows: AccountRecordRow[]; total: number }> {
      const where = sql`${mainPostings(scope)}${kind ? sql` and t.kind = ${kind}` : sql``}`;
      const [counted] = await rowsOf<{ total: number | string }>(
        db,
        sql`select count(*)::int as total ${where}`,
      );
      // per account, posting ids follow the order the balance changed in (the row lock)
      const rows = await rowsOf<{
        id: number | string;
        kind: AccountRecordKind;
        amount: unknown;
        balance_after: unknown;
        note: string;
        created_at: Date | string;
      }>(
        db,
        sql`select p.id, t.kind, p.amount, p.balance_after, ${ledgerNote(scope.lang)} as note,
              t.created_at
            ${where}
            order by p.id desc
            limit ${scope.limit} offset ${scope.offset}`,
      );
      return {
        total: Number(counted?.total ?? 0),
        rows: rows.map((row) => ({
          id: Number(row.id),
          kind: row.kind,
          amount: toBigInt(row.amount),
          balanceAfter: toBigInt(row.balance_after),
          note: row.note,
          createdAt: new Date(row.created_at),
        })),
      };
    },
  };
}
export type RecordsRepository = ReturnType<typeof createRecordsRepository>;
