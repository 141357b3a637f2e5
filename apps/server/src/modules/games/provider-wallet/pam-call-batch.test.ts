import { describe, expect, it } from 'vitest';
import type { BatchAnswer, BatchCall } from './pam-batch-statement.ts';
import { BatchedRoundCalls, maxBatchSize, type BatchDatabase } from './pam-call-batch.ts';
import type { BetRequest, PaidWin, PlacedBet, WinRequest } from './provider-rounds.repository.ts';

/**
 * The batcher's rules, on a stand-in database whose statements finish when the test says:
 * which calls go together, which alone, and what each caller gets back. The statement itself
 * (pam_batch) is tested on PostgreSQL in pam-call-batch.postgres.test.ts.
 */

// only the ledger key matters to the stand-in: it names the call
const betNamed = (name: string) => ({ ledger: { key: name } }) as unknown as BetRequest;
const winNamed = (name: string) => ({ ledgerKey: name }) as unknown as WinRequest;
const nameOf = (call: BatchCall) =>
  call.kind === 'bet' ? call.call.ledger.key : call.call.ledgerKey;

const placed = (name: string): PlacedBet => ({
  code: `OK:${name}`,
  transactionId: 1,
  balance: 0n,
  posted: true,
  liveRefusal: null,
});
const paid = (name: string): PaidWin => ({ ...placed(name), winnerId: null });

interface Statement {
  /** A batch (pam_batch) or a call alone (its own statement). */
  via: 'batch' | 'alone';
  names: string[];
  finish: (outcome?: { fail?: Error; deferred?: string[] }) => void;
}

/** A database whose statements wait until `finish`: every one started is in `statements`. */
function standInDatabase() {
  const statements: Statement[] = [];
  const aloneFailures = new Map<string, Error>();
  const started = (via: Statement['via'], names: string[]) =>
    new Promise<{ fail?: Error; deferred?: string[] }>((resolve) => {
      statements.push({ via, names, finish: (outcome = {}) => resolve(outcome) });
    });
  const database: BatchDatabase = {
    alone: {
      async placeBet(bet) {
        const { fail } = await started('alone', [bet.ledger.key]);
        const failure = fail ?? aloneFailures.get(bet.ledger.key);
        if (failure) throw failure;
        return placed(bet.ledger.key);
      },
      async payWin(win) {
        const { fail } = await started('alone', [win.ledgerKey]);
        if (fail) throw fail;
        return paid(win.ledgerKey);
      },
    },
    async batch(calls) {
      const { fail, deferred = [] } = await started('batch', calls.map(nameOf));
      if (fail) throw fail;
      return calls.map((call): BatchAnswer => {
        const name = nameOf(call);
        if (deferred.includes(name)) return { kind: 'deferred' };
        return call.kind === 'bet'
          ? { kind: 'bet', answer: placed(`batch:${name}`) }
          : { kind: 'win', answer: paid(`batch:${name}`) };
      });
    },
  };
  /** The statements from the n-th on, as "via: names". */
  const seen = (from = 0) => statements.slice(from).map((s) => `${s.via}: ${s.names.join(' ')}`);
  return { database, statements, aloneFailures, seen };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** One lane: bet a goes first; bets b and c wait for it, then go as the second statement. */
async function bAndCBatched() {
  const stand = standInDatabase();
  const calls = new BatchedRoundCalls(stand.database, 1);
  const first = calls.placeBet(betNamed('a'));
  const b = calls.placeBet(betNamed('b'));
  const c = calls.placeBet(betNamed('c'));
  await settled();
  stand.statements[0]!.finish();
  await settled();
  expect(stand.seen()).toEqual(['batch: a', 'batch: b c']);
  return { ...stand, calls, first, b, c };
}

describe('batched bets and wins', () => {
  it('sends a call at once while a lane is free, as a batch of one', async () => {
    const { database, statements, seen } = standInDatabase();
    const calls = new BatchedRoundCalls(database, 2);
    const first = calls.placeBet(betNamed('a'));
    const second = calls.payWin(winNamed('b'));
    await settled();
    expect(seen()).toEqual(['batch: a', 'batch: b']);
    statements.forEach((s) => s.finish());
    expect((await first).code).toBe('OK:batch:a');
    expect((await second).code).toBe('OK:batch:b');
    expect(calls.stats()).toEqual({ batches: 0, batchedCalls: 0, deferred: 0, failedBatches: 0 });
  });

  it('sends the calls that waited for a lane as one batch, and answers each its own', async () => {
    const { database, statements, seen } = standInDatabase();
    const calls = new BatchedRoundCalls(database, 1);
    const first = calls.placeBet(betNamed('a'));
    const waiting = [
      calls.placeBet(betNamed('b')),
      calls.payWin(winNamed('c')),
      calls.placeBet(betNamed('d')),
    ];
    await settled();
    expect(seen()).toEqual(['batch: a']);
    statements[0]!.finish();
    await settled();
    expect(seen()).toEqual(['batch: a', 'batch: b c d']);
    statements[1]!.finish();
    expect((await first).code).toBe('OK:batch:a');
    expect((await Promise.all(waiting)).map((answer) => answer.code)).toEqual([
      'OK:batch:b',
      'OK:batch:c',
      'OK:batch:d',
    ]);
    expect(calls.stats()).toMatchObject({ batches: 1, batchedCalls: 3 });
  });

  it(`puts at most ${maxBatchSize} calls in a batch`, async () => {
    const { database, statements } = standInDatabase();
    const calls = new BatchedRoundCalls(database, 1);
    const all = [calls.placeBet(betNamed('first'))];
    for (let n = 0; n < maxBatchSize + 5; n++) all.push(calls.placeBet(betNamed(`b${n}`)));
    await settled();
    statements[0]!.finish();
    await settled();
    expect(statements[1]!.names).toHaveLength(maxBatchSize);
    statements[1]!.finish();
    await settled();
    expect(statements[2]!.names).toEqual(['b32', 'b33', 'b34', 'b35', 'b36']);
    statements[2]!.finish();
    expect(await Promise.all(all)).toHaveLength(maxBatchSize + 6);
  });

  it('runs a deferred call alone, outside the lane, which takes the next batch', async () => {
    const { statements, seen, calls, first, b, c } = await bAndCBatched();
    statements[1]!.finish({ deferred: ['b'] });
    expect((await c).code).toBe('OK:batch:c');
    await settled();
    // b waits for its member alone while the lane serves d
    const d = calls.placeBet(betNamed('d'));
    await settled();
    expect(seen(2)).toEqual(['alone: b', 'batch: d']);
    statements[3]!.finish();
    expect((await d).code).toBe('OK:batch:d');
    statements[2]!.finish();
    expect((await b).code).toBe('OK:b');
    await first;
    expect(calls.stats()).toMatchObject({ batches: 1, batchedCalls: 2, deferred: 1 });
  });

  it('never holds the lane for a lone call whose member is busy', async () => {
    const { database, statements, seen } = standInDatabase();
    const calls = new BatchedRoundCalls(database, 1);
    const a = calls.placeBet(betNamed('a'));
    await settled();
    statements[0]!.finish({ deferred: ['a'] });
    await settled();
    const b = calls.placeBet(betNamed('b'));
    await settled();
    expect(seen()).toEqual(['batch: a', 'alone: a', 'batch: b']);
    statements[2]!.finish();
    expect((await b).code).toBe('OK:batch:b');
    statements[1]!.finish();
    expect((await a).code).toBe('OK:a');
  });

  it('runs every call of a failed batch alone: each answers, or fails, as it would alone', async () => {
    const { statements, seen, aloneFailures, calls, first, b, c } = await bAndCBatched();
    aloneFailures.set('c', new Error('ledger key already used'));
    statements[1]!.finish({ fail: new Error('ledger key already used') });
    await settled();
    expect(seen(2)).toEqual(['alone: b', 'alone: c']);
    statements[2]!.finish();
    statements[3]!.finish();
    expect((await b).code).toBe('OK:b');
    await expect(c).rejects.toThrow('ledger key already used');
    await first;
    expect(calls.stats()).toMatchObject({ batches: 0, failedBatches: 1 });
  });

  it('refuses fewer than one lane', () => {
    const { database } = standInDatabase();
    expect(() => new BatchedRoundCalls(database, 0)).toThrow(RangeError);
  });
});
