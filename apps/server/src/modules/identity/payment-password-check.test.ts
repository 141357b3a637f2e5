import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import { members } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { demoPaymentPassword, walletCaller } from '../wallet/testing/wallet-kit.ts';
import { paymentPasswordFailureLimit } from './payment-password-check.ts';
import { hashPassword } from './password-policy.ts';

describe('the payment-password check before money moves', () => {
  let ctx: TestContext;
  let demo: ReturnType<typeof walletCaller>;
  // a transfer from main to a transfer-mode vendor wallet: one of the calls the check guards
  const transfer = (paymentPassword: string) =>
    demo.post(apiPaths.walletTransfer, {
      from: 'MAIN',
      to: 'SLV',
      amount: '10.00',
      paymentPassword,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    demo = walletCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
  });
  afterAll(async () => {
    await ctx.close();
  });

  it('stops answering after five wrong tries, even for the right password, and moves nothing', async () => {
    const before = await ledgerRowCounts(ctx.database.db);
    for (let attempt = 1; attempt <= paymentPasswordFailureLimit; attempt++) {
      const wrong = await transfer('000000');
      expect({ status: wrong.statusCode, code: wrong.json().code }).toEqual({
        status: 400,
        code: 'wrong_payment_password',
      });
    }
    const right = await transfer(demoPaymentPassword);
    expect({ status: right.statusCode, code: right.json().code }).toEqual({
      status: 429,
      code: 'too_many_requests',
    });
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(before);
  });

  it('counts failures per member: another member is not locked out', async () => {
    await ctx.database.db
      .update(members)
      .set({ paymentPasswordHash: await hashPassword('246802') })
      .where(eq(members.username, 'agent'));
    const agent = walletCaller(ctx.app, await loginToken(ctx.app, 'agent', 'Lotus#2026'));
    const response = await agent.post(apiPaths.walletTransfer, {
      from: 'MAIN',
      to: 'SLV',
      amount: '10.00',
      paymentPassword: '246802',
    });
    expect(response.statusCode).toBe(200);
  });
});
