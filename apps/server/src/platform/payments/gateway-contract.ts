import type { IncomingHttpHeaders } from 'node:http';
import type { SignatureProblem } from './callback-signature.ts';

// What a payment gateway adapter is: the contract the sandbox and any real gateway meet.

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
