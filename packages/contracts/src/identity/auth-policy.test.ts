import { describe, expect, it } from 'vitest';
import { authPolicySchema, defaultAuthPolicy, resolveAuthPolicy } from './auth-policy.ts';

describe('auth policy', () => {
  it('defaults to no periodic password expiry (ASVS 6.2.10) and 5-minute codes', () => {
    expect(defaultAuthPolicy.passwordExpiryDays).toBe(0);
    expect(defaultAuthPolicy.codeExpiredMinutes).toBe(5);
    expect(authPolicySchema.safeParse(defaultAuthPolicy).success).toBe(true);
  });

  it('caps code lifetime at 10 minutes (ASVS 6.5.5)', () => {
    const tooLong = { ...defaultAuthPolicy, codeExpiredMinutes: 11 };
    expect(authPolicySchema.safeParse(tooLong).success).toBe(false);
    expect(authPolicySchema.safeParse({ ...tooLong, codeExpiredMinutes: 10 }).success).toBe(true);
  });

  it('lays a brand’s stored overrides over the defaults', () => {
    const policy = resolveAuthPolicy({ captchaAfterFailures: 1 });
    expect(policy.captchaAfterFailures).toBe(1);
    expect(policy.sessionIdleMinutes).toBe(defaultAuthPolicy.sessionIdleMinutes);
    expect(resolveAuthPolicy(null)).toEqual(defaultAuthPolicy);
  });
});
