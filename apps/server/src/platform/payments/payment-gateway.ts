import { createHmac } from 'node:crypto';
import type { PaymentGateway } from './gateway-contract.ts';
import { fetchDelivery, type CallbackDelivery } from './callback-delivery.ts';
import { createSandboxGateway, type SandboxGateway } from './sandbox-gateway.ts';

export type {
  PaymentRequest,
  PaymentNotification,
  CallbackVerdict,
  PayoutRequest,
  PayoutResult,
  PaymentGateway,
} from './gateway-contract.ts';

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
