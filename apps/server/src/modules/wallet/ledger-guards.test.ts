import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { rowsOf, toBigInt, violatedConstraint } from '../../db/rows.ts';
import { members } from '../../db/schema/index.ts';
import { createLocalEventBus } from '../../platform/event-bus.ts';
import { openSeededDatabase } from '../../../test/seeded-database-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { createWalletService, type WalletService } from './wallet.service.ts';
import type { PostRequest } from './ledger.ts';

/**
 * The guards the database keeps on its own (migration 0009): each test writes SQL the way a
 * careless script or a hostile session would, and expects the named guard to refuse it.
 */
describe('the ledger guards in the database', () => {
  let database: Database;
  let merchantId: number;
  let wallet: WalletService;
  let demoId: number;
  let serial = 0;

  const deposit = (amount: bigint): PostRequest => ({
    merchantId,
    idempotencyKey: `guard-test-${++serial}`,
    kind: 'deposit',
    memberId: demoId,
    legs: [
      { account: { house: 'deposits_clearing' }, amount: -amount },
      { account: { memberId: demoId, kind: 'main' }, amount },
    ],
  });
  const refusal = async (work: Promise<unknown>) => {
    const error = await work.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error, 'the statement was accepted').toBeDefined();
    return { constraint: violatedConstraint(error), message: messageOf(error) };
  };
  const mainAccount = async () => {
    const [row] = await rowsOf<{ id: number; balance: unknown }>(
      database.db,
      sql`select id, balance from ledger_accounts where member_id = ${demoId} and kind = 'main'`,
    );
    return { id: Number(row!.id), balance: toBigInt(row!.balance) };
  };
  const newTransaction = (key: string) => sql`insert into ledger_transactions
    (merchant_id, idempotency_key, request_hash, kind) values
    (${merchantId}, ${key}, 'x', 'adjustment') returning id`;

  beforeAll(async () => {
    const seeded = await openSeededDatabase();
    database = seeded.database;
    merchantId = seeded.merchantId;
    const [demo] = await database.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchantId), eq(members.username, 'demo')));
    demoId = demo!.id;
    wallet = createWalletService({ db: database.db, events: createLocalEventBus() });
    await wallet.post(deposit(10_000n));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets the posting path through, several movements on one account in one transaction too', async () => {
    const before = await mainAccount();
    await wallet.transact(async (money) => {
      await money.post(deposit(300n));
      await money.post(deposit(200n));
    });
    expect((await mainAccount()).balance).toBe(before.balance + 500n);
  });

  it('refuses a balance changed by a plain UPDATE with no posting', async () => {
    const before = await mainAccount();
    const refused = await refusal(
      database.db.execute(
        sql`update ledger_accounts set balance = balance + 1000 where id = ${before.id}`,
      ),
    );
    expect(refused.constraint).toBe('ledger_accounts_balance_posted');
    expect((await mainAccount()).balance).toBe(before.balance);
  });

  it('refuses an account opened with a balance no posting explains', async () => {
    const counts = await ledgerRowCounts(database.db);
    const refused = await refusal(
      database.db
        .execute(sql`insert into ledger_accounts (merchant_id, member_id, kind, vendor, unit, balance)
        values (${merchantId}, ${demoId}, 'vendor', 'guard-test', 'THB', 500)`),
    );
    expect(refused.constraint).toBe('ledger_accounts_balance_posted');
    expect(await ledgerRowCounts(database.db)).toEqual(counts);
  });

  it('refuses a forged posting that claims a balance its amount does not lead to', async () => {
    const before = await mainAccount();
    const refused = await refusal(
      database.db.transaction(async (tx) => {
        const [transaction] = await rowsOf<{ id: number }>(tx, newTransaction('forged'));
        const [house] = await rowsOf<{ id: number; balance: unknown }>(
          tx,
          sql`select id, balance from ledger_accounts
              where merchant_id = ${merchantId} and kind = 'adjustments' and member_id is null
              order by id limit 1`,
        );
        const forged = before.balance + 1_000_000n;
        await tx.execute(
          sql`update ledger_accounts set balance = ${forged} where id = ${before.id}`,
        );
        await tx.execute(
          sql`update ledger_accounts set balance = balance - 5 where id = ${house!.id}`,
        );
        await tx.execute(sql`insert into ledger_postings (transaction_id, account_id, amount, balance_after)
          values (${transaction!.id}, ${before.id}, 5, ${forged}),
                 (${transaction!.id}, ${house!.id}, -5, ${toBigInt(house!.balance) - 5n})`);
      }),
    );
    expect(refused.constraint).toBe('ledger_postings_chained');
    expect((await mainAccount()).balance).toBe(before.balance);
  });

  it('refuses a ledger transaction with no postings when it commits', async () => {
    const counts = await ledgerRowCounts(database.db);
    const refused = await refusal(database.db.execute(newTransaction('empty')));
    expect(refused.constraint).toBe('ledger_transactions_have_postings');
    expect(await ledgerRowCounts(database.db)).toEqual(counts);
  });

  it.each(['ledger_accounts', 'ledger_transactions', 'ledger_postings'])(
    'refuses TRUNCATE of %s, even with CASCADE',
    async (table) => {
      const counts = await ledgerRowCounts(database.db);
      const refused = await refusal(database.db.execute(sql.raw(`truncate ${table} cascade`)));
      expect(refused.constraint).toBe('ledger_append_only');
      expect(refused.message).toContain(`TRUNCATE on ${table}`);
      expect(await ledgerRowCounts(database.db)).toEqual(counts);
    },
  );

  it('refuses UPDATE and DELETE of a ledger transaction by its own append-only trigger', async () => {
    const counts = await ledgerRowCounts(database.db);
    const changed = await refusal(
      database.db.execute(sql`update ledger_transactions set memo = '{"edited":"yes"}'`),
    );
    expect(changed.constraint).toBe('ledger_append_only');
    // a foreign key of the postings would refuse this delete too, but only after the trigger
    const removed = await refusal(database.db.execute(sql`delete from ledger_transactions`));
    expect(removed.constraint).toBe('ledger_append_only');
    expect(removed.message).toContain('DELETE on ledger_transactions');
    expect(await ledgerRowCounts(database.db)).toEqual(counts);
  });

  it('refuses UPDATE and DELETE of a posting by its own append-only trigger', async () => {
    const changed = await refusal(
      database.db.execute(sql`update ledger_postings set amount = amount + 1`),
    );
    expect(changed.message).toContain('UPDATE on ledger_postings');
    const removed = await refusal(database.db.execute(sql`delete from ledger_postings`));
    expect(removed.message).toContain('DELETE on ledger_postings');
  });
});

/** The database's message, through Drizzle's wrapping. */
function messageOf(error: unknown): string {
  const messages: string[] = [];
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const message = (current as { message?: unknown }).message;
    if (typeof message === 'string') messages.push(message);
    current = (current as { cause?: unknown }).cause;
  }
  return messages.join(' | ');
}
