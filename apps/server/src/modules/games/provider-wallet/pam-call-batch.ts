import pg from 'pg';
import type { Db } from '../../../db/client.ts';
import { runPamBatch, type BatchAnswer, type BatchCall } from './pam-batch-statement.ts';
import {
  providerRoundsRepository as rounds,
  type BetRequest,
  type PaidWin,
  type PlacedBet,
  type WinRequest,
} from './provider-rounds.repository.ts';

/**
 * Bets and wins, batched (docs/provider-wallet.md "Batched calls"). A call goes to the database
 * at once when a lane is free (a batch of one), so a quiet wallet answers about as fast as ever.
 * While every lane is busy, the calls that arrive wait, and go together as the next batch: one
 * statement (`pam_batch`, migration 0039), so one transaction, one commit and one round trip for
 * all of them, each call run by the functions its own statement runs. Under load the commit,
 * the round trip and the statement's start, a large part of what a call costs the database, are
 * shared by the calls of a few milliseconds.
 *
 * A batch never waits for a member: a call whose member's lock is held elsewhere comes back
 * deferred and runs alone (by its own statement, `alone`), outside the lanes, as does every call
 * of a batch whose statement failed (nothing of it committed). Running a call again is safe in
 * any case: the wallet answers a call it has seen with its first answer (the replay check of
 * pam_bet and pam_win).
 */

/** The bets and wins of the provider wallet, however they reach the database. */
export interface RoundCalls {
  placeBet(bet: BetRequest): Promise<PlacedBet>;
  payWin(win: WinRequest): Promise<PaidWin>;
}

/** How the batches went: batches of more than one call, the calls in them, and the rest. */
export interface BatchStats {
  batches: number;
  batchedCalls: number;
  /** Calls that found their member's lock held, and ran alone. */
  deferred: number;
  /** Batches whose statement failed, and whose calls then ran alone. */
  failedBatches: number;
}

/** What the batcher needs of the database: a call alone, and a batch. */
export interface BatchDatabase {
  alone: RoundCalls;
  batch(calls: BatchCall[]): Promise<BatchAnswer[]>;
}

type Settle<T> = { resolve: (answer: T) => void; reject: (error: unknown) => void };
/** A call waiting for a lane, with its caller's promise. */
type Pending =
  | { kind: 'bet'; call: BetRequest; settle: Settle<PlacedBet> }
  | { kind: 'win'; call: WinRequest; settle: Settle<PaidWin> };

/** Answers a call of a batch with what the batch answered for it. */
function settleWith(pending: Pending, answer: BatchAnswer) {
  if (pending.kind === 'bet' && answer.kind === 'bet') pending.settle.resolve(answer.answer);
  else if (pending.kind === 'win' && answer.kind === 'win') pending.settle.resolve(answer.answer);
  else pending.settle.reject(new Error(`pam_batch answered a ${pending.kind} as a ${answer.kind}`));
}

/** At most this many calls share a transaction (each holds its member's lock to the commit). */
export const maxBatchSize = 32;

export class BatchedRoundCalls implements RoundCalls {
  private readonly waiting: Pending[] = [];
  private busyLanes = 0;
  private readonly counts: BatchStats = {
    batches: 0,
    batchedCalls: 0,
    deferred: 0,
    failedBatches: 0,
  };

  constructor(
    private readonly database: BatchDatabase,
    /** Statements at the database at once (each a call alone or a batch). */
    private readonly lanes: number,
  ) {
    if (!Number.isInteger(lanes) || lanes < 1) throw new RangeError('lanes must be at least 1');
  }

  placeBet(bet: BetRequest): Promise<PlacedBet> {
    return new Promise((resolve, reject) =>
      this.enqueue({ kind: 'bet', call: bet, settle: { resolve, reject } }),
    );
  }

  payWin(win: WinRequest): Promise<PaidWin> {
    return new Promise((resolve, reject) =>
      this.enqueue({ kind: 'win', call: win, settle: { resolve, reject } }),
    );
  }

  stats(): BatchStats {
    return { ...this.counts };
  }

  private enqueue(pending: Pending) {
    this.waiting.push(pending);
    this.startBatches();
  }

  private startBatches() {
    while (this.busyLanes < this.lanes && this.waiting.length > 0) {
      const batch = this.waiting.splice(0, maxBatchSize);
      this.busyLanes++;
      void this.run(batch).finally(() => {
        this.busyLanes--;
        this.startBatches();
      });
    }
  }

  /**
   * Runs one batch in a lane, a batch of one too: a lane waits for no member (pam_batch only
   * tries the member locks), so no lock held elsewhere, by a transaction that may itself be
   * waiting for a call queued here, can stall the lanes. The calls it hands back run alone,
   * outside the lanes, and wait for their member there, as every call did before batching.
   */
  private async run(batch: Pending[]) {
    let answers: BatchAnswer[];
    try {
      answers = await this.database.batch(batch);
    } catch {
      // one statement: nothing of it committed, and each call answers as it would alone
      // (with its own error, if it has one)
      this.counts.failedBatches++;
      for (const pending of batch) void this.runAlone(pending);
      return;
    }
    if (batch.length > 1) {
      this.counts.batches++;
      this.counts.batchedCalls += batch.length;
    }
    answers.forEach((answer, index) => {
      const pending = batch[index]!;
      if (answer.kind === 'deferred') {
        this.counts.deferred++;
        void this.runAlone(pending);
      } else {
        settleWith(pending, answer);
      }
    });
  }

  private async runAlone(pending: Pending) {
    try {
      if (pending.kind === 'bet')
        pending.settle.resolve(await this.database.alone.placeBet(pending.call));
      else pending.settle.resolve(await this.database.alone.payWin(pending.call));
    } catch (error) {
      pending.settle.reject(error);
    }
  }
}

/** Each call by its own statement, on `db`. */
const aloneOn = (db: Db): RoundCalls => ({
  placeBet: (bet) => rounds.placeBet(db, bet),
  payWin: (win) => rounds.payWin(db, win),
});

/**
 * The bets and wins on `db`: batched on node-postgres when `lanes` is at least 1; each alone
 * on PGlite (one connection: nothing to share) or when `lanes` is 0.
 */
export function createRoundCalls(db: Db, lanes: number): RoundCalls {
  const alone = aloneOn(db);
  const pool = (db as { $client?: unknown }).$client;
  if (lanes === 0 || !(pool instanceof pg.Pool)) return alone;
  return new BatchedRoundCalls({ alone, batch: (calls) => runPamBatch(pool, calls) }, lanes);
}
