import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';

/**
 * The text key of a failure: the server's messageKey for an ApiError (§8), else the
 * catalogue's unknown error. Keys live in the `errors` namespace.
 */
export function errorMessageKey(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'err_unknown';
}

/** A failure in the visitor's language; the server's English message when a key is new. */
export function translateApiError(error: unknown, t: TFunction): string {
  const fallback = error instanceof ApiError ? error.message : undefined;
  return t(errorMessageKey(error), {
    ns: 'errors',
    defaultValue: fallback ?? t('err_unknown', { ns: 'errors' }),
  });
}
