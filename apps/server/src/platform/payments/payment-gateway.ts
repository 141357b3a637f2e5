/**
 * A payment gateway: it creates a pay page for a deposit, pays out withdrawals, and calls
 * back with HMAC-signed notifications. The embedded sandbox gateway behaves like a real one.
 */
export interface PaymentGateway {
  readonly name: string;
  // helper C defines the rest
}

export interface PaymentGateways {
  get(name: string): PaymentGateway | undefined;
}

// STUB (helper C replaces the body)
export function createPaymentGateways(_options: {
  publicUrl: string;
  secret: Buffer;
}): PaymentGateways {
  return { get: () => undefined };
}
