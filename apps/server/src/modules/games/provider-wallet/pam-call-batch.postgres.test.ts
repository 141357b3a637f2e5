import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PamResponse, PamTransaction } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import { members } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { connectAnotherSession } from '../../../../test/database-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { createWalletService } from '../../wallet/index.ts';
import { demoMerchantId } from '../../wallet/testing/wallet-kit.ts';
import { createLocalEventBus } from '../../../platform/event-bus.ts';
import { originalsProviderCode, type PamCaller } from './pam-port.ts';
import { openGameSession, pamTransaction } from './testing/pam-kit.ts';
import { pamCashOf, pamCodeOf, providerWalletFor } from './testing/pam-service-kit.ts';

/**
 * Batched bets and wins on PostgreSQL (pam_batch, migration 0039): the calls that waited for a
 * lane commit together, each answered as its own statement would answer it, and a batch never
 * waits for a member whose lock is held elsewhere.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const openingCash = 100; // THB per member

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const betOf = (roundId: string, cashAmount: number, extra: Partial<PamTransaction> = {}) =>
  pamTransaction({ transactionType: 'WITHDRAW', cashAmount, providerRoundId: roundId, ...extra });
const winOf = (roundId: string, cashAmount: number) =>
  pamTransaction({
    transactionType: 'DEPOSIT',
    cashAmount,
    providerRoundId: roundId,
    isGameOver: true,
  });

/** Members of the demo brand, each with 100.00 THB and a game session at the in-house vendor. */
async function fundedPlayers(db: Db, count: number) {
  const merchantId = await demoMerchantId(db);
  const wallet = createWalletService({ db, events: createLocalEventBus() });
  const { pam } = await providerWalletFor(db, 0, 1);
  const caller: PamCaller = { merchantId, providerCode: originalsProviderCode };
  const tag = randomUUID().slice(0, 8);
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: count }, (_, n) => ({
        merchantId,
        username: `batch${tag}${n}`,
        type: 0,
        nickname: `Batch ${n}`,
      })),
    )
    .returning({ id: members.id });
  const players = [];
  for (const { id } of rows) {
    await wallet.post({
      merchantId,
      idempotencyKey: `batch-opening-${id}`,
      kind: 'adjustment',
      memberId: id,
      memo: { reason: 'test opening balance' },
      legs: [
        { account: { house: 'adjustments' }, amount: -BigInt(openingCash * 100) },
        { account: { memberId: id, kind: 'main' }, amount: BigInt(openingCash * 100) },
      ],
    });
    const launch = await openGameSession(db, {
      merchantId,
      memberId: id,
      providerCode: originalsProviderCode,
      vassalage: 'LOBBY',
      gameCode: 'lotus-fortune',
    });
    const session = await pam.refreshSession(caller, launch);
    const token = session.session!.token;
    players.push({
      memberId: id,
      call: (transaction: PamTransaction) =>
        pam.addTransaction(caller, String(id), token, transaction),
    });
  }
  return players;
}

describe.skipIf(!postgresUrl)('batched bets and wins on PostgreSQL', () => {
  let ctx: TestContext;
  let holder: pg.Client;

  /** Holds (or lets go of) a member's lock from another session, as another money path would. */
  const memberLock = (memberId: number, take: boolean) =>
    holder.query(`select ${take ? 'pg_advisory_lock' : 'pg_advisory_unlock'}(7401, $1::int)`, [
      memberId,
    ]);

  /**
   * Holds every shard of the house's game revenue, rows and advisory locks, in a transaction of
   * another session: a bet or win then waits at its ledger movement, so the lane it is in stays
   * busy until `release`.
   */
  async function holdTheHouse() {
    const db = ctx.database.db;
    const merchantId = await demoMerchantId(db);
    await db.execute(sql`select ledger_account_for(${merchantId}, null, 'game_revenue', '', s)
      from generate_series(0, 15) s`);
    await holder.query('begin');
    await holder.query(
      `select pg_advisory_xact_lock(7403, id::int) from ledger_accounts
       where merchant_id = $1 and member_id is null and kind = 'game_revenue'
       order by id for update`,
      [merchantId],
    );
    return { release: () => holder.query('rollback') };
  }

  /** The transactions (xmin) that wrote the calls' rows, by provider transaction id. */
  async function writersOf(ids: string[]) {
    const rows = await rowsOf<{ id: string; writer: string }>(
      ctx.database.db,
      sql`select provider_transaction_id as id, xmin::text as writer from provider_transactions
        where provider_transaction_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
    );
    return new Map(rows.map((row) => [row.id, row.writer]));
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    holder = await connectAnotherSession(ctx.database.db);
  });
  afterAll(async () => {
    await holder.end();
    await ctx.close();
  });

  it('commits the calls that waited for the lane together, each with its own answer', async () => {
    const db = ctx.database.db;
    const [first, a, b, c, d, e] = await fundedPlayers(db, 6);
    const earlier = betOf('round-e', 5);
    expect(pamCodeOf(await e!.call(earlier))).toBe('OK');

    // the one lane is busy: the first member's bet waits for the house, held elsewhere
    const house = await holdTheHouse();
    const firstBet = betOf('round-first', 1);
    const firstAnswer = first!.call(firstBet);
    await pause(500);
    const aBet = betOf('round-a', 7);
    const bBet = betOf('round-b', 3);
    const calls: Promise<PamResponse>[] = [
      a!.call(aBet),
      a!.call(aBet), // the same call again: the first answer
      b!.call(bBet),
      b!.call({ ...bBet, cashAmount: 4 }), // the same id, other content: one is a duplicate
      c!.call(betOf('round-c', openingCash + 1)), // more than the member has
      d!.call(betOf('round-d', 2)),
      e!.call(winOf('round-e', 12)),
    ];
    await pause(500);
    await house.release();
    const answers = await Promise.all(calls);
    expect(pamCodeOf(await firstAnswer)).toBe('OK');

    const [aFirst, aAgain, bOne, bOther, cOver, dBet, eWin] = answers as [
      PamResponse,
      ...PamResponse[],
    ];
    expect(pamCodeOf(aFirst)).toBe('OK');
    expect(pamCodeOf(aAgain!)).toBe('OK');
    expect(aAgain!.transactionResult?.transactionId).toBe(aFirst.transactionResult?.transactionId);
    expect(pamCashOf(aAgain!)).toBe(openingCash - 7);
    // two calls with one id and different content at once: the first to reach the wallet
    // takes the money, the other is a duplicate; either may be first
    const bCodes = [bOne!, bOther!].map(pamCodeOf);
    expect([...bCodes].sort()).toEqual(['OK', 'PAM_ERR_DUPLICATE_TRANS']);
    const bTaken = bCodes[0] === 'OK' ? 3 : 4;
    expect([bOne!, bOther!].map(pamCashOf)).toEqual([openingCash - bTaken, openingCash - bTaken]);
    expect(pamCodeOf(cOver!)).toBe('PAM_ERR_CASH_OVERDRAFT');
    expect(pamCashOf(cOver!)).toBe(openingCash);
    expect(pamCashOf(dBet!)).toBe(openingCash - 2);
    expect(pamCashOf(eWin!)).toBe(openingCash - 5 + 12);
    // one transaction wrote every call that waited; the first bet committed on its own
    const writers = await writersOf([
      firstBet.providerTransactionId,
      aBet.providerTransactionId,
      bBet.providerTransactionId,
    ]);
    expect(writers.get(aBet.providerTransactionId)).toBe(writers.get(bBet.providerTransactionId));
    expect(writers.get(firstBet.providerTransactionId)).not.toBe(
      writers.get(aBet.providerTransactionId),
    );
    expect(await ledgerInvariants(db)).toEqual(healthyLedger);
  });

  it('never waits in a lane for a member held elsewhere: that call waits alone', async () => {
    const db = ctx.database.db;
    const [held, first, second] = await fundedPlayers(db, 3);
    await memberLock(held!.memberId, true);
    let heldAnswered = false;
    const heldAnswer = held!.call(betOf('round-held', 2)).then((answer) => {
      heldAnswered = true;
      return answer;
    });
    await pause(500);
    // the one lane is free for the others, and takes them while the held member's call waits
    const others = await Promise.race([
      Promise.all([first!.call(betOf('round-1', 3)), second!.call(betOf('round-2', 4))]),
      pause(5_000).then(() => 'waited with the held member' as const),
    ]);
    expect(others).not.toBe('waited with the held member');
    expect((others as PamResponse[]).map(pamCashOf)).toEqual([openingCash - 3, openingCash - 4]);
    expect(heldAnswered).toBe(false);
    await memberLock(held!.memberId, false);
    expect(pamCashOf(await heldAnswer)).toBe(openingCash - 2);
    expect(await ledgerInvariants(db)).toEqual(healthyLedger);
  });
});
