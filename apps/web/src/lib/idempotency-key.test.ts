import { describe, expect, it } from 'vitest';
import { idempotencyKeyPattern } from '@lobby/contracts';
import { createSubmissionKeys, newIdempotencyKey } from './idempotency-key.ts';

describe('SubmissionKeys', () => {
  it('reuses the key when the same submission is sent again before it went through', () => {
    let n = 0;
    const keys = createSubmissionKeys(() => `key-000${(n += 1)}`);
    const body = { from: 'MAIN', to: 'SLV', amount: '200', paymentPassword: '135790' };
    const first = keys.keyFor(body);
    expect(keys.keyFor({ ...body })).toBe(first);
    // a changed form is another request
    const other = keys.keyFor({ ...body, amount: '201' });
    expect(other).not.toBe(first);
    // once it went through, the same form again is a new transfer
    keys.settle();
    expect(keys.keyFor({ ...body, amount: '201' })).not.toBe(other);
  });

  it('makes keys the server accepts, different every time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(idempotencyKeyPattern);
    // one format on the web: 128 random bits, base64url
    expect(a).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

describe('submission keys (Idempotency-Key)', () => {
  it('reuses the key for the same content, and makes a new one for new content or after success', () => {
    let made = 0;
    const keys = createSubmissionKeys(() => `key-${++made}`);
    const first = { channelCode: 'SANDBOX', amount: '500' };
    expect(keys.keyFor(first)).toBe('key-1');
    // a retry of the same submission (a timeout, a lost answer) keeps it
    expect(keys.keyFor({ ...first })).toBe('key-1');
    expect(keys.keyFor({ ...first, amount: '600' })).toBe('key-2');
    keys.settle();
    expect(keys.keyFor({ ...first, amount: '600' })).toBe('key-3');
  });

  it('makes keys the server accepts', () => {
    const keys = createSubmissionKeys();
    const key = keys.keyFor({});
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    keys.settle();
    expect(keys.keyFor({})).not.toBe(key);
  });
});
