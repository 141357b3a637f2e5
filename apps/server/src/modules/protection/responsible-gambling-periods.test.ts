import { describe, expect, it } from 'vitest';
import { limitPeriodBounds, localMidnight } from './responsible-gambling-periods.ts';

const iso = (bounds: { start: Date; end: Date }) => [
  bounds.start.toISOString(),
  bounds.end.toISOString(),
];

describe('limitPeriodBounds in GMT+7 (Asia/Bangkok)', () => {
  const zone = 'Asia/Bangkok';

  it('cuts the day at local midnight, which is 17:00 UTC the day before', () => {
    // 2026-03-04 16:59:59Z is 23:59:59 local on the 4th; one second later is the 5th
    expect(iso(limitPeriodBounds('daily', zone, new Date('2026-03-04T16:59:59Z')))).toEqual([
      '2026-03-03T17:00:00.000Z',
      '2026-03-04T17:00:00.000Z',
    ]);
    expect(iso(limitPeriodBounds('daily', zone, new Date('2026-03-04T17:00:00Z')))).toEqual([
      '2026-03-04T17:00:00.000Z',
      '2026-03-05T17:00:00.000Z',
    ]);
  });

  it('runs the week from local Monday to Sunday', () => {
    // Sunday 2026-03-08 23:30 local is still the week of Monday the 2nd
    const sunday = new Date('2026-03-08T16:30:00Z');
    expect(iso(limitPeriodBounds('weekly', zone, sunday))).toEqual([
      '2026-03-01T17:00:00.000Z',
      '2026-03-08T17:00:00.000Z',
    ]);
    // Monday 00:30 local (Sunday 17:30 UTC) is a new week
    const monday = new Date('2026-03-08T17:30:00Z');
    expect(iso(limitPeriodBounds('weekly', zone, monday))[0]).toBe('2026-03-08T17:00:00.000Z');
  });

  it('takes the local calendar month, across a year end', () => {
    // 2026-12-31 18:00Z is already 1 January 2027 in Bangkok
    expect(iso(limitPeriodBounds('monthly', zone, new Date('2026-12-31T18:00:00Z')))).toEqual([
      '2026-12-31T17:00:00.000Z',
      '2027-01-31T17:00:00.000Z',
    ]);
    expect(iso(limitPeriodBounds('monthly', zone, new Date('2026-02-10T00:00:00Z')))).toEqual([
      '2026-01-31T17:00:00.000Z',
      '2026-02-28T17:00:00.000Z',
    ]);
  });
});

describe('localMidnight', () => {
  it('follows a zone whose offset changes (New York, spring forward)', () => {
    // 8 March 2026: clocks jump at 02:00; midnight is still -05:00, the next one -04:00
    expect(localMidnight(2026, 3, 8, 'America/New_York').toISOString()).toBe(
      '2026-03-08T05:00:00.000Z',
    );
    expect(localMidnight(2026, 3, 9, 'America/New_York').toISOString()).toBe(
      '2026-03-09T04:00:00.000Z',
    );
  });
});
