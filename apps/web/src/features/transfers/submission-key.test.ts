import { describe, expect, it } from 'vitest';
import { idempotencyKeyPattern } from '@lobby/contracts';
import { newIdempotencyKey, SubmissionKeys } from './submission-key.ts';

describe('SubmissionKeys', () => {
  it('reuses the key when the same submission is sent again before it went through', () => {
    let n = 0;
    const keys = new SubmissionKeys(() => `key-000${(n += 1)}`);
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
    expect(newIdempotencyKey()).not.toBe(a);
  });
});
