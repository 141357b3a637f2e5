import type { AuthPolicy } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import type { AuthAudit } from './auth-audit.ts';

export interface LoginPressure {
  /** Failed logins for this account in the window. */
  accountFailures: number;
  /** Whether the next attempt must carry a captcha. */
  captchaRequired: boolean;
}

/**
 * Throttling of password logins (ASVS 6.3.1) without permanent lockout: failures are counted
 * in the audit log over a sliding window; past captchaAfterFailures a captcha is demanded,
 * past the per-account or per-IP limit attempts are refused until the window slides on.
 */
export async function assessLoginPressure(
  audit: AuthAudit,
  input: { merchantId: number; username: string; ip: string; policy: AuthPolicy; now?: Date },
): Promise<LoginPressure> {
  const since = new Date(
    (input.now ?? new Date()).getTime() - input.policy.throttleWindowMinutes * 60_000,
  );
  const [accountFailures, ipFailures] = await Promise.all([
    audit.countFailuresForUsername(input.merchantId, 'login', input.username, since),
    audit.countForIp(input.merchantId, 'login', input.ip, since),
  ]);
  if (
    accountFailures >= input.policy.loginFailuresPerAccount ||
    ipFailures >= input.policy.loginFailuresPerIp
  ) {
    throw new AppError('too_many_requests', { details: { retryAfterMinutes: 5 } });
  }
  const captchaRequired =
    accountFailures >= input.policy.captchaAfterFailures ||
    ipFailures >= input.policy.captchaAfterFailures * 3;
  return { accountFailures, captchaRequired };
}
