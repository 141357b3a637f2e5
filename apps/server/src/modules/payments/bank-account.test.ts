import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import type { TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { memberBankAccounts, members } from '../../db/schema/index.ts';
import { hashPassword } from '../identity/index.ts';
import { maskAccountNumber, normalizePersonName } from './bank-account.service.ts';
import {
  type DemoIds,
  demoPaymentPassword,
  memberHeaders,
  nextIp,
  requestWithdrawal,
  setUpWithdrawalTests,
  trialToken,
} from './testing/withdrawal-kit.ts';

let ctx: TestContext;
let demo: string;
let ids: DemoIds;
setUpWithdrawalTests({}, (setup) => ({ ctx, demo, ids } = setup));

const list = (token: string) =>
  ctx.app.inject({
    method: 'GET',
    url: apiPaths.bankAccounts,
    headers: memberHeaders(token),
    remoteAddress: nextIp(),
  });
const add = (token: string, body: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: apiPaths.bankAccounts,
    headers: memberHeaders(token),
    payload: { holderName: 'Somchai Jaidee', paymentPassword: demoPaymentPassword, ...body },
    remoteAddress: nextIp(),
  });
const remove = (token: string, id: number | string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `${apiPaths.bankAccounts}/${id}`,
    headers: memberHeaders(token),
    remoteAddress: nextIp(),
  });
const setPayee = (token: string, payeeName: string) =>
  ctx.app.inject({
    method: 'PUT',
    url: apiPaths.payeeName,
    headers: memberHeaders(token),
    payload: { payeeName },
    remoteAddress: nextIp(),
  });
const activeRows = () =>
  ctx.database.db
    .select()
    .from(memberBankAccounts)
    .where(eq(memberBankAccounts.memberId, ids.demoId));

describe('bank account helpers', () => {
  it('masks all but the last four digits and compares names loosely', () => {
    expect(maskAccountNumber('1234567890')).toBe('******7890');
    expect(maskAccountNumber('123')).toBe('123');
    expect(normalizePersonName('  somchai \t JAIDEE ')).toBe(normalizePersonName('Somchai Jaidee'));
    expect(normalizePersonName('Somchai Jaide')).not.toBe(normalizePersonName('Somchai Jaidee'));
  });
});

describe('GET /wps/member/bankAccounts', () => {
  it('lists the seeded account, masked, as the default', async () => {
    const response = await list(demo);
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual([
      {
        id: ids.bankAccountId,
        bankCode: 'KBANK',
        bankName: 'Kasikornbank',
        accountNumberMasked: '******7890',
        holderName: 'Somchai Jaidee',
        isDefault: true,
      },
    ]);
    expect(response.body).not.toContain('1234567890');
  });

  it('is closed to anonymous callers and trial accounts', async () => {
    expect((await list('')).statusCode).toBe(401);
    const trial = await trialToken(ctx.app);
    for (const response of [
      await list(trial),
      await add(trial, { bankCode: 'KBANK', accountNumber: '9999999999' }),
      await setPayee(trial, 'Trial Person'),
      await remove(trial, ids.bankAccountId),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('trial_not_allowed');
    }
  });
});

describe('POST /wps/member/bankAccounts', () => {
  it('refuses a bank the brand does not pay to', async () => {
    const response = await add(demo, { bankCode: 'NOPE', accountNumber: '1112223334' });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('bank_not_supported');
  });

  it('refuses an account in another name, accepts spacing and case differences', async () => {
    const other = await add(demo, {
      bankCode: 'SCB',
      accountNumber: '5556667778',
      holderName: 'Somsak Jaidee',
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('bank_holder_mismatch');
    const loose = await add(demo, {
      bankCode: 'SCB',
      accountNumber: '5556667778',
      holderName: '  SOMCHAI   jaidee ',
    });
    expect(loose.statusCode).toBe(200);
    expect(loose.json().value).toMatchObject({
      bankCode: 'SCB',
      bankName: 'Siam Commercial Bank',
      accountNumberMasked: '******7778',
      holderName: 'SOMCHAI jaidee',
      isDefault: false,
    });
  });

  it('refuses a wrong payment password and writes nothing', async () => {
    const before = (await activeRows()).length;
    const response = await add(demo, {
      bankCode: 'BBL',
      accountNumber: '4445556667',
      paymentPassword: '000000',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('wrong_payment_password');
    expect((await activeRows()).length).toBe(before);
  });

  it('refuses the same account twice', async () => {
    const response = await add(demo, { bankCode: 'KBANK', accountNumber: '1234567890' });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('bank_account_exists');
  });

  it('refuses bad shapes with field errors', async () => {
    for (const accountNumber of ['12345', '12345abcde', '1'.repeat(21), '']) {
      const response = await add(demo, { bankCode: 'KBANK', accountNumber });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('validation_failed');
    }
  });

  it('keeps at most five active accounts', async () => {
    const have = (await list(demo)).json().value.length as number;
    for (let n = have; n < 5; n++) {
      const response = await add(demo, { bankCode: 'KTB', accountNumber: `70000000${n}0` });
      expect(response.statusCode).toBe(200);
    }
    const sixth = await add(demo, { bankCode: 'KTB', accountNumber: '7000000990' });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json()).toMatchObject({ code: 'bank_account_limit', details: { max: 5 } });
    expect((await list(demo)).json().value).toHaveLength(5);
  });

  it('asks for a real name first, and the first account becomes the default', async () => {
    const agent = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    const noName = await add(agent, { bankCode: 'KBANK', accountNumber: '8889990001' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().code).toBe('payee_name_required');

    const named = await setPayee(agent, '  Mali   Srisuk ');
    expect(named.statusCode).toBe(200);
    expect(named.json().value).toEqual({ payeeName: 'Mali Srisuk' });
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, ids.agentId));
    expect(row!.payeeName).toBe('Mali Srisuk');

    // the agent has no payment password yet: the check says so, nothing is added
    const noPassword = await add(agent, {
      bankCode: 'KBANK',
      accountNumber: '8889990001',
      holderName: 'mali srisuk',
    });
    expect(noPassword.json().code).toBe('payment_password_not_set');

    await ctx.database.db
      .update(members)
      .set({ paymentPasswordHash: await hashPassword('246810') })
      .where(eq(members.id, ids.agentId));
    const first = await add(agent, {
      bankCode: 'KBANK',
      accountNumber: '8889990001',
      holderName: 'mali srisuk',
      paymentPassword: '246810',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().value.isDefault).toBe(true);
    const second = await add(agent, {
      bankCode: 'GSB',
      accountNumber: '8889990002',
      holderName: 'Mali Srisuk',
      paymentPassword: '246810',
    });
    expect(second.json().value.isDefault).toBe(false);
  });
});

describe('PUT /wps/member/payeeName', () => {
  it('sets the name once only', async () => {
    const again = await setPayee(demo, 'Someone Else');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('invalid_state');
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, ids.demoId));
    expect(row!.payeeName).toBe('Somchai Jaidee');
  });

  it('checks the brand rule for real names', async () => {
    const [newbie] = await ctx.database.db
      .insert(members)
      .values({ merchantId: ids.merchantId, username: 'nameless', type: 0, nickname: 'N' })
      .returning();
    // a name with digits breaks the demo brand's "Thai or English with spaces" rule
    await ctx.database.db
      .update(members)
      .set({ passwordHash: await hashPassword('Lotus#2026'), isFirstLogin: false })
      .where(eq(members.id, newbie!.id));
    const token = await loginToken(ctx.app, 'nameless', 'Lotus#2026');
    const bad = await setPayee(token, 'R2D2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields[0]).toMatchObject({ field: 'body.payeeName' });
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, newbie!.id));
    expect(row!.payeeName).toBeNull();
    expect((await setPayee(token, 'สมศรี ใจดี')).statusCode).toBe(200);
  });
});

describe('DELETE /wps/member/bankAccounts/:id', () => {
  it('cannot touch another member’s account', async () => {
    const [foreign] = await ctx.database.db
      .insert(memberBankAccounts)
      .values({
        merchantId: ids.merchantId,
        memberId: ids.agentId,
        bankCode: 'KBANK',
        accountNumber: '3333333333',
        holderName: 'Mali Srisuk',
      })
      .returning();
    const response = await remove(demo, foreign!.id);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('bank_account_not_found');
    const [still] = await ctx.database.db
      .select()
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.id, foreign!.id));
    expect(still!.removedAt).toBeNull();
    expect((await remove(demo, 'abc')).statusCode).toBe(400);
  });

  it('is refused while a withdrawal to the account is pending, then removes it softly', async () => {
    const pending = await requestWithdrawal(ctx.app, demo, {
      bankAccountId: ids.bankAccountId,
      amount: '100.00',
      paymentPassword: demoPaymentPassword,
    });
    expect(pending.statusCode).toBe(200);
    const refused = await remove(demo, ids.bankAccountId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('invalid_state');

    const others = (await list(demo)).json().value as Array<{ id: number; isDefault: boolean }>;
    const spare = others.find((account) => account.id !== ids.bankAccountId)!;
    expect((await remove(demo, spare.id)).statusCode).toBe(200);
    expect((await remove(demo, spare.id)).json().code).toBe('bank_account_not_found');
    const [row] = await ctx.database.db
      .select()
      .from(memberBankAccounts)
      .where(eq(memberBankAccounts.id, spare.id));
    expect(row!.removedAt).toBeInstanceOf(Date);
    const after = (await list(demo)).json().value as Array<{ id: number }>;
    expect(after.map((account) => account.id)).not.toContain(spare.id);
  });
});
