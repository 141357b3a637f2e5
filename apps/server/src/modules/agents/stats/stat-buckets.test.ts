import { describe, expect, it } from 'vitest';
import { statBuckets } from './stat-buckets.ts';

describe('the buckets a range of local days is read from', () => {
  it('takes a whole month as its monthly row', () => {
    expect(statBuckets('2026-02-01', '2026-02-28')).toEqual([
      { kind: 'month', month: '2026-02-01' },
    ]);
  });

  it('takes a few days of a month as those days', () => {
    expect(statBuckets('2026-03-05', '2026-03-09')).toEqual([
      { kind: 'days', from: '2026-03-05', to: '2026-03-09', sign: 1 },
    ]);
  });

  it('takes most of a month as its monthly row minus the days outside, on both sides', () => {
    expect(statBuckets('2026-03-03', '2026-03-29')).toEqual([
      { kind: 'month', month: '2026-03-01' },
      { kind: 'days', from: '2026-03-01', to: '2026-03-02', sign: -1 },
      { kind: 'days', from: '2026-03-30', to: '2026-03-31', sign: -1 },
    ]);
  });

  it('cuts a range across months and a leap year at month ends', () => {
    expect(statBuckets('2024-01-29', '2024-03-27')).toEqual([
      { kind: 'days', from: '2024-01-29', to: '2024-01-31', sign: 1 },
      { kind: 'month', month: '2024-02-01' },
      { kind: 'month', month: '2024-03-01' },
      { kind: 'days', from: '2024-03-28', to: '2024-03-31', sign: -1 },
    ]);
  });

  it('reads a single day as that day', () => {
    expect(statBuckets('2026-12-31', '2026-12-31')).toEqual([
      { kind: 'days', from: '2026-12-31', to: '2026-12-31', sign: 1 },
    ]);
  });
});
