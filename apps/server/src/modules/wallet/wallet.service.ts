import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { LedgerAccountKind } from '../../db/schema/index.ts';
import { rowsOf, sqlState, toBigInt, type DbTransaction, type Executor } from '../../db/rows.ts';
import { memberTopic, type EventBus } from '../../platform/event-bus.ts';
import { createAccountDirectory, type AccountResolver } from './ledger-accounts.ts';
import { postTransaction, type PostRequest, type PostedTransaction } from './ledger.ts';

/** What a money transaction can do: its own row writes on `tx`, and ledger postings. */
export interface MoneyTransaction {
  tx: DbTransaction;
  post(request: PostRequest): Promise<PostedTransaction>;
  /** Runs once the transaction committed (a live event must not announce a rollback). */
  afterCommit(callback: () => void): void;
}

export interface MemberBalances {
  main: bigint;
  held: bigint;
  points: bigint;
  /** Bonus money under wagering (docs/rewards.md). */
  bonus: bigint;
  /** Vendor wallets by vassalage. */
  vendors: Map<string, bigint>;
  /** The unit of the main wallet: the brand's currency, or PLAY for a trial account. */
  unit: string | null;
}

// SQLSTATEs worth one more try: the database chose this transaction to break a deadlock or a
// serialization conflict; nothing was written
const retryableStates = new Set(['40P01', '40001']);
const maxAttempts = 4;
/** Upper bound of the random wait before a retry, times the attempt number. */
const retryBackoffMs = 20;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface WalletDeps {
  db: Db;
  events: EventBus;
}

/**
 * The only writer of the ledger. Other modules move money through `transact` (their own rows
 * and the postings commit together, or neither does) or `post` for a movement alone.
 */
export function createWalletService(deps: WalletDeps) {
  const accounts = createAccountDirectory();

  /**
   * Runs one attempt of a money operation, again when the database broke a deadlock or a
   * serialization conflict (nothing was written), after a short random wait so the two
   * parties do not meet again at once. Balance events go out after the commit.
   */
  async function withRetries<T>(
    attemptOnce: (
      resolver: AccountResolver,
      touched: Map<number, string>,
      committed: Array<() => void>,
    ) => Promise<T>,
  ): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const touched = new Map<number, string>();
      const committed: Array<() => void> = [];
      const resolver = accounts.begin();
      try {
        const result = await attemptOnce(resolver, touched, committed);
        resolver.commit();
        // only now is the money really there: tell the members' open pages
        for (const [memberId, reason] of touched) {
          deps.events.publish(memberTopic(memberId), { type: 'balance_changed', reason });
        }
        for (const callback of committed) {
          try {
            callback();
          } catch {
            // a hint that failed must not turn a committed movement into an error
          }
        }
        return result;
      } catch (error) {
        const state = sqlState(error);
        if (attempt >= maxAttempts || !state || !retryableStates.has(state)) throw error;
        await sleep(Math.random() * retryBackoffMs * attempt);
      }
    }
  }

  async function postAndNote(
    db: Executor,
    resolver: AccountResolver,
    touched: Map<number, string>,
    request: PostRequest,
  ): Promise<PostedTransaction> {
    const posted = await postTransaction(db, resolver, request);
    if (!posted.replayed) {
      for (const posting of posted.postings) {
        if (posting.memberId !== null) touched.set(posting.memberId, posted.kind);
      }
    }
    return posted;
  }

  function transact<T>(work: (money: MoneyTransaction) => Promise<T>): Promise<T> {
    return withRetries((resolver, touched, committed) =>
      deps.db.transaction((tx) =>
        work({
          tx,
          post: (request) => postAndNote(tx, resolver, touched, request),
          afterCommit: (callback) => committed.push(callback),
        }),
      ),
    );
  }

  async function balancesOf(
    db: Executor,
    merchantId: number,
    memberId: number,
  ): Promise<MemberBalances> {
    const rows = await rowsOf<{
      kind: LedgerAccountKind;
      vendor: string;
      unit: string;
      balance: unknown;
    }>(
      db,
      sql`select kind, vendor, unit, balance from ledger_accounts
          where merchant_id = ${merchantId} and member_id = ${memberId}`,
    );
    const result: MemberBalances = {
      main: 0n,
      held: 0n,
      points: 0n,
      bonus: 0n,
      vendors: new Map(),
      unit: null,
    };
    for (const row of rows) {
      const balance = toBigInt(row.balance);
      if (row.kind === 'main') {
        result.main = balance;
        result.unit = row.unit;
      } else if (row.kind === 'withdrawal_hold') result.held = balance;
      else if (row.kind === 'points') result.points = balance;
      else if (row.kind === 'bonus') result.bonus = balance;
      else if (row.kind === 'vendor') result.vendors.set(row.vendor, balance);
    }
    return result;
  }

  return {
    transact,
    /** One movement on its own: a single statement, atomic without an explicit transaction. */
    post(request: PostRequest): Promise<PostedTransaction> {
      return withRetries((resolver, touched) => postAndNote(deps.db, resolver, touched, request));
    },
    /** A member's balances; on `tx` to read inside a money transaction. */
    balances(merchantId: number, memberId: number, db: Executor = deps.db) {
      return balancesOf(db, merchantId, memberId);
    },
    /**
     * Locks the member's main wallet row until the transaction ends, for checks that must
     * see every earlier movement (limits counted over a period, daily withdrawal counts).
     */
    async lockMember(tx: DbTransaction, memberId: number): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(7401, ${memberId})`);
    },
  };
}
export type WalletService = ReturnType<typeof createWalletService>;

/**
 * Posts one movement on a transaction the caller already holds and commits (the demo seed
 * writes a whole brand in one). No balance events, no retries: the caller owns the transaction.
 */
export function postWithinTransaction(
  tx: Executor,
  request: PostRequest,
): Promise<PostedTransaction> {
  return postTransaction(tx, createAccountDirectory().begin(), request);
}
