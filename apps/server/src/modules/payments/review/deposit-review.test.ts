import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type BoDeposit, type BoDepositList, type Deposit } from '@lobby/contracts';
import { auditLog, merchants, staffUsers } from '../../../db/schema/index.ts';
import { hashPassword } from '../../identity/index.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { loginToken } from '../../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../../test/ledger-kit.ts';
import { postStaffLogin, staffHeaders, staffToken } from '../../../../test/staff-kit.ts';
import {
  createDeposit,
  mainBalance,
  memberHeaders,
  memberIdOf,
  uploadProof,
} from '../testing/deposit-kit.ts';
import {
  createOtherBrand,
  otherAdminToken,
  otherBrandHeaders,
} from '../../backoffice/testing/other-brand-kit.ts';

describe('operators review bank-transfer deposits', () => {
  let ctx: TestContext;
  let token: string;
  let demoId: number;
  let cashier: string;
  let finance: string;

  const bankDeposit = async (amount = '500') =>
    createDeposit(ctx.app, token, {
      channelCode: 'BANK',
      amount,
      reference: `KB-${amount}`,
      proofFileId: await uploadProof(ctx.app, token),
    });
  const review = (
    staff: string,
    id: number,
    action: 'approve' | 'reject',
    payload?: Record<string, unknown>,
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.boDeposits}/${id}/${action}`,
      headers: staffHeaders(staff),
      ...(payload ? { payload } : {}),
    });
  const auditOf = (id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subjectKind, 'deposit'), eq(auditLog.subjectId, String(id))));

  beforeAll(async () => {
    ctx = await createTestApp();
    token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    demoId = await memberIdOf(ctx.database.db, 'demo');
    cashier = await staffToken(ctx.app, 'cashier');
    finance = await staffToken(ctx.app, 'finance');
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('a cashier approves a pending transfer: credited once, audited', async () => {
    const deposit = await bankDeposit('500');
    const before = await mainBalance(ctx.database.db, demoId);
    const approved = await review(cashier, deposit.id, 'approve', { note: 'seen in KBANK' });
    expect(approved.statusCode).toBe(200);
    expect((approved.json() as { value: BoDeposit }).value).toMatchObject({
      id: deposit.id,
      status: 'completed',
      username: 'demo',
      payeeName: 'Somchai Jaidee',
      reviewNote: 'seen in KBANK',
    });
    expect(await mainBalance(ctx.database.db, demoId)).toBe(before + 50_000n);
    const [entry, ...more] = await auditOf(deposit.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      actorKind: 'staff',
      action: 'deposit.approve',
      reason: 'seen in KBANK',
      before: { status: 'pending', amount: '50000' },
      after: { status: 'completed' },
    });

    const counts = await ledgerRowCounts(ctx.database.db);
    const twice = await review(finance, deposit.id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'invalid_state' });
    const late = await review(finance, deposit.id, 'reject', { note: 'too late' });
    expect(late.statusCode).toBe(409);
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    expect(await auditOf(deposit.id)).toHaveLength(1);
  });

  it('finance rejects with a note the member sees; no money moves', async () => {
    const deposit = await bankDeposit('600');
    const counts = await ledgerRowCounts(ctx.database.db);
    const noNote = await review(finance, deposit.id, 'reject', {});
    expect(noNote.statusCode).toBe(400);
    const rejected = await review(finance, deposit.id, 'reject', { note: 'No transfer found' });
    expect(rejected.statusCode).toBe(200);
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.deposits}/${deposit.id}`,
      headers: memberHeaders(token),
    });
    expect((mine.json() as { value: Deposit }).value).toMatchObject({
      status: 'failed',
      reviewNote: 'No transfer found',
    });
    expect((await auditOf(deposit.id)).map((row) => row.action)).toEqual(['deposit.reject']);
  });

  it('refuses gateway deposits, strangers, members and unknown ids', async () => {
    const gateway = await createDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount: '100' });
    const refused = await review(cashier, gateway.id, 'approve');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'invalid_state' });

    const deposit = await bankDeposit('700');
    const counts = await ledgerRowCounts(ctx.database.db);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.boDeposits}/${deposit.id}/approve`,
      headers: { merchant: 'lotus' },
    });
    expect(anonymous.statusCode).toBe(401);
    const asMember = await ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.boDeposits}/${deposit.id}/approve`,
      headers: { merchant: 'lotus', authorization: `Bearer ${token}` },
    });
    expect(asMember.statusCode).toBe(401);
    const missing = await review(cashier, 987_654, 'approve');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'deposit_not_found' });
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    expect(await auditOf(deposit.id)).toEqual([]);
  });

  it('an operator without the cashier or finance role may not review', async () => {
    const [brand] = await ctx.database.db
      .select({ id: merchants.id })
      .from(merchants)
      .where(eq(merchants.code, 'lotus'));
    await ctx.database.db.insert(staffUsers).values({
      merchantId: brand!.id,
      username: 'norole',
      passwordHash: await hashPassword('Lotus#2026'),
      roles: [],
    });
    const login = await postStaffLogin(ctx.app, { username: 'norole', password: 'Lotus#2026' });
    const noRole = (login.json() as { value: { token: string } }).value.token;
    const deposit = await bankDeposit('650');
    const counts = await ledgerRowCounts(ctx.database.db);
    const approve = await review(noRole, deposit.id, 'approve');
    expect(approve.statusCode).toBe(403);
    expect(approve.json()).toMatchObject({ code: 'staff_forbidden' });
    const list = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.boDeposits,
      headers: staffHeaders(noRole),
    });
    expect(list.statusCode).toBe(403);
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
  });

  it('lists the brand’s deposits by status, newest first', async () => {
    const deposit = await bankDeposit('800');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.boDeposits}?status=pending&pageSize=50`,
      headers: staffHeaders(cashier),
    });
    expect(response.statusCode).toBe(200);
    const list = (response.json() as { value: BoDepositList }).value;
    expect(list.content[0]).toMatchObject({
      id: deposit.id,
      kind: 'bank_transfer',
      amount: '800.00',
      reference: 'KB-800',
      proofFileId: expect.any(Number),
    });
    expect(list.content.every((row) => row.status === 'pending')).toBe(true);
    const one = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.boDeposits}/${deposit.id}`,
      headers: staffHeaders(cashier),
    });
    expect((one.json() as { value: BoDeposit }).value.id).toBe(deposit.id);
  });

  it('another brand’s operator can neither see nor approve this brand’s deposits', async () => {
    const deposit = await bankDeposit('900');
    await createOtherBrand(ctx.database.db);
    const otherToken = await otherAdminToken(ctx.app);
    const headers = { ...otherBrandHeaders, authorization: `Bearer ${otherToken}` };
    const list = await ctx.app.inject({ method: 'GET', url: apiPaths.boDeposits, headers });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { value: BoDepositList }).value.totalElements).toBe(0);
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.boDeposits}/${deposit.id}/approve`,
      headers,
    });
    expect(approve.statusCode).toBe(404);
    const mine = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.deposits}/${deposit.id}`,
      headers: memberHeaders(token),
    });
    expect((mine.json() as { value: Deposit }).value.status).toBe('pending');
  });
});
