import { describe, expect, it } from 'vitest';
import { boardPeriodHolding, periodHolding } from './periods.ts';

describe('mission and leaderboard periods, cut in the brand time zone', () => {
  const bangkok = 'Asia/Bangkok';

  it('cuts a day at local midnight', () => {
    // 2026-05-13 18:30 UTC is 01:30 on the 14th in Bangkok
    const period = periodHolding('daily', new Date('2026-05-13T18:30:00Z'), bangkok);
    expect(period).toEqual({
      key: 'D2026-05-14',
      start: new Date('2026-05-13T17:00:00Z'),
      end: new Date('2026-05-14T17:00:00Z'),
    });
  });

  it('runs a week from Monday to Sunday', () => {
    const period = periodHolding('weekly', new Date('2026-05-17T16:59:59Z'), bangkok);
    expect(period.key).toBe('W2026-05-11');
    expect(period.start).toEqual(new Date('2026-05-10T17:00:00Z'));
    expect(period.end).toEqual(new Date('2026-05-17T17:00:00Z'));
    expect(periodHolding('weekly', new Date('2026-05-17T17:00:00Z'), bangkok).key).toBe(
      'W2026-05-18',
    );
  });

  it('runs a month to its last day', () => {
    const period = periodHolding('monthly', new Date('2026-02-10T00:00:00Z'), bangkok);
    expect(period.key).toBe('M2026-02');
    expect(period.end).toEqual(new Date('2026-02-28T17:00:00Z'));
  });

  it('keeps a custom window, and nothing outside it', () => {
    const board = {
      period: 'custom' as const,
      startsAt: new Date('2026-05-01T00:00:00Z'),
      endsAt: new Date('2026-05-02T00:00:00Z'),
    };
    expect(boardPeriodHolding(board, new Date('2026-05-01T12:00:00Z'), bangkok)?.key).toBe('C');
    expect(boardPeriodHolding(board, new Date('2026-05-02T00:00:00Z'), bangkok)).toBeUndefined();
  });
});
