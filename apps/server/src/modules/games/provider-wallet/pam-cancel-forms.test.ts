import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PamTransaction } from '@lobby/contracts';
import { bets, providerTransactions } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import type { PamCaller } from './pam-port.ts';
import { pamTransaction } from './testing/pam-kit.ts';
import { demoPamPlayer, pamCashOf, pamCodeOf } from './testing/pam-service-kit.ts';

type DemoPamPlayer = Awaited<ReturnType<typeof demoPamPlayer>>;

/**
 * Every form of rollback the PAM contract allows finds its bet: the cancel's bet reference
 * (the bets carrying it, else the bet whose own id it names), or without one the cancel's own
 * transaction id. A rollback that overtook its bet leaves a marker found the same ways.
 */
describe('provider wallet: the forms of a cancel', () => {
  let ctx: TestContext;
  let pam: DemoPamPlayer['pam'];
  let caller: PamCaller;
  let playerId: string;
  let token: string;

  const codeOf = pamCodeOf;
  const cashOf = pamCashOf;
  const send = (transaction: PamTransaction) =>
    pam.addTransaction(caller, playerId, token, transaction);
  const balance = async () => cashOf(await pam.getBalance(caller, playerId, token));
  const roundOf = async (roundId: string) =>
    (await ctx.database.db.select().from(bets).where(eq(bets.providerRoundId, roundId)))[0];

  beforeAll(async () => {
    ctx = await createTestApp();
    const player = await demoPamPlayer(ctx.database.db);
    ({ pam, caller, playerId } = player);
    token = await player.openSession();
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });

  it("refunds a bet sent without a reference when the cancel's reference is the bet's id", async () => {
    const start = await balance();
    const bet = pamTransaction({
      transactionType: 'WITHDRAW',
      cashAmount: 4,
      providerRoundId: 'f5-a',
    });
    expect((await send(bet)).status).toBe('OK');
    const cancel = pamTransaction({
      transactionType: 'CANCEL',
      cashAmount: 4,
      providerBetRef: bet.providerTransactionId,
    });
    const answer = await send(cancel);
    expect(answer.status).toBe('OK');
    expect(cashOf(answer)).toBe(start);
    expect(await roundOf('f5-a')).toMatchObject({ stake: 0n, status: 'cancelled' });
    // the same cancel again is a repeat; another cancel of that bet finds it cancelled
    expect(cashOf(await send(cancel))).toBe(start);
    const another = pamTransaction({
      transactionType: 'CANCEL',
      cashAmount: 4,
      providerBetRef: bet.providerTransactionId,
    });
    expect(codeOf(await send(another))).toBe('PAM_ERR_TRANS_ALREADY_CANCELLED');
    expect(await balance()).toBe(start);
  });

  it("refuses a cancel whose reference is a deposit's id as a cancel of a non-withdraw", async () => {
    await send(
      pamTransaction({ transactionType: 'WITHDRAW', cashAmount: 1, providerRoundId: 'f5-b' }),
    );
    const win = pamTransaction({
      transactionType: 'DEPOSIT',
      cashAmount: 2,
      providerRoundId: 'f5-b',
    });
    expect((await send(win)).status).toBe('OK');
    const cancel = pamTransaction({
      transactionType: 'CANCEL',
      cashAmount: 2,
      providerBetRef: win.providerTransactionId,
    });
    expect(codeOf(await send(cancel))).toBe('PAM_ERR_CANCEL_NON_WITHDRAW');
  });

  it('refuses a late bet carrying the reference of a rollback that came first', async () => {
    const start = await balance();
    const early = pamTransaction({
      transactionType: 'CANCEL',
      cashAmount: 3,
      providerBetRef: 'f5-ref-c',
    });
    expect(codeOf(await send(early))).toBe('PAM_ERR_CANCEL_NOT_FOUND');
    const [marker] = await ctx.database.db
      .select()
      .from(providerTransactions)
      .where(eq(providerTransactions.providerTransactionId, early.providerTransactionId));
    expect(marker).toMatchObject({ status: 'cancel_marker', providerBetRef: 'f5-ref-c' });
    const before = await ledgerRowCounts(ctx.database.db);
    const late = pamTransaction({
      transactionType: 'WITHDRAW',
      cashAmount: 3,
      providerBetRef: 'f5-ref-c',
      providerRoundId: 'f5-c',
    });
    const answer = await send(late);
    expect(codeOf(answer)).toBe('PAM_ERR_TRANS_ALREADY_CANCELLED');
    expect(cashOf(answer)).toBe(start);
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
    expect(await roundOf('f5-c')).toBeUndefined();
  });

  it('refuses a late bet whose id a rollback that came first named as its reference', async () => {
    const start = await balance();
    const bet = pamTransaction({
      transactionType: 'WITHDRAW',
      cashAmount: 5,
      providerRoundId: 'f5-d',
    });
    const early = pamTransaction({
      transactionType: 'CANCEL',
      cashAmount: 5,
      providerBetRef: bet.providerTransactionId,
    });
    expect(codeOf(await send(early))).toBe('PAM_ERR_CANCEL_NOT_FOUND');
    const before = await ledgerRowCounts(ctx.database.db);
    expect(codeOf(await send(bet))).toBe('PAM_ERR_TRANS_ALREADY_CANCELLED');
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
    expect(await balance()).toBe(start);
  });
});
