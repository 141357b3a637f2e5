import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { SignatureProblem } from './callback-signature.ts';
import { fetchDelivery, type CallbackDelivery } from './callback-delivery.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';

/** What Lobby asks a gateway to collect for one deposit. */
export interface PaymentRequest {
  /** Our order number; the gateway echoes it in its callback. */
  orderNo: string;
  /** Minor units of `currency`. */
  amount: bigint;
  /** ISO 4217 code, e.g. THB. */
  currency: string;
  /** Where the gateway sends the member's browser afterwards. */
  returnUrl: string;
  /** Where the gateway posts its signed server-to-server notification. */
  notifyUrl: string;
  /** After this the pay page refuses to take money. */
  expiresAt: Date;
}

/** A gateway's notification about one payment, trusted only after its signature was checked. */
export interface PaymentNotification {
  orderNo: string;
  gatewayTxnId: string;
  /** Minor units. */
  amount: bigint;
  currency: string;
  status: 'success' | 'failed';
}

/** The verdict on a callback: its notification, or why it was not accepted. */
export type CallbackVerdict =
  | { valid: true; notification: PaymentNotification }
  | { valid: false; reason: SignatureProblem | 'malformed_body' };

/** A payout to a member's bank account (withdrawals). */
export interface PayoutRequest {
  /** Our withdrawal order number; a gateway pays each order number once. */
  orderNo: string;
  amount: bigint;
  currency: string;
  bank: { bankCode: string; accountNumber: string; holderName: string };
}

export interface PayoutResult {
  /** `pending`: the gateway accepted it and confirms later; `paid`: the money left. */
  status: 'paid' | 'pending';
  gatewayTxnId: string;
}

/**
 * A payment gateway: it creates a pay page for a deposit, pays out withdrawals, and calls
 * back with HMAC-signed notifications. The embedded sandbox gateway behaves like a real one.
 */
export interface PaymentGateway {
  readonly name: string;
  /** Registers the payment with the gateway; the member's browser goes to `payUrl`. */
  createPayment(request: PaymentRequest): Promise<{ payUrl: string }>;
  /**
   * Checks a callback's signature over the raw bytes (constant time, timestamp within five
   * minutes) and only then parses it.
   */
  verifyCallback(rawBody: Buffer, headers: IncomingHttpHeaders, now?: Date): CallbackVerdict;
  /** Sends money to a bank account; the same order number never pays twice. */
  payout(request: PayoutRequest): Promise<PayoutResult>;
}

export interface PaymentGateways {
  get(name: string): PaymentGateway | undefined;
  /** The embedded sandbox with its pay page, when enabled. */
  readonly sandbox: SandboxGateway | undefined;
}

export interface PaymentGatewayOptions {
  /** The server's public address; the fallback origin of the sandbox pay page. */
  publicUrl: string;
  /** The server's HMAC master key; the sandbox derives its keys from it. */
  secret: Buffer;
  /** SANDBOX_GATEWAY_SECRET: the sandbox's callback signing secret; derived from `secret` when unset. */
  sandboxSecret?: string | undefined;
  /** Off in production: a sandbox pays without money, so it must never be reachable there. */
  sandboxEnabled?: boolean;
  /** How the sandbox posts its callbacks; tests route them through `app.inject`. */
  deliver?: CallbackDelivery | undefined;
  /** Waits between callback attempts after a network failure or a 5xx answer. */
  retryDelaysMs?: readonly number[];
}

function derivedKey(secret: Buffer, purpose: string): Buffer {
  return createHmac('sha256', secret).update(purpose).digest();
}

/**
 * The sandbox's callback signing secret: SANDBOX_GATEWAY_SECRET when configured, else derived
 * from the server's HMAC key (kept in the database, so every instance agrees on it).
 */
export function sandboxCallbackSecret(secret: Buffer, configured?: string): Buffer {
  return configured
    ? Buffer.from(configured, 'utf8')
    : derivedKey(secret, 'lobby:sandbox-gateway:callback');
}

/** The gateways this server can use, by the name payment channels refer to. */
export function createPaymentGateways(options: PaymentGatewayOptions): PaymentGateways {
  const sandbox =
    options.sandboxEnabled === false
      ? undefined
      : createSandboxGateway({
          publicUrl: options.publicUrl,
          callbackSecret: sandboxCallbackSecret(options.secret, options.sandboxSecret),
          tokenKey: derivedKey(options.secret, 'lobby:sandbox-gateway:pay-token'),
          deliver: options.deliver ?? fetchDelivery,
          retryDelaysMs: options.retryDelaysMs ?? [250, 1_000],
        });
  const byName = new Map<string, PaymentGateway>();
  if (sandbox) byName.set(sandbox.name, sandbox);
  return {
    get: (name) => byName.get(name),
    sandbox,
  };
}
