import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LedgerAccountKind, LedgerTransactionKind } from '../../db/schema/index.ts';
import { ledgerPostings } from '../../db/schema/index.ts';
import { rowsOf, sqlState, toBigInt, violatedConstraint, type Executor } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import {
  accountRefKey,
  type AccountDirectory,
  type AccountRef,
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

async function loadPostings(db: Executor, transactionId: number): Promise<Posting[]> {
  const rows = await rowsOf<{
    account_id: number | string;
    member_id: number | string | null;
    kind: LedgerAccountKind;
    vendor: string;
    amount: unknown;
    balance_after: unknown;
  }>(
    db,
    sql`select p.account_id, a.member_id, a.kind, a.vendor, p.amount, p.balance_after
        from ledger_postings p join ledger_accounts a on a.id = p.account_id
        where p.transaction_id = ${transactionId} order by p.account_id`,
  );
  return rows.map((row) => ({
    accountId: Number(row.account_id),
    memberId: row.member_id === null ? null : Number(row.member_id),
    accountKind: row.kind,
    vendor: row.vendor,
    amount: toBigInt(row.amount),
    balanceAfter: toBigInt(row.balance_after),
  }));
}

async function replayOf(
  db: Executor,
  request: PostRequest,
  hash: string,
): Promise<PostedTransaction> {
  const [existing] = await rowsOf<{
    id: number | string;
    kind: LedgerTransactionKind;
    request_hash: string;
    created_at: Date | string;
  }>(
    db,
    sql`select id, kind, request_hash, created_at from ledger_transactions
        where merchant_id = ${request.merchantId} and idempotency_key = ${request.idempotencyKey}`,
  );
  if (!existing) throw new Error('idempotency key conflicted but no transaction holds it');
  if (existing.request_hash !== hash) throw new AppError('idempotency_conflict');
  const transactionId = Number(existing.id);
  return {
    transactionId,
    kind: existing.kind,
    createdAt: new Date(existing.created_at),
    replayed: true,
    postings: await loadPostings(db, transactionId),
  };
}

/**
 * Writes one balanced movement inside the caller's database transaction. Balances are
 * updated in account-id order, so two movements over the same accounts never deadlock;
 * a member account that would go below zero fails the database check and the whole
 * transaction with `insufficient_funds`.
 */
export async function postTransaction(
  tx: Executor,
  accounts: AccountDirectory,
  request: PostRequest,
): Promise<PostedTransaction> {
  assertWellFormed(request);
  const hash = requestHash(request);
  // a concurrent request with the same key waits here until the first one commits or fails
  const [inserted] = await rowsOf<{ id: number | string; created_at: Date | string }>(
    tx,
    sql`insert into ledger_transactions
          (merchant_id, idempotency_key, request_hash, kind, member_id, reference, memo)
        values (${request.merchantId}, ${request.idempotencyKey}, ${hash}, ${request.kind},
          ${request.memberId ?? null}, ${request.reference ?? null},
          ${JSON.stringify(request.memo ?? {})}::jsonb)
        on conflict (merchant_id, idempotency_key) do nothing
        returning id, created_at`,
  );
  if (!inserted) return replayOf(tx, request, hash);
  const transactionId = Number(inserted.id);

  const legs = [];
  for (const leg of request.legs) {
    legs.push({
      account: await accounts.resolve(tx, request.merchantId, leg.account),
      amount: leg.amount,
    });
  }
  assertBalancedPerUnit(legs);
  legs.sort((a, b) => a.account.id - b.account.id);

  const postings: Posting[] = [];
  for (const { account, amount } of legs) {
    let rows;
    try {
      rows = await rowsOf<{ balance: unknown }>(
        tx,
        sql`update ledger_accounts set balance = balance + ${amount}
            where id = ${account.id} returning balance`,
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
    postings.push({
      accountId: account.id,
      memberId: account.memberId,
      accountKind: account.kind,
      vendor: account.vendor,
      amount,
      balanceAfter: toBigInt(rows[0]?.balance),
    });
  }
  await tx.insert(ledgerPostings).values(
    postings.map((posting) => ({
      transactionId,
      accountId: posting.accountId,
      amount: posting.amount,
      balanceAfter: posting.balanceAfter,
    })),
  );
  return {
    transactionId,
    kind: request.kind,
    createdAt: new Date(inserted.created_at),
    replayed: false,
    postings,
  };
}
