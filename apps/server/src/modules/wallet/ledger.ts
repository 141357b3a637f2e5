import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LedgerAccountKind, LedgerTransactionKind } from '../../db/schema/index.ts';
import { rowsOf, sqlState, toBigInt, violatedConstraint, type Executor } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import {
  accountRefKey,
  type AccountRef,
  type AccountResolver,
  type ResolvedAccount,
} from './ledger-accounts.ts';

/** One leg of a movement: a signed amount in minor units on one account. */
export interface Leg {
  account: AccountRef;
  amount: bigint;
}

export interface PostRequest {
  merchantId: number;
  /** Unique per brand; the same key with the same content answers the first result again. */
  idempotencyKey: string;
  kind: LedgerTransactionKind;
  /** The member the records pages show this under. */
  memberId?: number | null;
  reference?: string | null;
  memo?: Record<string, string>;
  legs: Leg[];
}

export interface Posting {
  accountId: number;
  memberId: number | null;
  accountKind: LedgerAccountKind;
  vendor: string;
  amount: bigint;
  balanceAfter: bigint;
}

export interface PostedTransaction {
  transactionId: number;
  kind: LedgerTransactionKind;
  createdAt: Date;
  /** True when this answer is the stored result of an earlier request with the same key. */
  replayed: boolean;
  /** Ordered by account id. */
  postings: Posting[];
}

/** Hash of everything that makes two requests "the same" (the house shard is not part of it). */
function requestHash(request: PostRequest): string {
  const memo = Object.entries(request.memo ?? {}).sort(([a], [b]) => a.localeCompare(b));
  const legs = request.legs
    .map((leg) => `${accountRefKey(leg.account)}=${leg.amount}`)
    .sort((a, b) => a.localeCompare(b));
  const canonical = JSON.stringify([
    request.kind,
    request.memberId ?? null,
    request.reference ?? null,
    memo,
    legs,
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

function assertWellFormed(request: PostRequest): void {
  if (request.legs.length < 2) throw new Error('a ledger transaction needs at least two legs');
  const seen = new Set<string>();
  for (const leg of request.legs) {
    if (leg.amount === 0n) throw new Error('a ledger leg cannot be zero');
    const key = accountRefKey(leg.account);
    if (seen.has(key)) throw new Error(`account ${key} appears twice in one transaction`);
    seen.add(key);
  }
}

function assertBalancedPerUnit(legs: Array<{ account: ResolvedAccount; amount: bigint }>): void {
  const sums = new Map<string, bigint>();
  for (const { account, amount } of legs) {
    sums.set(account.unit, (sums.get(account.unit) ?? 0n) + amount);
  }
  for (const [unit, sum] of sums) {
    if (sum !== 0n) throw new Error(`ledger legs in ${unit} sum to ${sum}, not zero`);
  }
}

/** Postgres array literal of integers, passed as one text parameter. */
function bigintArray(values: readonly (bigint | number)[]): string {
  return `{${values.join(',')}}`;
}

/**
 * Global lock order: member accounts by id, then house shards by id. Every movement follows
 * it, so none can deadlock another, and a house shard (shared by many movements) is locked
 * last and held for the shortest time.
 */
function lockOrder(a: ResolvedAccount, b: ResolvedAccount): number {
  const houseA = a.memberId === null ? 1 : 0;
  const houseB = b.memberId === null ? 1 : 0;
  return houseA - houseB || a.id - b.id;
}

interface LedgerPostRow {
  out_transaction_id: number | string;
  out_created_at: Date | string;
  out_hash: string;
  out_replayed: boolean;
  out_account_id: number | string;
  out_amount: unknown;
  out_balance_after: unknown;
  out_member_id: number | string | null;
  out_account_kind: LedgerAccountKind | null;
  out_vendor: string | null;
}

/**
 * Writes one balanced movement in one statement (the `ledger_post` function, migration
 * 0004): on the caller's transaction, or on its own when given the database. A member account
 * that would go below zero fails the database check and the whole movement with
 * `insufficient_funds`; a used key answers its stored postings, or `idempotency_conflict` when
 * the content differs.
 */
export async function postTransaction(
  db: Executor,
  accounts: AccountResolver,
  request: PostRequest,
): Promise<PostedTransaction> {
  assertWellFormed(request);
  const hash = requestHash(request);
  const legs = [];
  for (const leg of request.legs) {
    legs.push({
      account: await accounts.resolve(db, request.merchantId, leg.account),
      amount: leg.amount,
    });
  }
  assertBalancedPerUnit(legs);
  legs.sort((a, b) => lockOrder(a.account, b.account));

  let rows: LedgerPostRow[];
  try {
    rows = await rowsOf<LedgerPostRow>(
      db,
      sql`select * from ledger_post(${request.merchantId}, ${request.idempotencyKey}, ${hash},
        ${request.kind}, ${request.memberId ?? null}, ${request.reference ?? null},
        ${JSON.stringify(request.memo ?? {})}::jsonb,
        ${bigintArray(legs.map((leg) => leg.account.id))}::bigint[],
        ${bigintArray(legs.map((leg) => leg.amount))}::bigint[])`,
    );
  } catch (error) {
    if (
      sqlState(error) === '23514' &&
      violatedConstraint(error) === 'ledger_accounts_never_negative'
    ) {
      throw new AppError('insufficient_funds', { cause: error });
    }
    throw error;
  }
  const [first] = rows;
  if (!first) throw new Error(`ledger_post answered nothing for ${request.idempotencyKey}`);
  if (first.out_hash !== hash) throw new AppError('idempotency_conflict');

  const byId = new Map(legs.map((leg) => [leg.account.id, leg.account]));
  // a fresh movement's accounts are the ones just resolved; a replay's come from the database
  // (a house leg may have used another shard than this request drew)
  const accountOf = (row: LedgerPostRow): Pick<Posting, 'memberId' | 'accountKind' | 'vendor'> => {
    if (row.out_replayed) {
      return {
        memberId: row.out_member_id === null ? null : Number(row.out_member_id),
        accountKind: row.out_account_kind ?? 'main',
        vendor: row.out_vendor ?? '',
      };
    }
    const account = byId.get(Number(row.out_account_id));
    if (!account) throw new Error(`ledger_post answered an unknown account ${row.out_account_id}`);
    return { memberId: account.memberId, accountKind: account.kind, vendor: account.vendor };
  };
  const postings = rows
    .map((row): Posting => ({
      accountId: Number(row.out_account_id),
      ...accountOf(row),
      amount: toBigInt(row.out_amount),
      balanceAfter: toBigInt(row.out_balance_after),
    }))
    .sort((a, b) => a.accountId - b.accountId);
  return {
    transactionId: Number(first.out_transaction_id),
    kind: request.kind,
    createdAt: new Date(first.out_created_at),
    replayed: first.out_replayed,
    postings,
  };
}
