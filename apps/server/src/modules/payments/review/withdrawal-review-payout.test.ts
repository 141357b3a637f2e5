import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { auditLog, members, staffUsers } from '../../../db/schema/index.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { openSeededDatabase, type MerchantRow } from '../../../../test/seeded-database-kit.ts';
import { AppError } from '../../../platform/app-error.ts';
import { createLocalEventBus, memberTopic } from '../../../platform/event-bus.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { Member } from '../../identity/index.ts';
import { createBankAccountRepository } from '../bank-account.repository.ts';
import { createWithdrawalRepository } from '../withdrawal.repository.ts';
import { createWithdrawalService } from '../withdrawal.service.ts';
import { demoIds, memberMoney } from '../testing/withdrawal-kit.ts';
import { createWalletService } from '../../wallet/index.ts';
import { createWithdrawalPayout } from './withdrawal-review-payout.ts';
import { createWithdrawalReview, type StaffCaller } from './withdrawal-review.service.ts';

// services without HTTP: a gateway that fails or answers "pending", and the balance events

let database: Database;
let merchant: MerchantRow;
let member: Member;
let bankAccountId: number;
let caller: StaffCaller;
const events = createLocalEventBus();
const seen: Array<Record<string, unknown>> = [];
const logged: string[] = [];
const log = {
  warn: (_: object, message: string) => {
    logged.push(message);
  },
  error: () => {},
};

beforeAll(async () => {
  ({ database, merchant } = await openSeededDatabase());
  const ids = await demoIds(database.db);
  bankAccountId = ids.bankAccountId;
  [member] = (await database.db.select().from(members).where(eq(members.id, ids.demoId))) as [
    Member,
  ];
  const [staff] = await database.db
    .select()
    .from(staffUsers)
    .where(and(eq(staffUsers.merchantId, merchant.id), eq(staffUsers.username, 'cashier')));
  caller = {
    merchant,
    staff: { id: staff!.id, merchantId: merchant.id, username: 'cashier', roles: ['cashier'] },
    ip: '10.9.9.9',
  };
  events.subscribe(memberTopic(member.id), (event) => seen.push(event));
});
afterAll(async () => database?.close());
afterEach(async () => {
  expect(await ledgerInvariants(database.db)).toEqual(healthyLedger);
});

function services(gateway?: Partial<PaymentGateway>) {
  const wallet = createWalletService({ db: database.db, events });
  const withdrawals = createWithdrawalRepository();
  const review = createWithdrawalReview({ db: database.db, wallet, withdrawals });
  const requests = createWithdrawalService({
    db: database.db,
    wallet,
    withdrawals,
    bankAccounts: createBankAccountRepository(),
  });
  const payout = createWithdrawalPayout({
    review,
    gateways: {
      get: () => (gateway ? ({ name: 'sandbox', ...gateway } as PaymentGateway) : undefined),
    },
    log,
  });
  return { review, requests, payout };
}

let keyCounter = 0;
async function request(amount = '100.00') {
  const { requests } = services();
  keyCounter += 1;
  return requests.create(
    { merchant, member, ip: '10.9.9.8', assertPaymentPassword: async () => {} },
    `service-test-${keyCounter}`,
    { bankAccountId, amount, paymentPassword: 'checked-by-the-stub' },
  );
}

describe('balance events', () => {
  it('tell the member’s pages about the hold, the release and the payout', async () => {
    seen.length = 0;
    const first = await request();
    expect(seen).toEqual([{ type: 'balance_changed', reason: 'withdrawal_hold' }]);
    const { review } = services();
    await review.reject(caller, first.id, 'test');
    expect(seen.at(-1)).toEqual({ type: 'balance_changed', reason: 'withdrawal_release' });
    const second = await request();
    await review.approve(caller, second.id, { payoutMethod: 'manual' });
    await review.markPaid(caller, second.id, {});
    expect(seen.at(-1)).toEqual({ type: 'balance_changed', reason: 'withdrawal_payout' });
  });
});

describe('gateway payout', () => {
  it('puts the withdrawal back to pending when the gateway fails, so nothing is lost', async () => {
    const { review, payout } = services({
      payout: async () => {
        throw new Error('connection reset');
      },
    });
    const created = await request();
    const held = await memberMoney(database.db, member.id);
    await review.approve(caller, created.id, { payoutMethod: 'gateway' });
    const failure = await payout
      .payViaGateway(caller, await review.detail(merchant, created.id))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).code).toBe('service_unavailable');
    const after = await review.view(merchant, created.id);
    expect(after).toMatchObject({ status: 'pending', payoutMethod: null, gatewayTxnId: null });
    expect(await memberMoney(database.db, member.id)).toEqual(held);
    const audits = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subjectId, String(created.id)));
    expect(audits.map((row) => row.action)).toEqual([
      'withdrawal.approve',
      'withdrawal.payout_failed',
    ]);
    // approved again, by hand this time
    await review.approve(caller, created.id, { payoutMethod: 'manual' });
    expect((await review.markPaid(caller, created.id, {})).status).toBe('paid');
  });

  it('keeps an accepted payout approved with its id, and refuses to reject it', async () => {
    const asked: string[] = [];
    const { review, payout } = services({
      payout: async (order) => {
        asked.push(order.orderNo);
        return { status: 'pending', gatewayTxnId: 'GW-1' };
      },
    });
    const created = await request();
    await review.approve(caller, created.id, { payoutMethod: 'gateway' });
    await payout.payViaGateway(caller, await review.detail(merchant, created.id));
    expect(asked).toEqual([created.orderNo]);
    expect(await review.view(merchant, created.id)).toMatchObject({
      status: 'approved',
      gatewayTxnId: 'GW-1',
    });
    const refusal = await review.reject(caller, created.id, 'no').catch((error: unknown) => error);
    expect(refusal).toMatchObject({ code: 'invalid_state', details: { reason: 'gateway_payout' } });
    // the gateway's confirmation arrives: the cashier marks it paid
    expect((await review.markPaid(caller, created.id, {})).status).toBe('paid');
  });

  it('accepts a gateway "paid" for a withdrawal a cashier already marked paid', async () => {
    const { review, payout } = services({
      payout: async () => ({ status: 'paid', gatewayTxnId: 'GW-2' }),
    });
    const created = await request();
    await review.approve(caller, created.id, { payoutMethod: 'gateway' });
    const detail = await review.detail(merchant, created.id);
    await review.markPaid(caller, created.id, {});
    await payout.payViaGateway(caller, detail);
    expect(logged).toContain('gateway paid a withdrawal already marked paid');
    expect((await review.view(merchant, created.id)).status).toBe('paid');
  });
});
