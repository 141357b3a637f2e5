import { ApiError } from '../../lib/api-client.ts';

/** The refusal that needs the security centre: no payment password has been set yet. */
export function needsPaymentPassword(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'payment_password_not_set';
}
