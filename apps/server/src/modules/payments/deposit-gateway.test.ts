import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiPaths, type Deposit, type DepositChannel } from '@lobby/contracts';
import { deposits, gatewayCallbacks } from '../../db/schema/index.ts';
import type * as DeliveryModule from '../../platform/payments/callback-delivery.ts';
// the real one: the mock below only replaces fetchDelivery
import { inProcessDelivery } from '../../platform/payments/callback-delivery.ts';
import type * as EventBusModule from '../../platform/event-bus.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants, ledgerRowCounts } from '../../../test/ledger-kit.ts';
import {
  callbacksOf,
  createDeposit,
  mainBalance,
  memberHeaders,
  memberIdOf,
  pathOf,
  postCallback,
  sandboxCallbackPath,
  submitPayPage,
  testSecretKey,
} from './testing/deposit-kit.ts';

// the sandbox's callbacks go through app.inject instead of the network, and every one is kept
const relay = vi.hoisted(() => ({
  deliver: undefined as
    | undefined
    | ((url: string, body: string, headers: Record<string, string>) => Promise<{ status: number }>),
  sent: [] as Array<{ url: string; body: string; headers: Record<string, string> }>,
  buses: [] as Array<{ subscribe(topic: string, handler: (event: object) => void): () => void }>,
}));
vi.mock('../../platform/payments/callback-delivery.ts', async (importOriginal) => {
  const original = await importOriginal<typeof DeliveryModule>();
  const fetchDelivery: DeliveryModule.CallbackDelivery = (url, body, headers) => {
    relay.sent.push({ url, body, headers });
    return relay.deliver!(url, body, headers);
  };
  return { ...original, fetchDelivery };
});
// the app's event bus, to see the balance event the credit publishes
vi.mock('../../platform/event-bus.ts', async (importOriginal) => {
  const original = await importOriginal<typeof EventBusModule>();
  const createEventBus: typeof original.createEventBus = (options) => {
    const bus = original.createEventBus(options);
    relay.buses.push(bus);
    return bus;
  };
  return { ...original, createEventBus };
});

describe('gateway deposits through the sandbox gateway', () => {
  let ctx: TestContext;
  let token: string;
  let demoId: number;
  const events: object[] = [];

  const getDeposit = async (id: number) => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.deposits}/${id}`,
      headers: memberHeaders(token),
    });
    return (response.json() as { value: Deposit }).value;
  };
  const sandboxDeposit = (amount = '150.00') =>
    createDeposit(ctx.app, token, { channelCode: 'SANDBOX', amount });
  const notification = (deposit: Deposit, changes: Record<string, unknown> = {}) => ({
    orderNo: deposit.orderNo,
    gatewayTxnId: 'SBXT-TEST',
    // minor units: THB has two decimals
    amount: deposit.amount.replace('.', ''),
    currency: 'THB',
    status: 'success',
    ...changes,
  });

  beforeAll(async () => {
    ctx = await createTestApp({ config: { SECRET_KEY: testSecretKey } });
    relay.deliver = inProcessDelivery(() => ctx.app);
    token = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    demoId = await memberIdOf(ctx.database.db, 'demo');
    relay.buses.at(-1)!.subscribe(`member:${demoId}`, (event) => events.push(event));
  });
  afterEach(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('lists the active channels with their limits as decimal strings', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: apiPaths.depositChannels,
      headers: memberHeaders(token),
    });
    expect(response.statusCode).toBe(200);
    const value = (
      response.json() as { value: { channels: DepositChannel[]; currencySymbol: string } }
    ).value;
    expect(value.currencySymbol).toBe('฿');
    expect(value.channels.map((channel) => channel.code)).toEqual(['SANDBOX', 'BANK']);
    expect(value.channels[0]).toMatchObject({
      kind: 'gateway',
      minAmount: '100.00',
      maxAmount: '50000.00',
      receivingBank: null,
    });
    expect(value.channels[1]).toMatchObject({
      kind: 'bank_transfer',
      minAmount: '300.00',
      maxAmount: '200000.00',
      receivingBank: { bankName: 'Kasikornbank', accountNumber: '123-4-56789-0' },
    });
    expect(value.channels[1]!.displayName.th).not.toBe(value.channels[1]!.displayName.en);
  });

  it('pays end to end: pay page, Pay, signed callback, credit, balance event, return', async () => {
    const before = await mainBalance(ctx.database.db, demoId);
    const deposit = await sandboxDeposit('150.00');
    expect(deposit).toMatchObject({ status: 'pending', kind: 'gateway', amount: '150.00' });
    expect(deposit.orderNo).toMatch(/^D[0-9A-F]{24}$/);
    expect(deposit.payUrl).toMatch(/^http:\/\/localhost\/sandbox-gateway\/pay\/[\w-]+\.[\w-]+$/);

    const page = await ctx.app.inject({ method: 'GET', url: pathOf(deposit.payUrl!) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('Lobby Sandbox Gateway');
    expect(page.body).toContain('150.00 THB');
    expect(page.body).toContain(deposit.orderNo);
    expect(page.body).not.toContain('<script');

    events.length = 0;
    const paid = await submitPayPage(ctx.app, deposit.payUrl!, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost/member?page=depositv2&deposit=${deposit.id}`,
    );
    const sent = relay.sent.at(-1)!;
    expect(sent.url).toBe(`http://localhost:3000${sandboxCallbackPath}`);
    expect(sent.headers['x-gateway-signature']).toMatch(/^[0-9a-f]{64}$/);

    expect(await getDeposit(deposit.id)).toMatchObject({ status: 'completed', payUrl: null });
    expect(await mainBalance(ctx.database.db, demoId)).toBe(before + 15_000n);
    expect(events).toContainEqual({ type: 'balance_changed', reason: 'deposit' });
    const trail = await callbacksOf(ctx.database.db, deposit.orderNo);
    expect(trail.map((row) => [row.outcome, row.signatureValid])).toEqual([['credited', true]]);
  });

  it('a declined payment fails the deposit and moves no money', async () => {
    const deposit = await sandboxDeposit('200.00');
    const counts = await ledgerRowCounts(ctx.database.db);
    const declined = await submitPayPage(ctx.app, deposit.payUrl!, 'decline');
    expect(declined.statusCode).toBe(303);
    expect(await getDeposit(deposit.id)).toMatchObject({ status: 'failed' });
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    const trail = await callbacksOf(ctx.database.db, deposit.orderNo);
    expect(trail.map((row) => row.outcome)).toEqual(['marked_failed']);
  });

  it('a replayed callback is answered 200 and credits once', async () => {
    const deposit = await sandboxDeposit('120.00');
    await submitPayPage(ctx.app, deposit.payUrl!, 'pay');
    const balance = await mainBalance(ctx.database.db, demoId);
    const counts = await ledgerRowCounts(ctx.database.db);
    const original = relay.sent.at(-1)!;
    // the exact bytes and headers again, as an attacker who captured them would send
    const replay = await ctx.app.inject({
      method: 'POST',
      url: sandboxCallbackPath,
      payload: original.body,
      headers: original.headers,
    });
    expect(replay.statusCode).toBe(200);
    expect(replay.json()).toEqual({ success: true });
    expect(await mainBalance(ctx.database.db, demoId)).toBe(balance);
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    const trail = await callbacksOf(ctx.database.db, deposit.orderNo);
    expect(trail.map((row) => row.outcome)).toEqual(['credited', 'replayed']);
  });

  it('refuses forged, unsigned, stale, tampered and unknown callbacks, logging each', async () => {
    const deposit = await sandboxDeposit('300.00');
    const counts = await ledgerRowCounts(ctx.database.db);
    const body = notification(deposit);

    const forged = await postCallback(ctx.app, body, { secret: Buffer.alloc(32, 7) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ code: 'signature_invalid' });

    const unsigned = await ctx.app.inject({
      method: 'POST',
      url: sandboxCallbackPath,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);

    const stale = await postCallback(ctx.app, body, { now: new Date(Date.now() - 6 * 60_000) });
    expect(stale.statusCode).toBe(401);

    const truncated = await postCallback(ctx.app, body, {
      headers: { 'x-gateway-signature': 'ab'.repeat(16) },
    });
    expect(truncated.statusCode).toBe(401);

    const tampered = await postCallback(ctx.app, notification(deposit, { amount: '3000000' }));
    expect(tampered.statusCode).toBe(400);
    const otherCurrency = await postCallback(ctx.app, notification(deposit, { currency: 'USD' }));
    expect(otherCurrency.statusCode).toBe(400);

    const unknown = await postCallback(
      ctx.app,
      notification(deposit, { orderNo: 'D000000000000000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'deposit_not_found' });

    const garbage = await postCallback(ctx.app, '{"orderNo":');
    expect(garbage.statusCode).toBe(400);

    expect(await getDeposit(deposit.id)).toMatchObject({ status: 'pending' });
    expect(await ledgerRowCounts(ctx.database.db)).toEqual(counts);
    const refused = await ctx.database.db
      .select()
      .from(gatewayCallbacks)
      .where(sql`outcome like 'refused_%' or outcome = 'unknown_order'`)
      .orderBy(gatewayCallbacks.id);
    const outcomes = refused.map((row) => row.outcome);
    expect(outcomes).toEqual([
      'refused_bad_signature',
      'refused_missing_signature',
      'refused_stale_timestamp',
      'refused_bad_signature',
      'refused_amount',
      'refused_amount',
      'unknown_order',
      'refused_malformed_body',
    ]);
    // nothing that failed the signature was even read for its order number
    expect(refused.slice(0, 4).every((row) => row.orderNo === null && !row.signatureValid)).toBe(
      true,
    );
  });

  it('an unknown gateway is a 404 and leaves no trail', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `${apiPaths.gatewayCallback}/nosuchpay`,
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });

  it('never changes a final state: failed after success, success after failed', async () => {
    const paid = await sandboxDeposit('110.00');
    await submitPayPage(ctx.app, paid.payUrl!, 'pay');
    const balance = await mainBalance(ctx.database.db, demoId);
    const late = await postCallback(ctx.app, notification(paid, { status: 'failed' }));
    expect(late.statusCode).toBe(200);
    expect(await getDeposit(paid.id)).toMatchObject({ status: 'completed' });

    const declined = await sandboxDeposit('130.00');
    await submitPayPage(ctx.app, declined.payUrl!, 'decline');
    const after = await postCallback(ctx.app, notification(declined));
    expect(after.statusCode).toBe(200);
    expect(await getDeposit(declined.id)).toMatchObject({ status: 'failed' });
    expect(await mainBalance(ctx.database.db, demoId)).toBe(balance);
    expect((await callbacksOf(ctx.database.db, declined.orderNo)).map((r) => r.outcome)).toEqual([
      'marked_failed',
      'ignored_final_state',
    ]);
  });

  it('credits an expired deposit whose money the gateway took', async () => {
    const deposit = await sandboxDeposit('140.00');
    await ctx.database.db
      .update(deposits)
      .set({ status: 'expired' })
      .where(eq(deposits.id, deposit.id));
    const before = await mainBalance(ctx.database.db, demoId);
    const response = await postCallback(ctx.app, notification(deposit));
    expect(response.statusCode).toBe(200);
    expect(await getDeposit(deposit.id)).toMatchObject({ status: 'completed' });
    expect(await mainBalance(ctx.database.db, demoId)).toBe(before + 14_000n);
    expect((await callbacksOf(ctx.database.db, deposit.orderNo)).map((r) => r.outcome)).toEqual([
      'credited_after_expiry',
    ]);
  });

  it('the pay page refuses a token that was altered', async () => {
    const deposit = await sandboxDeposit('100.00');
    const [payload, signature] = pathOf(deposit.payUrl!).split('/').at(-1)!.split('.');
    const altered = Buffer.from(payload!, 'base64url')
      .toString('utf8')
      .replace('"a":"10000"', '"a":"1"');
    const forgedUrl = `/sandbox-gateway/pay/${Buffer.from(altered).toString('base64url')}.${signature}`;
    const page = await ctx.app.inject({ method: 'GET', url: forgedUrl });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('Payment link not valid');
    const submit = await submitPayPage(ctx.app, `http://localhost${forgedUrl}`, 'pay');
    expect(submit.statusCode).toBe(404);
    expect(await getDeposit(deposit.id)).toMatchObject({ status: 'pending' });
  });

  it('when the merchant cannot be reached the sandbox retries, then says so', async () => {
    const deposit = await sandboxDeposit('100.00');
    const working = relay.deliver;
    let attempts = 0;
    relay.deliver = async () => {
      attempts++;
      throw new Error('connect ECONNREFUSED');
    };
    try {
      const response = await submitPayPage(ctx.app, deposit.payUrl!, 'pay');
      expect(response.statusCode).toBe(502);
      expect(response.body).toContain('Merchant not reachable');
    } finally {
      relay.deliver = working;
    }
    expect(attempts).toBe(3);
    expect(await getDeposit(deposit.id)).toMatchObject({ status: 'pending' });
  });
});
