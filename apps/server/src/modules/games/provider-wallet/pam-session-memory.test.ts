import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PamResponse, PamTransaction } from '@lobby/contracts';
import { members, selfExclusions } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { demoMerchantId, memberIdOf } from '../../wallet/testing/wallet-kit.ts';
import { betRefusals } from './pam-withdraw.ts';
import { originalsProviderCode, type PamCaller } from './pam-port.ts';
import { expireSessions, openGameSession, pamTransaction } from './testing/pam-kit.ts';
import { providerWalletFor } from './testing/pam-service-kit.ts';

/** A session remembered for a minute: longer than the test, so every later call finds it. */
const rememberedMs = 60_000;

describe('provider wallet with sessions kept in memory', () => {
  let ctx: TestContext;
  let pam: Awaited<ReturnType<typeof providerWalletFor>>['pam'];
  let caller: PamCaller;
  let memberId: number;
  let playerId: string;
  let round = 0;

  const answerOf = (answer: PamResponse) =>
    answer.error ? `${answer.error.code}: ${answer.error.message}` : answer.status;
  const balance = async (token: string) =>
    (await pam.getBalance(caller, playerId, token)).balance?.cashAmount;

  const bet = (token: string, extra: Partial<PamTransaction> = {}) =>
    pam.addTransaction(
      caller,
      playerId,
      token,
      pamTransaction({
        transactionType: 'WITHDRAW',
        cashAmount: 5,
        providerRoundId: `memory-${(round += 1)}`,
        ...extra,
      }),
    );

  /** A fresh session token, with one bet on it so the wallet holds the session in memory. */
  async function rememberedSession(): Promise<string> {
    const launch = await openGameSession(ctx.database.db, {
      merchantId: caller.merchantId,
      memberId,
      providerCode: originalsProviderCode,
      vassalage: 'LOBBY',
      gameCode: 'lotus-fortune',
    });
    const token = (await pam.refreshSession(caller, launch)).session!.token;
    expect(answerOf(await bet(token))).toBe('OK');
    return token;
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    ({ pam } = await providerWalletFor(ctx.database.db, rememberedMs));
    caller = {
      merchantId: await demoMerchantId(ctx.database.db),
      providerCode: originalsProviderCode,
    };
    memberId = await memberIdOf(ctx.database.db, 'demo');
    playerId = String(memberId);
  });
  afterAll(async () => ctx.close());
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });

  it('refuses a bet once the member self-excludes or is disabled, and moves nothing', async () => {
    const token = await rememberedSession();
    const before = await balance(token);
    const { db } = ctx.database;
    await db.insert(selfExclusions).values({ merchantId: caller.merchantId, memberId });
    const excluded = await bet(token);
    expect(answerOf(excluded)).toBe(`PAM_ERR_BET_NOT_ALLOWED: ${betRefusals.selfExcluded}`);
    await db.delete(selfExclusions).where(eq(selfExclusions.memberId, memberId));
    await db.update(members).set({ status: 'disabled' }).where(eq(members.id, memberId));
    const disabled = await bet(token);
    expect(answerOf(disabled)).toBe(`PAM_ERR_BET_NOT_ALLOWED: ${betRefusals.accountDisabled}`);
    await db.update(members).set({ status: 'active' }).where(eq(members.id, memberId));
    expect(await balance(token)).toBe(before);
    expect(answerOf(await bet(token))).toBe('OK');
    expect(await balance(token)).toBe(before! - 5);
  });

  it('refuses a bet on a replaced or expired session, yet pays its win', async () => {
    const replaced = await rememberedSession();
    expect((await pam.refreshSession(caller, replaced)).status).toBe('OK');
    expect(answerOf(await bet(replaced))).toBe('PAM_ERR_SESSION_EXPIRED: session expired');

    const token = await rememberedSession();
    const openRound = `memory-${round}`;
    await expireSessions(ctx.database.db, memberId);
    expect(answerOf(await bet(token))).toMatch(/^PAM_ERR_SESSION_EXPIRED/);
    const win = pamTransaction({
      transactionType: 'DEPOSIT',
      cashAmount: 7,
      providerRoundId: openRound,
      isGameOver: true,
    });
    expect(answerOf(await pam.addTransaction(caller, playerId, token, win))).toBe('OK');
  });
});
