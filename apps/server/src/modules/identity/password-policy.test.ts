import { describe, expect, it } from 'vitest';
import { checkNewPassword, hashPassword, verifyPassword } from './password-policy.ts';

describe('checkNewPassword', () => {
  it('accepts a long, uncommon password', () => {
    expect(checkNewPassword('Quiet river at 5am', 'body.password')).toEqual([]);
  });

  it('refuses whitespace at either end, which the trimmed login could never match', () => {
    for (const password of [' Quiet-river-5am', 'Quiet-river-5am ', '\tQuiet-river-5am']) {
      expect(checkNewPassword(password, 'body.password')).toEqual([
        expect.objectContaining({ field: 'body.password', messageKey: 'password_edge_spaces' }),
      ]);
    }
  });

  it('refuses common passwords and passwords outside 8 to 128 characters', () => {
    expect(checkNewPassword('password123', 'f')[0]?.messageKey).toBe('err_password_too_common');
    expect(checkNewPassword('Ab1!x', 'f')[0]).toMatchObject({
      messageKey: 'reg_password_length',
      params: { min: 8, max: 128 },
    });
    expect(checkNewPassword('x'.repeat(129), 'f')[0]?.messageKey).toBe('reg_password_length');
  });
});

describe('hashPassword', () => {
  it('stores argon2id at the OWASP parameters and verifies only the same password', async () => {
    const hash = await hashPassword('Quiet river at 5am');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Quiet river at 5am')).toBe(true);
    expect(await verifyPassword(hash, 'quiet river at 5am')).toBe(false);
    expect(await verifyPassword(null, 'anything')).toBe(false);
  });
});
