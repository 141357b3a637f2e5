import { describe, expect, it } from 'vitest';
import { statBuckets } from './stat-buckets.ts';

describe('the buckets a range of local days is read from', () => {
  it('takes a whole month as its month row', () => {
    expect(statBuckets('2026-02-01', '2026-02-28')).toEqual([
      { kind: 'month', starts: '2026-02-01' },
    ]);
  });

  it('takes a whole week, Monday to Sunday, as its week row', () => {
    expect(statBuckets('2026-11-23', '2026-11-29')).toEqual([
      { kind: 'week', starts: '2026-11-23' },
    ]);
  });

  it('takes Monday to Friday as the week row minus the weekend', () => {
    expect(statBuckets('2026-11-23', '2026-11-27')).toEqual([
      { kind: 'week', starts: '2026-11-23' },
      { kind: 'days', from: '2026-11-28', to: '2026-11-29', sign: -1 },
    ]);
  });

  it('takes a few days as those days', () => {
    expect(statBuckets('2026-03-04', '2026-03-05')).toEqual([
      { kind: 'days', from: '2026-03-04', to: '2026-03-05', sign: 1 },
    ]);
  });

  it('takes most of a month as its month row minus the days outside, on both sides', () => {
    expect(statBuckets('2026-03-03', '2026-03-29')).toEqual([
      { kind: 'month', starts: '2026-03-01' },
      { kind: 'days', from: '2026-03-01', to: '2026-03-02', sign: -1 },
      { kind: 'days', from: '2026-03-30', to: '2026-03-31', sign: -1 },
    ]);
  });

  it('cuts a range across months and a leap year at month ends', () => {
    expect(statBuckets('2024-01-29', '2024-03-27')).toEqual([
      { kind: 'days', from: '2024-01-29', to: '2024-01-31', sign: 1 },
      { kind: 'month', starts: '2024-02-01' },
      { kind: 'month', starts: '2024-03-01' },
      { kind: 'days', from: '2024-03-28', to: '2024-03-31', sign: -1 },
    ]);
  });

  it('cuts a range across a month end by weeks when that reads fewer rows', () => {
    // 2026-10-26 is a Monday: two whole weeks
    expect(statBuckets('2026-10-26', '2026-11-08')).toEqual([
      { kind: 'week', starts: '2026-10-26' },
      { kind: 'week', starts: '2026-11-02' },
    ]);
  });
});
