import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import type { TestContext } from '../../../../test/app-kit.ts';
import { staffHeaders } from '../../../../test/staff-kit.ts';
import { rowsOf } from '../../../db/rows.ts';
import { auditLog } from '../../../db/schema/index.ts';
import {
  ageWithdrawals,
  boAction,
  type DemoIds,
  memberHeaders,
  memberMoney,
  nextIp,
  pendingWithdrawal,
  setUpWithdrawalTests,
  setWalletPolicy,
} from '../testing/withdrawal-kit.ts';
import {
  createOtherBrand,
  otherAdminToken,
  otherBrandHeaders,
} from '../../backoffice/testing/other-brand-kit.ts';

let ctx: TestContext;
let demo: string;
let cashier: string;
let finance: string;
let ids: DemoIds;
setUpWithdrawalTests({ staff: ['cashier', 'finance'], money: 1_000_000n }, (setup) => {
  ({ ctx, demo, ids, cashier, finance } = setup);
});
// the daily count is not what these tests are about
beforeEach(() => ageWithdrawals(ctx.database.db));

/** A new pending withdrawal of the demo member; returns its id. */
const pending = (amount?: string) => pendingWithdrawal(ctx.app, demo, ids, amount);

/** Ledger transactions of one withdrawal step (`withdrawal:<id>:payout`, …). */
const ledgerOf = (id: number, step: string) =>
  rowsOf<{ kind: string }>(
    ctx.database.db,
    sql`select kind from ledger_transactions where idempotency_key = ${`withdrawal:${id}:${step}`}`,
  );
const auditsOf = (id: number) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.subjectKind, 'withdrawal'), eq(auditLog.subjectId, String(id))));
const boGet = (token: string, url: string, headers = staffHeaders(token)) =>
  ctx.app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });

describe('GET /bo/withdrawals', () => {
  it('lists the brand’s withdrawals by status with the account number to pay', async () => {
    const id = await pending('123.45');
    const response = await boGet(cashier, `${apiPaths.boWithdrawals}?status=pending`);
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.content[0]).toMatchObject({
      id,
      amount: '123.45',
      status: 'pending',
      memberId: ids.demoId,
      username: 'demo',
      accountNumber: '1234567890',
      payoutMethod: null,
    });
    expect(value.content.every((row: { status: string }) => row.status === 'pending')).toBe(true);
    const none = await boGet(cashier, `${apiPaths.boWithdrawals}?status=paid`);
    expect(
      none.json().value.content.every((row: { status: string }) => row.status === 'paid'),
    ).toBe(true);
    expect((await boGet(cashier, `${apiPaths.boWithdrawals}?status=lost`)).statusCode).toBe(400);
  });

  it('is closed to members and anonymous callers, and to other brands’ staff', async () => {
    const id = await pending();
    const anonymous = await boGet('', apiPaths.boWithdrawals, { merchant: 'lotus' } as never);
    expect(anonymous.statusCode).toBe(401);
    const asMember = await boGet(demo, apiPaths.boWithdrawals, memberHeaders(demo) as never);
    expect(asMember.statusCode).toBe(401);

    await createOtherBrand(ctx.database.db);
    const otherToken = await otherAdminToken(ctx.app);
    const other = { ...otherBrandHeaders, authorization: `Bearer ${otherToken}` };
    const list = await boGet('', apiPaths.boWithdrawals, other as never);
    expect(list.json().value.totalElements).toBe(0);
    const approve = await ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.boWithdrawals}/${id}/approve`,
      headers: other,
      payload: { payoutMethod: 'manual' },
    });
    expect(approve.statusCode).toBe(404);
    expect(approve.json().code).toBe('withdrawal_not_found');
    // and the demo brand's token is no key to the other brand
    const crossed = await boGet(cashier, apiPaths.boWithdrawals, {
      ...otherBrandHeaders,
      authorization: `Bearer ${cashier}`,
    } as never);
    expect(crossed.statusCode).toBe(401);
  });
});

describe('approve and pay', () => {
  it('manual: approve keeps the hold, marking paid moves it to withdrawals clearing', async () => {
    const id = await pending('200.00');
    const held = await memberMoney(ctx.database.db, ids.demoId);
    const approved = await boAction(ctx.app, cashier, id, 'approve', {
      payoutMethod: 'manual',
      note: 'checked',
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().value).toMatchObject({
      status: 'approved',
      payoutMethod: 'manual',
      reviewNote: 'checked',
      paidAt: null,
    });
    expect(await memberMoney(ctx.database.db, ids.demoId)).toEqual(held);

    const paid = await boAction(ctx.app, finance, id, 'paid');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().value.status).toBe('paid');
    expect(paid.json().value.paidAt).not.toBeNull();
    expect(await memberMoney(ctx.database.db, ids.demoId)).toEqual({
      main: held.main,
      held: held.held - 20_000n,
    });
    expect(await ledgerOf(id, 'payout')).toEqual([{ kind: 'withdrawal_payout' }]);
    const clearing = await rowsOf<{ total: string }>(
      ctx.database.db,
      sql`select sum(p.amount)::text as total from ledger_postings p
          join ledger_accounts a on a.id = p.account_id
          join ledger_transactions t on t.id = p.transaction_id
          where a.kind = 'withdrawals_clearing' and t.reference = ${`withdrawal:${id}`}`,
    );
    expect(clearing[0]!.total).toBe('20000');
    expect((await auditsOf(id)).map((row) => row.action).sort()).toEqual([
      'withdrawal.approve',
      'withdrawal.paid',
    ]);

    const member = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.withdrawals}/${id}`,
      headers: memberHeaders(demo),
    });
    expect(member.json().value).toMatchObject({ status: 'paid', confirmation: null });
    expect(member.json().value.autoConfirmAt).not.toBeNull();

    for (const action of ['paid', 'reject', 'approve'] as const) {
      const again = await boAction(ctx.app, cashier, id, action, {
        note: 'again',
        payoutMethod: 'manual',
      });
      expect(again.statusCode, action).toBe(409);
      expect(again.json().code).toBe('invalid_state');
    }
    expect(await ledgerOf(id, 'payout')).toHaveLength(1);
    expect(await ledgerOf(id, 'release')).toHaveLength(0);
  });

  it('gateway: approve pays through the sandbox at once', async () => {
    const id = await pending('300.00');
    const before = await memberMoney(ctx.database.db, ids.demoId);
    const response = await boAction(ctx.app, cashier, id, 'approve', { payoutMethod: 'gateway' });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ status: 'paid', payoutMethod: 'gateway' });
    expect(response.json().value.gatewayTxnId).toMatch(/^SBXP/);
    expect((await memberMoney(ctx.database.db, ids.demoId)).held).toBe(before.held - 30_000n);
    expect(await ledgerOf(id, 'payout')).toHaveLength(1);
  });

  it('cannot mark paid what was not approved', async () => {
    const id = await pending();
    const response = await boAction(ctx.app, cashier, id, 'paid');
    expect(response.statusCode).toBe(409);
    expect(await ledgerOf(id, 'payout')).toHaveLength(0);
    expect((await boAction(ctx.app, cashier, 987_654, 'paid')).statusCode).toBe(404);
  });
});

describe('reject', () => {
  it('returns the held amount to the main wallet, from pending or approved (manual)', async () => {
    for (const approveFirst of [false, true]) {
      const id = await pending('150.00');
      const held = await memberMoney(ctx.database.db, ids.demoId);
      if (approveFirst) {
        expect(
          (await boAction(ctx.app, cashier, id, 'approve', { payoutMethod: 'manual' })).statusCode,
        ).toBe(200);
      }
      const response = await boAction(ctx.app, cashier, id, 'reject', { note: 'name mismatch' });
      expect(response.statusCode).toBe(200);
      expect(response.json().value).toMatchObject({
        status: 'rejected',
        reviewNote: 'name mismatch',
      });
      expect(await memberMoney(ctx.database.db, ids.demoId)).toEqual({
        main: held.main + 15_000n,
        held: held.held - 15_000n,
      });
      expect(await ledgerOf(id, 'release')).toEqual([{ kind: 'withdrawal_release' }]);
      const [audit] = (await auditsOf(id)).filter((row) => row.action === 'withdrawal.reject');
      expect(audit).toMatchObject({ reason: 'name mismatch', actorKind: 'staff' });
      expect(audit!.before).toMatchObject({ status: approveFirst ? 'approved' : 'pending' });
    }
  });

  it('needs a note and refuses a finished withdrawal', async () => {
    const id = await pending();
    expect((await boAction(ctx.app, cashier, id, 'reject', {})).json().code).toBe(
      'validation_failed',
    );
    expect((await boAction(ctx.app, cashier, id, 'reject', { note: 'no' })).statusCode).toBe(200);
    const again = await boAction(ctx.app, cashier, id, 'reject', { note: 'no' });
    expect(again.json().code).toBe('invalid_state');
    expect(await ledgerOf(id, 'release')).toHaveLength(1);
  });

  it('does not count toward the member’s daily number', async () => {
    await setWalletPolicy(ctx.database.db, { withdrawalsPerDay: 1 });
    try {
      const id = await pending();
      expect((await boAction(ctx.app, cashier, id, 'reject', { note: 'x' })).statusCode).toBe(200);
      await pending();
    } finally {
      await setWalletPolicy(ctx.database.db, {});
    }
  });
});

describe('two operators at once', () => {
  it('approves once', async () => {
    const id = await pending();
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        boAction(ctx.app, n % 2 ? cashier : finance, id, 'approve', { payoutMethod: 'manual' }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([
      200, 409, 409, 409, 409,
    ]);
    const approvals = (await auditsOf(id)).filter((row) => row.action === 'withdrawal.approve');
    expect(approvals).toHaveLength(1);
  });

  it('pays or releases once, whatever the mix of clicks', async () => {
    const id = await pending('250.00');
    await boAction(ctx.app, cashier, id, 'approve', { payoutMethod: 'manual' });
    const before = await memberMoney(ctx.database.db, ids.demoId);
    const responses = await Promise.all([
      boAction(ctx.app, cashier, id, 'paid'),
      boAction(ctx.app, finance, id, 'reject', { note: 'late' }),
      boAction(ctx.app, cashier, id, 'paid'),
      boAction(ctx.app, finance, id, 'reject', { note: 'late' }),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    const payouts = (await ledgerOf(id, 'payout')).length;
    const releases = (await ledgerOf(id, 'release')).length;
    expect(payouts + releases).toBe(1);
    const after = await memberMoney(ctx.database.db, ids.demoId);
    expect(after.held).toBe(before.held - 25_000n);
    expect(after.main).toBe(before.main + (releases ? 25_000n : 0n));
  });

  it('rejects once', async () => {
    const id = await pending('110.00');
    const before = await memberMoney(ctx.database.db, ids.demoId);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => boAction(ctx.app, cashier, id, 'reject', { note: 'dup' })),
    );
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await ledgerOf(id, 'release')).toHaveLength(1);
    expect((await memberMoney(ctx.database.db, ids.demoId)).main).toBe(before.main + 11_000n);
  });
});
