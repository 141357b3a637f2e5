import type { TFunction } from 'i18next';
import { ApiError } from './api-client.ts';
import { formatAmount } from './format.ts';

/**
 * The text key of a failure: the server's messageKey for an ApiError (§8), else the
 * catalogue's unknown error. Keys live in the `errors` namespace.
 */
export function errorMessageKey(error: unknown): string {
  return error instanceof ApiError ? error.messageKey : 'err_unknown';
}

// the server names a limit's period in English; the text needs it in the visitor's language
const periodKeys: Record<string, string> = {
  daily: 'period_daily',
  weekly: 'period_weekly',
  monthly: 'period_monthly',
};

/**
 * The values a failure's text names ({{min}}, {{max}}, {{period}} …) from the envelope's
 * `details`: amounts (decimal strings) formatted with separators, periods translated.
 */
function detailValues(error: ApiError, t: TFunction): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(error.details ?? {})) {
    if (typeof value === 'number') values[name] = value;
    else if (typeof value !== 'string') continue;
    else if (name === 'period' && periodKeys[value]) {
      values[name] = t(periodKeys[value], { ns: 'errors' });
    } else values[name] = /^-?\d+(\.\d+)?$/.test(value) ? formatAmount(value) : value;
  }
  return values;
}

/**
 * The real wait of a refusal that states one (details.retryAfterSeconds, issue 12): "try again
 * in N minutes" with the true N, rounded up, or in seconds under a minute.
 */
export function retryWaitText(error: unknown, t: TFunction): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const seconds = error.details?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !(seconds > 0)) return undefined;
  return seconds < 60
    ? t('err_too_many_requests_seconds', { ns: 'errors', count: Math.ceil(seconds) })
    : t('err_too_many_requests_minutes', { ns: 'errors', count: Math.ceil(seconds / 60) });
}

/** A failure in the visitor's language, its values filled in; the server's English when a key is new. */
export function translateApiError(error: unknown, t: TFunction): string {
  const wait = retryWaitText(error, t);
  if (wait) return wait;
  const fallback = error instanceof ApiError ? error.message : undefined;
  return t(errorMessageKey(error), {
    // the agent side's, the missions', the rewards', the loyalty and the activities pages' refusals are in
    // namespaces of their own, loaded by their pages
    ns: [
      'errors',
      'agent-errors',
      'mission-errors',
      'rewards',
      'loyalty-errors',
      'support-chat',
      'activity-errors',
      'lottery-errors',
      'sports-errors',
      'inbox',
      'cockfight',
    ],
    defaultValue: fallback ?? t('err_unknown', { ns: 'errors' }),
    ...(error instanceof ApiError ? detailValues(error, t) : {}),
  });
}
