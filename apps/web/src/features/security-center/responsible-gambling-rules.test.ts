import { describe, expect, it } from 'vitest';
import {
  isDelayed,
  limitChangeOf,
  limitOf,
  parseLimitAmount,
} from './responsible-gambling-rules.ts';

describe('deposit limit changes', () => {
  it('tells a first limit, a lower, a higher and the same one apart', () => {
    expect(limitChangeOf(null, 50000n, 2)).toBe('new');
    expect(limitChangeOf('500.00', 40000n, 2)).toBe('lower');
    expect(limitChangeOf('500.00', 50001n, 2)).toBe('raise');
    expect(limitChangeOf('500.00', 50000n, 2)).toBe('same');
    expect(limitChangeOf('500.00', null, 2)).toBe('remove');
  });

  it('delays only what loosens a limit', () => {
    expect(isDelayed('raise')).toBe(true);
    expect(isDelayed('remove')).toBe(true);
    expect(isDelayed('new')).toBe(false);
    expect(isDelayed('lower')).toBe(false);
  });

  it('parses the typed limit like any amount', () => {
    expect(parseLimitAmount('1,000', 2)).toEqual({ ok: false, key: 'errors:err_amount_invalid' });
    expect(parseLimitAmount('', 2)).toEqual({
      ok: false,
      key: 'responsible:limits.amountRequired',
    });
    expect(parseLimitAmount('500.5', 2)).toEqual({ ok: true, minor: 50050n });
  });

  it('treats a period the server left out as having no limit', () => {
    expect(limitOf([], 'weekly')).toEqual({
      period: 'weekly',
      amount: null,
      used: '0',
      pending: null,
    });
  });
});
