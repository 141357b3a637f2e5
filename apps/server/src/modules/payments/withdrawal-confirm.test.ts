import { beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import type { TestContext } from '../../../test/app-kit.ts';
import { ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { auditLog, withdrawals } from '../../db/schema/index.ts';
import {
  ageWithdrawals,
  boAction,
  type DemoIds,
  memberHeaders,
  nextIp,
  pendingWithdrawal,
  setUpWithdrawalTests,
  trialToken,
  uploadProof,
} from './testing/withdrawal-kit.ts';

let ctx: TestContext;
let demo: string;
let cashier: string;
let ids: DemoIds;
setUpWithdrawalTests({ staff: ['cashier'], money: 1_000_000n }, (setup) => {
  ({ ctx, demo, ids, cashier } = setup);
});
beforeEach(() => ageWithdrawals(ctx.database.db));

/** A withdrawal of the demo member, approved and paid by hand; returns its id. */
async function paidWithdrawal(amount = '200.00'): Promise<number> {
  const id = await pendingWithdrawal(ctx.app, demo, ids, amount);
  await boAction(ctx.app, cashier, id, 'approve', { payoutMethod: 'manual' });
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `${apiPaths.boWithdrawals}/${id}/paid`,
    headers: { merchant: 'lotus', authorization: `Bearer ${cashier}` },
    remoteAddress: nextIp(),
  });
  // no body at all is fine for "paid"
  expect(paid.statusCode, paid.body).toBe(200);
  return id;
}

const confirm = (id: number, body: Record<string, unknown>, token = demo) =>
  ctx.app.inject({
    method: 'POST',
    url: `${apiPaths.withdrawals}/${id}/confirm`,
    headers: memberHeaders(token),
    payload: body,
    remoteAddress: nextIp(),
  });
const rowOf = async (id: number) =>
  (await ctx.database.db.select().from(withdrawals).where(eq(withdrawals.id, id)))[0]!;

describe('POST /wps/payments/withdrawals/:id/confirm', () => {
  it('is only for a paid withdrawal, once', async () => {
    const early = await confirm(await pendingWithdrawal(ctx.app, demo, ids), {
      confirmation: 'received',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('invalid_state');

    const id = await paidWithdrawal();
    const ledger = await ledgerRowCounts(ctx.database.db);
    const received = await confirm(id, { confirmation: 'received' });
    expect(received.statusCode).toBe(200);
    expect(received.json().value).toMatchObject({
      confirmation: 'received',
      amountReceived: '200.00',
      remaining: null,
      autoConfirmed: false,
      autoConfirmAt: null,
    });
    const again = await confirm(id, { confirmation: 'not_received' });
    expect(again.json().code).toBe('invalid_state');
    // an answer moves no money
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(ledger);
  });

  it('needs a proof for partly received and not received', async () => {
    const id = await paidWithdrawal();
    for (const body of [
      { confirmation: 'not_received' },
      { confirmation: 'partly_received', amountReceived: '50.00' },
    ]) {
      const response = await confirm(id, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('proof_required');
    }
    expect((await rowOf(id)).confirmation).toBeNull();
  });

  it('checks the partly received amount: given, above zero and below the amount', async () => {
    const id = await paidWithdrawal('200.00');
    const proofFileId = await uploadProof(ctx.app, demo);
    const missing = await confirm(id, { confirmation: 'partly_received', proofFileId });
    expect(missing.json()).toMatchObject({
      code: 'validation_failed',
      fields: [{ field: 'body.amountReceived' }],
    });
    for (const [amountReceived, code] of [
      ['200.00', 'amount_invalid'],
      ['250.00', 'amount_invalid'],
      ['0', 'amount_invalid'],
      ['-5', 'amount_invalid'],
      ['10.001', 'amount_too_precise'],
    ]) {
      const response = await confirm(id, {
        confirmation: 'partly_received',
        amountReceived,
        proofFileId,
      });
      expect(response.json().code, amountReceived).toBe(code);
    }
    const partly = await confirm(id, {
      confirmation: 'partly_received',
      amountReceived: '150.50',
      proofFileId,
    });
    expect(partly.statusCode).toBe(200);
    expect(partly.json().value).toMatchObject({
      confirmation: 'partly_received',
      amountReceived: '150.50',
      remaining: '49.50',
    });
    expect((await rowOf(id)).proofFileId).toBe(proofFileId);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'withdrawal.partly_received'), eq(auditLog.subjectId, String(id))),
      );
    expect(audit).toMatchObject({ actorKind: 'member', actorId: ids.demoId });
    expect(audit!.after).toMatchObject({ amountReceived: '15050', proofFileId });
  });

  it('takes only the member’s own withdrawal proof', async () => {
    const id = await paidWithdrawal();
    const agent = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    const foreign = await uploadProof(ctx.app, agent);
    const depositProof = await uploadProof(ctx.app, demo, 'deposit_proof');
    for (const proofFileId of [foreign, depositProof, 987_654]) {
      const response = await confirm(id, { confirmation: 'not_received', proofFileId });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('file_not_found');
    }
    const own = await uploadProof(ctx.app, demo);
    const response = await confirm(id, { confirmation: 'not_received', proofFileId: own });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({
      confirmation: 'not_received',
      amountReceived: '0.00',
      remaining: '200.00',
    });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'withdrawal.not_received'), eq(auditLog.subjectId, String(id))),
      );
    expect(audits).toHaveLength(1);
  });

  it('is the owner’s alone, and closed to trial accounts', async () => {
    const id = await paidWithdrawal();
    const agent = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    const response = await confirm(id, { confirmation: 'received' }, agent);
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('withdrawal_not_found');
    expect((await rowOf(id)).confirmation).toBeNull();
    const trial = await confirm(id, { confirmation: 'received' }, await trialToken(ctx.app));
    expect(trial.statusCode).toBe(403);
    expect(trial.json().code).toBe('trial_not_allowed');
    expect((await confirm(id, { confirmation: 'maybe' })).statusCode).toBe(400);
  });
});
