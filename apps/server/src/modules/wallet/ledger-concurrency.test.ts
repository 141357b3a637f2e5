import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { rowsOf } from '../../db/rows.ts';
import { createLocalEventBus } from '../../platform/event-bus.ts';
import { AppError } from '../../platform/app-error.ts';
import { openSeededDatabase } from '../../../test/seeded-database-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { createWalletService, type WalletService } from './wallet.service.ts';
import type { PostRequest, PostedTransaction } from './ledger.ts';
import {
  countingTransactions,
  runConcurrently,
  seededRandom,
  type Operation,
} from './testing/ledger-load-kit.ts';

// The real proof runs on PostgreSQL (TEST_DATABASE_URL): many connections at once. On PGlite
// the same cases run one transaction at a time, which still checks the bookkeeping.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
/** Every random choice comes from this seed; a failure names it, LEDGER_TEST_SEED repeats it. */
const seed = Number(process.env.LEDGER_TEST_SEED ?? 20_260_401);
/** Below the test pool's 20 connections, so the checks still find one free. */
const inFlight = 16;

describe(`the ledger under concurrency and crashes (${onPostgres ? 'PostgreSQL' : 'PGlite, serial'}, seed ${seed})`, () => {
  let database: Database;
  let merchantId: number;
  let wallet: WalletService;
  let serial = 0;
  const key = (prefix: string) => `${prefix}-${++serial}`;

  const requestFor = (operation: Operation, idempotencyKey: string): PostRequest => {
    const base = { merchantId, idempotencyKey };
    if (operation.kind === 'debit') {
      return {
        ...base,
        kind: 'bet',
        memberId: operation.member,
        legs: [
          { account: { memberId: operation.member, kind: 'main' }, amount: -operation.amount },
          { account: { house: 'game_revenue' }, amount: operation.amount },
        ],
      };
    }
    if (operation.kind === 'credit') {
      return {
        ...base,
        kind: 'win',
        memberId: operation.member,
        legs: [
          { account: { house: 'game_revenue' }, amount: -operation.amount },
          { account: { memberId: operation.member, kind: 'main' }, amount: operation.amount },
        ],
      };
    }
    return {
      ...base,
      kind: 'agent_transfer',
      memberId: operation.from,
      legs: [
        { account: { memberId: operation.from, kind: 'main' }, amount: -operation.amount },
        { account: { memberId: operation.to, kind: 'main' }, amount: operation.amount },
      ],
    };
  };

  /** What a successful operation does to each member's main balance. */
  const applyTo = (expected: Map<number, bigint>, operation: Operation) => {
    const add = (member: number, amount: bigint) =>
      expected.set(member, (expected.get(member) ?? 0n) + amount);
    if (operation.kind === 'debit') add(operation.member, -operation.amount);
    else if (operation.kind === 'credit') add(operation.member, operation.amount);
    else {
      add(operation.from, -operation.amount);
      add(operation.to, operation.amount);
    }
  };

  /** Members of the demo brand made for this file, each opened with `opening` minor units. */
  const createMembers = async (prefix: string, count: number, opening: bigint) => {
    const rows = await database.db
      .insert(members)
      .values(
        Array.from({ length: count }, (_, index) => ({
          merchantId,
          username: `${prefix}${index}`,
          type: 0,
          nickname: `${prefix} ${index}`,
        })),
      )
      .returning({ id: members.id });
    for (const { id } of rows) {
      if (opening === 0n) continue;
      await wallet.post({
        merchantId,
        idempotencyKey: key('opening'),
        kind: 'adjustment',
        memberId: id,
        memo: { reason: 'concurrency test opening balance' },
        legs: [
          { account: { house: 'adjustments' }, amount: -opening },
          { account: { memberId: id, kind: 'main' }, amount: opening },
        ],
      });
    }
    return rows.map((row) => row.id);
  };

  const mainOf = async (memberId: number) => (await wallet.balances(merchantId, memberId)).main;

  beforeAll(async () => {
    const seeded = await openSeededDatabase();
    database = seeded.database;
    merchantId = seeded.merchantId;
    wallet = createWalletService({ db: database.db, events: createLocalEventBus() });
  });
  afterEach(async () => {
    expect(await ledgerInvariants(database.db)).toEqual(healthyLedger);
    // no lost update: each account's postings, in the order they were written, chain their
    // balance_after (an update that read a stale balance breaks the chain)
    const [chain] = await rowsOf<{ broken: number }>(
      database.db,
      sql`select count(*)::int as broken from (
            select amount, balance_after,
              lag(balance_after, 1, 0::bigint) over (partition by account_id order by id) as before
            from ledger_postings) p
          where p.balance_after <> p.before + p.amount`,
    );
    expect(chain?.broken).toBe(0);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps every balance exact under many concurrent debits, credits and transfers', async () => {
    const random = seededRandom(seed);
    const opening = 1_000n;
    const memberIds = await createMembers('mix', 5, opening);
    const pick = () => memberIds[Math.floor(random() * memberIds.length)]!;
    // amounts up to 40% of an opening balance: members run dry often, so refusals race commits
    const amount = () => BigInt(1 + Math.floor(random() * 400));
    const operations: Operation[] = Array.from({ length: onPostgres ? 3_000 : 300 }, () => {
      const roll = random();
      if (roll < 0.35) return { kind: 'debit', member: pick(), amount: amount() };
      if (roll < 0.6) return { kind: 'credit', member: pick(), amount: amount() };
      const from = pick();
      let to = pick();
      while (to === from) to = pick();
      return { kind: 'transfer', from, to, amount: amount() };
    });
    const keys = operations.map(() => key('mix'));

    const expected = new Map(memberIds.map((id) => [id, opening]));
    const succeeded: PostedTransaction[] = [];
    const refusedKeys: string[] = [];
    const unexpected: string[] = [];
    await runConcurrently(operations, inFlight, async (operation, index) => {
      try {
        succeeded.push(await wallet.post(requestFor(operation, keys[index]!)));
        applyTo(expected, operation);
      } catch (error) {
        if (error instanceof AppError && error.code === 'insufficient_funds') {
          refusedKeys.push(keys[index]!);
        } else unexpected.push(`${keys[index]}: ${String(error)}`);
      }
    });

    expect(unexpected).toEqual([]);
    // the run really raced refusals against successes
    expect(refusedKeys.length).toBeGreaterThan(operations.length / 20);
    expect(succeeded.length).toBeGreaterThan(operations.length / 4);
    expect(succeeded.length + refusedKeys.length).toBe(operations.length);
    for (const id of memberIds) {
      expect({ member: id, main: await mainOf(id) }).toEqual({
        member: id,
        main: expected.get(id),
      });
    }
    expect(new Set(succeeded.map((posted) => posted.transactionId)).size).toBe(succeeded.length);
    const written = await rowsOf<{ idempotency_key: string; copies: number }>(
      database.db,
      sql`select idempotency_key, count(*)::int as copies from ledger_transactions
          where merchant_id = ${merchantId} and idempotency_key like 'mix-%'
          group by idempotency_key`,
    );
    expect(written.filter((row) => row.copies !== 1)).toEqual([]);
    expect(written).toHaveLength(succeeded.length);
    const writtenKeys = new Set(written.map((row) => row.idempotency_key));
    expect(refusedKeys.filter((refused) => writtenKeys.has(refused))).toEqual([]);
  }, 180_000);

  it('answers ten concurrent copies of a request once, with one identical answer', async () => {
    const memberIds = await createMembers('idem', 4, 0n);
    const copies = 10;
    const requests = memberIds.map((id, index) =>
      requestFor({ kind: 'credit', member: id, amount: BigInt(250 + index) }, key('idem')),
    );
    const answers = await Promise.all(
      requests.flatMap((request) => Array.from({ length: copies }, () => wallet.post(request))),
    );

    for (const [index, request] of requests.entries()) {
      const mine = answers.slice(index * copies, (index + 1) * copies);
      const first = mine.find((answer) => !answer.replayed)!;
      expect(mine.filter((answer) => !answer.replayed)).toHaveLength(1);
      for (const answer of mine) {
        expect({ id: answer.transactionId, postings: answer.postings }).toEqual({
          id: first.transactionId,
          postings: first.postings,
        });
      }
      const [stored] = await rowsOf<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from ledger_transactions
            where merchant_id = ${merchantId} and idempotency_key = ${request.idempotencyKey}`,
      );
      expect(stored?.n).toBe(1);
      expect(await mainOf(memberIds[index]!)).toBe(BigInt(250 + index));
    }

    // the same key with other content, once the first has been kept
    const counts = await ledgerRowCounts(database.db);
    const reused = requests[0]!;
    const changed = {
      ...reused,
      legs: reused.legs.map((leg) => ({ ...leg, amount: leg.amount * 2n })),
    };
    await expect(wallet.post(changed)).rejects.toMatchObject({ code: 'idempotency_conflict' });
    expect(await ledgerRowCounts(database.db)).toEqual(counts);
  });

  it('lets one content win a key raced by two contents and refuses the other', async () => {
    const [memberId] = await createMembers('race', 1, 0n);
    const raced = key('race');
    const contents = [300n, 301n].map((amount) =>
      requestFor({ kind: 'credit', member: memberId!, amount }, raced),
    );
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) => wallet.post(contents[index % 2]!)),
    );
    const kept = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    const refused = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [outcome.reason as unknown] : [],
    );
    expect(kept).toHaveLength(5);
    expect(new Set(kept.map((answer) => answer.transactionId)).size).toBe(1);
    expect(kept.filter((answer) => !answer.replayed)).toHaveLength(1);
    expect(refused.map((error) => (error as AppError).code)).toEqual(
      Array(5).fill('idempotency_conflict'),
    );
    const winner = kept[0]!.postings.find((posting) => posting.memberId === memberId)!.amount;
    expect(await mainOf(memberId!)).toBe(winner);
  });

  it('keeps none of a money transaction that fails after its first posting', async () => {
    const [payer, payee] = await createMembers('half', 2, 10_000n);
    const transfer = (amount: bigint) =>
      requestFor({ kind: 'transfer', from: payer!, to: payee!, amount }, key('half'));
    const counts = await ledgerRowCounts(database.db);

    await expect(
      wallet.transact(async ({ post }) => {
        await post(transfer(1_000n));
        throw new Error('the process failed between two postings');
      }),
    ).rejects.toThrow('between two postings');
    // the second posting is refused by the database: the first one goes with it
    await expect(
      wallet.transact(async ({ post }) => {
        await post(transfer(6_000n));
        await post(transfer(6_000n));
      }),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });

    expect(await ledgerRowCounts(database.db)).toEqual(counts);
    expect([await mainOf(payer!), await mainOf(payee!)]).toEqual([10_000n, 10_000n]);
  });

  it('creates an account again when the transaction that first created it rolled back', async () => {
    // a member's first ever movement creates the account row inside the money transaction; when
    // that transaction fails, the row is gone, and the next movement must not use its old id
    const [newcomer] = await createMembers('first', 1, 0n);
    await expect(
      wallet.post(requestFor({ kind: 'debit', member: newcomer!, amount: 100n }, key('first'))),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    await wallet.post(
      requestFor({ kind: 'credit', member: newcomer!, amount: 100n }, key('first')),
    );
    expect(await mainOf(newcomer!)).toBe(100n);
  });

  describe.skipIf(!onPostgres)('a connection killed mid-transaction (PostgreSQL only)', () => {
    // PGlite is one in-process backend: terminating it ends the whole database, not one session

    it('keeps nothing when the transaction kills its own connection after posting', async () => {
      const [memberId] = await createMembers('self', 1, 5_000n);
      const counts = await ledgerRowCounts(database.db);
      const request = requestFor({ kind: 'debit', member: memberId!, amount: 2_000n }, key('self'));

      const failure = await wallet
        .transact(async ({ tx, post }) => {
          await post(request);
          await tx.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
          return 'committed';
        })
        .catch((error: unknown) => error);

      expect(failure).toBeInstanceOf(Error);
      expect(await ledgerRowCounts(database.db)).toEqual(counts);
      expect(await mainOf(memberId!)).toBe(5_000n);
      // the key was never kept: the same request now runs for the first time
      expect((await wallet.post(request)).replayed).toBe(false);
      expect(await mainOf(memberId!)).toBe(3_000n);
    });

    it('keeps nothing when another session kills the connection while it holds the locks', async () => {
      const [payer, payee] = await createMembers('killed', 2, 5_000n);
      const counts = await ledgerRowCounts(database.db);
      let reportPid: (pid: number) => void = () => {};
      const pidKnown = new Promise<number>((resolve) => (reportPid = resolve));

      const running = wallet
        .transact(async ({ tx, post }) => {
          await post(
            requestFor({ kind: 'transfer', from: payer!, to: payee!, amount: 700n }, key('killed')),
          );
          await post(requestFor({ kind: 'debit', member: payee!, amount: 100n }, key('killed')));
          const [row] = await rowsOf<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
          reportPid(row!.pid);
          await tx.execute(sql`select pg_sleep(30)`);
          return 'committed';
        })
        .catch((error: unknown) => error);

      const pid = await pidKnown;
      // wait until it really sleeps inside the open transaction
      for (let tries = 0; tries < 100; tries++) {
        const [activity] = await rowsOf<{ query: string }>(
          database.db,
          sql`select query from pg_stat_activity where pid = ${pid} and state = 'active'`,
        );
        if (activity?.query.includes('pg_sleep')) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // meanwhile nobody sees its uncommitted money
      expect([await mainOf(payer!), await mainOf(payee!)]).toEqual([5_000n, 5_000n]);
      await database.db.execute(sql`select pg_terminate_backend(${pid})`);

      expect(await running).toBeInstanceOf(Error);
      expect(await ledgerRowCounts(database.db)).toEqual(counts);
      expect([await mainOf(payer!), await mainOf(payee!)]).toEqual([5_000n, 5_000n]);
      // its row locks died with it: the same accounts move again at once
      await wallet.post(
        requestFor({ kind: 'transfer', from: payer!, to: payee!, amount: 1n }, key('killed')),
      );
      expect([await mainOf(payer!), await mainOf(payee!)]).toEqual([4_999n, 5_001n]);
    });
  });

  it('completes opposite transfers between the same accounts without a deadlock', async () => {
    const random = seededRandom(seed + 1);
    const opening = 1_000_000n;
    const [a, b, c] = await createMembers('swap', 3, opening);
    const operations: Operation[] = Array.from({ length: onPostgres ? 600 : 100 }, (_, index) => {
      const amount = BigInt(1 + Math.floor(random() * 1_000));
      // A→B against B→A, and now and then C joins from either side
      if (index % 5 === 4) return { kind: 'transfer', from: index % 2 ? c! : a!, to: b!, amount };
      return index % 2
        ? { kind: 'transfer', from: a!, to: b!, amount }
        : { kind: 'transfer', from: b!, to: a!, amount };
    });
    const counting = countingTransactions(database.db);
    const swapping = createWalletService({ db: counting.db, events: createLocalEventBus() });
    const expected = new Map([a!, b!, c!].map((id) => [id, opening]));
    const failures: string[] = [];
    await runConcurrently(operations, inFlight, async (operation) => {
      try {
        // inside an explicit transaction, so each attempt is one counted db.transaction
        const request = requestFor(operation, key('swap'));
        await swapping.transact((money) => money.post(request));
        applyTo(expected, operation);
      } catch (error) {
        failures.push(String(error));
      }
    });

    expect(failures).toEqual([]);
    // balances are updated in account-id order, so no attempt ever had to be retried
    expect(counting.attempts()).toBe(operations.length);
    for (const id of [a!, b!, c!]) expect(await mainOf(id)).toBe(expected.get(id));
  }, 120_000);
});
