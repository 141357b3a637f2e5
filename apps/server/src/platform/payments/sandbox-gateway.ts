import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { gatewayNotificationSchema } from '@lobby/contracts';
import { checkCallbackSignature, signCallback } from './callback-signature.ts';
import {
  deliverWithRetries,
  type CallbackDelivery,
  type DeliveryReport,
} from './callback-delivery.ts';
import type { CallbackVerdict, PaymentGateway } from './gateway-contract.ts';

/** The path of the sandbox's pay page; the token follows. */
export const sandboxPayPath = '/sandbox-gateway/pay';

/** One payment as the sandbox's pay page knows it (carried, signed, in the page's token). */
export interface SandboxPayment {
  orderNo: string;
  amount: bigint;
  currency: string;
  returnUrl: string;
  notifyUrl: string;
  /** Unix seconds. */
  expiresAt: number;
}

export type SandboxDecision = 'pay' | 'decline';

/** The embedded gateway, plus what its pay page needs. */
export interface SandboxGateway extends PaymentGateway {
  /** The payment a pay-page token stands for, or why the token is refused. */
  readPayment(token: string, now?: Date): SandboxPayment | 'invalid' | 'expired';
  /** The member pressed Pay or Decline: notify the merchant (with retries) like a real gateway. */
  decide(payment: SandboxPayment, decision: SandboxDecision): Promise<DeliveryReport>;
}

export interface SandboxGatewayOptions {
  publicUrl: string;
  /** Signs callbacks; the merchant side verifies with the same secret. */
  callbackSecret: Buffer;
  /** Signs pay-page tokens, so a page cannot be made for another order or amount. */
  tokenKey: Buffer;
  deliver: CallbackDelivery;
  retryDelaysMs: readonly number[];
}

/** Longest token accepted; real ones are a few hundred characters. */
const maxTokenLength = 4_096;

const tokenPayloadSchema = z.object({
  o: z.string(),
  a: z.string().regex(/^\d{1,18}$/),
  c: z.string(),
  r: z.string(),
  n: z.string(),
  e: z.number().int(),
});

/** An embedded payment gateway with its own pay page; it moves no real money. */
export function createSandboxGateway(options: SandboxGatewayOptions): SandboxGateway {
  const { tokenKey, callbackSecret } = options;
  const mac = (text: string) => createHmac('sha256', tokenKey).update(text).digest();

  function tokenOf(payment: SandboxPayment): string {
    const payload = Buffer.from(
      JSON.stringify({
        o: payment.orderNo,
        a: payment.amount.toString(),
        c: payment.currency,
        r: payment.returnUrl,
        n: payment.notifyUrl,
        e: payment.expiresAt,
      }),
    ).toString('base64url');
    return `${payload}.${mac(`token:${payload}`).toString('base64url')}`;
  }

  // the same order always gets the same id, as a gateway's own record of it would
  const txnIdOf = (kind: string, orderNo: string) =>
    `SBX${kind}${mac(`${kind}:${orderNo}`).toString('hex').slice(0, 24).toUpperCase()}`;

  return {
    name: 'sandbox',

    async createPayment(request) {
      const token = tokenOf({
        orderNo: request.orderNo,
        amount: request.amount,
        currency: request.currency,
        returnUrl: request.returnUrl,
        notifyUrl: request.notifyUrl,
        expiresAt: Math.floor(request.expiresAt.getTime() / 1000),
      });
      // served by this server, on the site the member came from (the return URL's origin)
      const base = URL.canParse(request.returnUrl) ? request.returnUrl : options.publicUrl;
      return { payUrl: new URL(`${sandboxPayPath}/${token}`, base).toString() };
    },

    verifyCallback(rawBody, headers, now = new Date()): CallbackVerdict {
      const check = checkCallbackSignature(callbackSecret, rawBody, headers, now);
      if (check !== 'valid') return { valid: false, reason: check };
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        return { valid: false, reason: 'malformed_body' };
      }
      const parsed = gatewayNotificationSchema.safeParse(json);
      if (!parsed.success) return { valid: false, reason: 'malformed_body' };
      return {
        valid: true,
        notification: { ...parsed.data, amount: BigInt(parsed.data.amount) },
      };
    },

    async payout(request) {
      // the sandbox pays at once; asking again for the same order answers the same payout
      return { status: 'paid', gatewayTxnId: txnIdOf('P', request.orderNo) };
    },

    readPayment(token, now = new Date()) {
      if (token.length > maxTokenLength) return 'invalid';
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return 'invalid';
      const expected = mac(`token:${payload}`);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        return 'invalid';
      }
      const parsed = tokenPayloadSchema.safeParse(decoded);
      if (!parsed.success) return 'invalid';
      const { o, a, c, r, n, e } = parsed.data;
      if (e * 1000 <= now.getTime()) return 'expired';
      return {
        orderNo: o,
        amount: BigInt(a),
        currency: c,
        returnUrl: r,
        notifyUrl: n,
        expiresAt: e,
      };
    },

    decide(payment, decision) {
      const body = JSON.stringify({
        orderNo: payment.orderNo,
        gatewayTxnId: txnIdOf('T', payment.orderNo),
        amount: payment.amount.toString(),
        currency: payment.currency,
        status: decision === 'pay' ? 'success' : 'failed',
      });
      const bytes = Buffer.from(body, 'utf8');
      return deliverWithRetries(
        options.deliver,
        payment.notifyUrl,
        body,
        () => ({ 'content-type': 'application/json', ...signCallback(callbackSecret, bytes) }),
        options.retryDelaysMs,
      );
    },
  };
}
