import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';
import { translateApiError } from '../../lib/api-error-text.ts';

/** A refusal in the member's language with its values filled in. */
export function transferErrorText(error: unknown, t: TFunction): string {
  return translateApiError(error, t);
}

/** The refusal that needs the security centre: no payment password has been set yet. */
export function needsPaymentPassword(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'payment_password_not_set';
}
