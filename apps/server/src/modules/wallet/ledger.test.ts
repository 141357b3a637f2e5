import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { createLocalEventBus } from '../../platform/event-bus.ts';
import { AppError } from '../../platform/app-error.ts';
import { openSeededDatabase } from '../../../test/seeded-database-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { createWalletService, type WalletService } from './wallet.service.ts';
import type { PostRequest } from './ledger.ts';

describe('the ledger', () => {
  let database: Database;
  let merchantId: number;
  let wallet: WalletService;
  let demoId: number;
  let agentId: number;
  const events: Array<{ topic: string; event: Record<string, unknown> }> = [];
  let serial = 0;
  const key = () => `ledger-test-${++serial}`;

  const deposit = (memberId: number, amount: bigint, idempotencyKey = key()): PostRequest => ({
    merchantId,
    idempotencyKey,
    kind: 'deposit',
    memberId,
    legs: [
      { account: { house: 'deposits_clearing' }, amount: -amount },
      { account: { memberId, kind: 'main' }, amount },
    ],
  });
  const transfer = (from: number, to: number, amount: bigint): PostRequest => ({
    merchantId,
    idempotencyKey: key(),
    kind: 'agent_transfer',
    memberId: from,
    legs: [
      { account: { memberId: from, kind: 'main' }, amount: -amount },
      { account: { memberId: to, kind: 'main' }, amount },
    ],
  });

  beforeAll(async () => {
    const seeded = await openSeededDatabase();
    database = seeded.database;
    merchantId = seeded.merchantId;
    const bus = createLocalEventBus();
    const idOf = async (username: string) => {
      const [row] = await database.db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.merchantId, merchantId), eq(members.username, username)));
      return row!.id;
    };
    demoId = await idOf('demo');
    agentId = await idOf('agent');
    for (const id of [demoId, agentId]) {
      bus.subscribe(`member:${id}`, (event) => events.push({ topic: `member:${id}`, event }));
    }
    wallet = createWalletService({ db: database.db, events: bus });
  });
  afterEach(async () => {
    expect(await ledgerInvariants(database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => {
    await database.close();
  });

  it('credits a member from a house account and records the balance after each posting', async () => {
    const before = await wallet.balances(merchantId, demoId);
    const posted = await wallet.post(deposit(demoId, 12_345n));
    expect(posted.replayed).toBe(false);
    const memberLeg = posted.postings.find((p) => p.memberId === demoId)!;
    expect(memberLeg.amount).toBe(12_345n);
    expect(memberLeg.balanceAfter).toBe(before.main + 12_345n);
    expect((await wallet.balances(merchantId, demoId)).main).toBe(before.main + 12_345n);
    expect(events.at(-1)).toEqual({
      topic: `member:${demoId}`,
      event: { type: 'balance_changed', reason: 'deposit' },
    });
  });

  it('answers a repeated key with the first result and moves nothing more', async () => {
    const request = deposit(demoId, 500n);
    const first = await wallet.post(request);
    const counts = await ledgerRowCounts(database.db);
    const again = await wallet.post(request);
    expect(again.replayed).toBe(true);
    expect(again.transactionId).toBe(first.transactionId);
    expect(again.postings).toEqual(first.postings);
    expect(await ledgerRowCounts(database.db)).toEqual(counts);
  });

  it('refuses the same key with different content', async () => {
    const idempotencyKey = key();
    await wallet.post(deposit(demoId, 700n, idempotencyKey));
    const counts = await ledgerRowCounts(database.db);
    await expect(wallet.post(deposit(demoId, 701n, idempotencyKey))).rejects.toMatchObject({
      code: 'idempotency_conflict',
    });
    expect(await ledgerRowCounts(database.db)).toEqual(counts);
  });

  it('refuses to take a member below zero and leaves every balance as it was', async () => {
    const { main } = await wallet.balances(merchantId, demoId);
    const counts = await ledgerRowCounts(database.db);
    const failure = await wallet.post(transfer(demoId, agentId, main + 1n)).catch((e) => e);
    expect(failure).toBeInstanceOf(AppError);
    expect(failure.code).toBe('insufficient_funds');
    expect(await ledgerRowCounts(database.db)).toEqual(counts);
    expect((await wallet.balances(merchantId, demoId)).main).toBe(main);
  });

  it('keeps the whole money transaction or none of it', async () => {
    const counts = await ledgerRowCounts(database.db);
    await expect(
      wallet.transact(async (money) => {
        await money.post(deposit(demoId, 900n));
        throw new Error('the process failed half way');
      }),
    ).rejects.toThrow('half way');
    expect(await ledgerRowCounts(database.db)).toEqual(counts);
  });

  it('lets house accounts go below zero but never a member account, in the database itself', async () => {
    await expect(
      database.db.execute(
        sql`update ledger_accounts set balance = -1 where member_id = ${demoId} and kind = 'main'`,
      ),
    ).rejects.toThrow();
    const [house] = (
      (await database.db.execute(
        sql`select count(*)::int as n from ledger_accounts where member_id is null and balance < 0`,
      )) as unknown as { rows: Array<{ n: number }> }
    ).rows;
    expect(house!.n).toBeGreaterThan(0);
  });

  it('refuses postings that do not sum to zero and any change to written postings', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        const [row] = (
          (await tx.execute(sql`insert into ledger_transactions
            (merchant_id, idempotency_key, request_hash, kind) values
            (${merchantId}, 'unbalanced', 'x', 'adjustment') returning id`)) as unknown as {
            rows: Array<{ id: number }>;
          }
        ).rows;
        const [account] = (
          (await tx.execute(
            sql`select id from ledger_accounts where member_id = ${demoId} and kind = 'main'`,
          )) as unknown as { rows: Array<{ id: number }> }
        ).rows;
        await tx.execute(sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after)
          values (${row!.id}, ${account!.id}, 5, 5)`);
      }),
    ).rejects.toThrow();
    await expect(
      database.db.execute(sql`update ledger_postings set amount = amount + 1`),
    ).rejects.toThrow();
    await expect(database.db.execute(sql`delete from ledger_transactions`)).rejects.toThrow();
  });

  it('refuses an account of a member of another brand', async () => {
    await expect(
      wallet.post({ ...deposit(demoId, 100n), merchantId: merchantId + 999 }),
    ).rejects.toThrow();
  });
});
