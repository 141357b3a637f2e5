import { AppError } from '../../platform/app-error.ts';

/**
 * How far the login trusts where a request comes from (OWASP account lockout guidance):
 * `device` when the device cookie vouches for the account, `known_ip` when the account has
 * logged in from this IP before, else `none`.
 */
export type LoginTrust = 'device' | 'known_ip' | 'none';

/**
 * The failures a throttle looks at, newest first and at most `max` of them, since a moment:
 * `pair` for this account from this IP, `strangers` for this account from IPs it never
 * logged in from, `ip` for any account from this IP.
 */
export type FailureScope = 'pair' | 'strangers' | 'ip';
export type LoginFailureLog = (scope: FailureScope, since: Date, max: number) => Promise<Date[]>;

export interface LoginLimits {
  /** Failures per account (from one IP, or from unknown IPs) before a lockout. */
  perAccount: number;
  /** Failures per IP, across accounts, before strangers from it are locked out. */
  perIp: number;
  windowMs: number;
}

export interface LoginPressure {
  /** Failures counted against this attempt for the account. */
  accountFailures: number;
  /** Failures counted against this attempt for the IP (0 on a known device). */
  ipFailures: number;
  /** Leading zero bits the proof of work must have; 0 asks for none. */
  difficulty: number;
}

/** A first failure asks for this many bits; each further one doubles the work. */
export const proofBaseBits = 8;
/** The ceiling: about 4 million hashes, tens of seconds in a browser, before the lockout. */
export const proofMaxBits = 22;

/** The proof-of-work difficulty for a number of failures: 0 for none, then one bit more each. */
export function proofDifficulty(failures: number): number {
  return failures <= 0 ? 0 : Math.min(proofMaxBits, proofBaseBits + failures);
}

/**
 * When a sliding window that admits `max` events admits the next one: the moment the event
 * that filled it (the max-th newest) leaves the window; 0 while it is not full.
 */
export function windowLiftsAt(newestFirst: readonly Date[], max: number, windowMs: number): number {
  const filling = newestFirst[max - 1];
  return filling ? filling.getTime() + windowMs : 0;
}

/**
 * Refuses with too_many_requests and the real wait (details.retryAfterSeconds, which the
 * error handler also sends as Retry-After) while `liftsAt` is still ahead of `at`.
 */
export function refuseUntil(liftsAt: number, at: number): void {
  if (liftsAt <= at) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((liftsAt - at) / 1000));
  throw new AppError('too_many_requests', { details: { retryAfterSeconds } });
}

/** The scopes that lock out a request of this trust, and with which limit. */
function scopesFor(trust: LoginTrust, limits: LoginLimits): [FailureScope, number][] {
  switch (trust) {
    // the owner's own device: only failures from this very IP for this account count
    case 'device':
      return [['pair', limits.perAccount]];
    // a known IP: a stranger elsewhere cannot lock it, a noisy IP still slows it
    case 'known_ip':
      return [
        ['pair', limits.perAccount],
        ['ip', limits.perIp],
      ];
    case 'none':
      return [
        ['pair', limits.perAccount],
        ['strangers', limits.perAccount],
        ['ip', limits.perIp],
      ];
    default:
      return trust satisfies never;
  }
}

/**
 * Throttles password logins without letting strangers lock owners out: failures are counted
 * per (account, IP) and per account from unknown IPs, and an IP failing across accounts is
 * slowed by proof of work then blocked for strangers only. A full scope refuses with
 * too_many_requests and the real wait (details.retryAfterSeconds): until the failure that
 * filled it leaves the sliding window. Otherwise the failures set the proof's difficulty.
 */
export async function assessLoginPressure(
  log: LoginFailureLog,
  input: { trust: LoginTrust; limits: LoginLimits; now?: Date },
): Promise<LoginPressure> {
  const at = (input.now ?? new Date()).getTime();
  const since = new Date(at - input.limits.windowMs);
  const scopes = scopesFor(input.trust, input.limits);
  const found = await Promise.all(scopes.map(([scope, max]) => log(scope, since, max)));
  const counts: Record<FailureScope, number> = { pair: 0, strangers: 0, ip: 0 };
  let liftsAt = 0;
  scopes.forEach(([scope, max], index) => {
    const failures = found[index] ?? [];
    counts[scope] = failures.length;
    liftsAt = Math.max(liftsAt, windowLiftsAt(failures, max, input.limits.windowMs));
  });
  refuseUntil(liftsAt, at);
  const accountFailures = Math.max(counts.pair, counts.strangers);
  return {
    accountFailures,
    ipFailures: counts.ip,
    difficulty: proofDifficulty(Math.max(accountFailures, counts.ip)),
  };
}
