import { describe, expect, it } from 'vitest';
import { brandDay, periodRange } from './bet-filters.ts';

// 23:30 on 10 March in UTC is already 06:30 on the 11th in Bangkok (GMT+7)
const now = Date.parse('2026-03-10T23:30:00Z');
const bangkok = 420;

describe('periodRange', () => {
  it('counts quick picks back from the brand day, both ends included', () => {
    expect(brandDay(now, bangkok)).toBe('2026-03-11');
    expect(brandDay(now, 0)).toBe('2026-03-10');
    expect(periodRange({ preset: 'today' }, now, bangkok)).toEqual({
      ok: true,
      from: '2026-03-11',
      to: '2026-03-11',
    });
    expect(periodRange({ preset: 'yesterday' }, now, bangkok)).toMatchObject({
      from: '2026-03-10',
      to: '2026-03-10',
    });
    expect(periodRange({ preset: 'last7' }, now, bangkok)).toMatchObject({
      from: '2026-03-05',
      to: '2026-03-11',
    });
    expect(periodRange({ preset: 'last30' }, now, -300)).toMatchObject({
      from: '2026-02-09',
      to: '2026-03-10',
    });
  });

  it('takes typed days, open ends, and refuses an end before the start', () => {
    expect(periodRange({ preset: 'custom', from: '2026-01-01', to: '' }, now, bangkok)).toEqual({
      ok: true,
      from: '2026-01-01',
      to: undefined,
    });
    expect(
      periodRange({ preset: 'custom', from: '2026-03-02', to: '2026-03-01' }, now, bangkok),
    ).toEqual({ ok: false, problem: 'bets:filter.rangeInvalid' });
  });
});
