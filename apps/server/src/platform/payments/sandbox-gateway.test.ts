import { describe, expect, it } from 'vitest';
import { checkCallbackSignature, signCallback } from './callback-signature.ts';
import { deliverWithRetries, type CallbackDelivery } from './callback-delivery.ts';
import { createPaymentGateways, sandboxCallbackSecret } from './payment-gateway.ts';
import type { SandboxGateway } from './sandbox-gateway.ts';

const secret = Buffer.alloc(32, 3);
const body = Buffer.from('{"orderNo":"D1"}');
const now = new Date('2026-03-01T10:00:00Z');

describe('callback signatures', () => {
  it('accepts its own signature within five minutes either way, and nothing else', () => {
    const headers = signCallback(secret, body, now);
    expect(checkCallbackSignature(secret, body, headers, now)).toBe('valid');
    expect(checkCallbackSignature(secret, body, headers, new Date(now.getTime() + 299_000))).toBe(
      'valid',
    );
    expect(checkCallbackSignature(secret, body, headers, new Date(now.getTime() + 301_000))).toBe(
      'stale_timestamp',
    );
    expect(checkCallbackSignature(secret, body, headers, new Date(now.getTime() - 301_000))).toBe(
      'stale_timestamp',
    );
    expect(checkCallbackSignature(Buffer.alloc(32, 4), body, headers, now)).toBe('bad_signature');
    expect(checkCallbackSignature(secret, Buffer.from('{"orderNo":"D2"}'), headers, now)).toBe(
      'bad_signature',
    );
  });

  it('the timestamp is signed: moving it breaks the signature', () => {
    const headers = signCallback(secret, body, now);
    const moved = {
      ...headers,
      'x-gateway-timestamp': String(Number(headers['x-gateway-timestamp']) + 1),
    };
    expect(checkCallbackSignature(secret, body, moved, now)).toBe('bad_signature');
  });

  it('refuses missing, short, non-hex and repeated headers without throwing', () => {
    const headers = signCallback(secret, body, now);
    const cases = [
      {},
      { 'x-gateway-timestamp': headers['x-gateway-timestamp'] },
      { ...headers, 'x-gateway-signature': 'abc' },
      { ...headers, 'x-gateway-signature': 'z'.repeat(64) },
      { ...headers, 'x-gateway-timestamp': '-5' },
      { ...headers, 'x-gateway-signature': [headers['x-gateway-signature']!, 'x'] },
    ];
    expect(cases.map((h) => checkCallbackSignature(secret, body, h, now))).toEqual([
      'missing_signature',
      'missing_signature',
      'bad_signature',
      'bad_signature',
      'bad_signature',
      'missing_signature',
    ]);
    // an upper-case hex signature is the same signature
    const upper = {
      ...headers,
      'x-gateway-signature': headers['x-gateway-signature']!.toUpperCase(),
    };
    expect(checkCallbackSignature(secret, body, upper, now)).toBe('valid');
  });
});

describe('callback delivery', () => {
  it('retries network failures and 5xx, stops at a 2xx or a 4xx', async () => {
    const answers: Array<number | Error> = [new Error('reset'), 503, 200];
    const timestamps: string[] = [];
    const deliver: CallbackDelivery = async (_url, _body, headers) => {
      timestamps.push(headers.n!);
      const next = answers.shift()!;
      if (next instanceof Error) throw next;
      return { status: next };
    };
    let n = 0;
    const report = await deliverWithRetries(
      deliver,
      'http://x/cb',
      '{}',
      () => ({ n: String(++n) }),
      [0, 0, 0],
    );
    expect(report).toEqual({ delivered: true, attempts: 3, lastStatus: 200 });
    // signed again for every attempt
    expect(timestamps).toEqual(['1', '2', '3']);

    const refused = await deliverWithRetries(
      async () => ({ status: 401 }),
      'u',
      '{}',
      () => ({}),
      [0, 0],
    );
    expect(refused).toEqual({ delivered: false, attempts: 1, lastStatus: 401 });
    const down = await deliverWithRetries(
      async () => {
        throw new Error('down');
      },
      'u',
      '{}',
      () => ({}),
      [0, 0],
    );
    expect(down).toEqual({ delivered: false, attempts: 3, lastStatus: undefined });
  });
});

describe('the sandbox gateway', () => {
  const sent: Array<{ url: string; body: string; headers: Record<string, string> }> = [];
  const gateways = createPaymentGateways({
    publicUrl: 'https://lobby.example',
    secret: Buffer.alloc(32, 9),
    deliver: async (url, body, headers) => {
      sent.push({ url, body, headers });
      return { status: 200 };
    },
    retryDelaysMs: [],
  });
  const sandbox = gateways.sandbox as SandboxGateway;
  const request = {
    orderNo: 'DABC',
    amount: 12_345n,
    currency: 'THB',
    returnUrl: 'https://brand.example/member?page=depositv2&deposit=1',
    notifyUrl: 'https://lobby.example/wps/payments/callback/sandbox',
    expiresAt: new Date(Date.now() + 60_000),
  };

  it('is found by name, and absent when disabled', () => {
    expect(gateways.get('sandbox')).toBe(sandbox);
    expect(gateways.get('other')).toBeUndefined();
    const off = createPaymentGateways({ publicUrl: 'https://x', secret, sandboxEnabled: false });
    expect(off.get('sandbox')).toBeUndefined();
    expect(off.sandbox).toBeUndefined();
  });

  it('makes a pay URL on the return URL’s site whose token carries the payment, signed', async () => {
    const { payUrl } = await sandbox.createPayment(request);
    expect(payUrl.startsWith('https://brand.example/sandbox-gateway/pay/')).toBe(true);
    // the same order asks again: the same page
    expect((await sandbox.createPayment(request)).payUrl).toBe(payUrl);
    const token = payUrl.split('/').at(-1)!;
    expect(sandbox.readPayment(token)).toMatchObject({ orderNo: 'DABC', amount: 12_345n });
    expect(sandbox.readPayment(`${token}x`)).toBe('invalid');
    expect(sandbox.readPayment('nonsense')).toBe('invalid');
    expect(sandbox.readPayment('a.b.c')).toBe('invalid');
    expect(sandbox.readPayment(token, new Date(Date.now() + 120_000))).toBe('expired');
  });

  it('sends a callback its own verification accepts, and nothing else does', async () => {
    const { payUrl } = await sandbox.createPayment(request);
    const payment = sandbox.readPayment(payUrl.split('/').at(-1)!);
    if (typeof payment === 'string') throw new Error(payment);
    const report = await sandbox.decide(payment, 'pay');
    expect(report.delivered).toBe(true);
    const { url, body: raw, headers } = sent.at(-1)!;
    expect(url).toBe(request.notifyUrl);
    const verdict = sandbox.verifyCallback(Buffer.from(raw), headers);
    expect(verdict).toEqual({
      valid: true,
      notification: {
        orderNo: 'DABC',
        gatewayTxnId: expect.stringMatching(/^SBXT[0-9A-F]{24}$/),
        amount: 12_345n,
        currency: 'THB',
        status: 'success',
      },
    });
    // another server's sandbox (another key) would not be believed
    const stranger = createPaymentGateways({ publicUrl: 'https://x', secret });
    expect(stranger.get('sandbox')!.verifyCallback(Buffer.from(raw), headers)).toEqual({
      valid: false,
      reason: 'bad_signature',
    });
    // a signed body that is not a notification
    const signed = signCallback(sandboxCallbackSecret(Buffer.alloc(32, 9)), Buffer.from('[1]'));
    expect(sandbox.verifyCallback(Buffer.from('[1]'), signed)).toEqual({
      valid: false,
      reason: 'malformed_body',
    });
  });

  it('pays out at once, the same order always with the same id', async () => {
    const payout = {
      orderNo: 'W1',
      amount: 500n,
      currency: 'THB',
      bank: { bankCode: 'KBANK', accountNumber: '1234567890', holderName: 'Somchai Jaidee' },
    };
    const first = await sandbox.payout(payout);
    expect(first.status).toBe('paid');
    expect(await sandbox.payout(payout)).toEqual(first);
    expect((await sandbox.payout({ ...payout, orderNo: 'W2' })).gatewayTxnId).not.toBe(
      first.gatewayTxnId,
    );
  });
});
