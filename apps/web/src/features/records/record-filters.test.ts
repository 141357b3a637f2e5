import { describe, expect, it } from 'vitest';
import { brandDay, dateRangeOf } from './record-filters.ts';

// 2026-03-10 20:30 UTC is already 2026-03-11 03:30 in Bangkok (GMT+7)
const now = Date.UTC(2026, 2, 10, 20, 30);
const bangkok = 420;

describe('date ranges', () => {
  it("cuts the days in the brand's time zone, not the browser's", () => {
    expect(brandDay(now, bangkok)).toBe('2026-03-11');
    expect(brandDay(now, 0)).toBe('2026-03-10');
    expect(brandDay(now, bangkok, 1)).toBe('2026-03-10');
  });

  it('counts the presets back from today, both ends included', () => {
    expect(dateRangeOf({ preset: 'today', from: '', to: '' }, now, bangkok)).toEqual({
      ok: true,
      from: '2026-03-11',
      to: '2026-03-11',
    });
    expect(dateRangeOf({ preset: 'last7', from: '', to: '' }, now, bangkok)).toEqual({
      ok: true,
      from: '2026-03-05',
      to: '2026-03-11',
    });
    expect(dateRangeOf({ preset: 'last30', from: '', to: '' }, now, bangkok)).toEqual({
      ok: true,
      from: '2026-02-10',
      to: '2026-03-11',
    });
  });

  it('takes custom days as typed, an open end as open, and refuses an end before the start', () => {
    expect(dateRangeOf({ preset: 'custom', from: '2026-01-01', to: '2026-01-31' }, now, 0)).toEqual(
      { ok: true, from: '2026-01-01', to: '2026-01-31' },
    );
    expect(dateRangeOf({ preset: 'custom', from: '2026-01-01', to: '' }, now, 0)).toEqual({
      ok: true,
      from: '2026-01-01',
      to: undefined,
    });
    expect(dateRangeOf({ preset: 'custom', from: '2026-02-01', to: '2026-01-31' }, now, 0)).toEqual(
      { ok: false, problem: 'records:filter.rangeInvalid' },
    );
  });
});
