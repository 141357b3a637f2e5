import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const secret = randomBytes(32);

  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = createSecretBox(secret, 'game-session');
    const first = box.seal('token-1234567890');
    const second = box.seal('token-1234567890');
    expect(first).not.toBe(second);
    expect(first).not.toContain('token');
    expect(box.open(first)).toBe('token-1234567890');
    expect(box.open(second)).toBe('token-1234567890');
  });

  it('refuses a changed byte, another purpose, another secret and garbage', () => {
    const box = createSecretBox(secret, 'game-session');
    const sealed = box.seal('token-1234567890');
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[bytes.length - 1]! ^= 1;
    expect(box.open(bytes.toString('base64url'))).toBeUndefined();
    expect(createSecretBox(secret, 'other').open(sealed)).toBeUndefined();
    expect(createSecretBox(randomBytes(32), 'game-session').open(sealed)).toBeUndefined();
    expect(box.open('short')).toBeUndefined();
  });
});
