import { describe, expect, it } from 'vitest';
import { rainAt } from './rain-windows.ts';

describe('red-envelope rain windows (Asia/Bangkok, GMT+7)', () => {
  const windows = [
    { start: '12:00', minutes: 30 },
    { start: '23:50', minutes: 20 },
  ];
  it('rains inside a window, also past midnight', () => {
    expect(rainAt(windows, 'Asia/Bangkok', new Date('2026-05-01T05:10:00Z')).raining).toBe(true);
    expect(rainAt(windows, 'Asia/Bangkok', new Date('2026-05-01T17:05:00Z')).raining).toBe(true);
  });
  it('says when the next window starts', () => {
    const dry = rainAt(windows, 'Asia/Bangkok', new Date('2026-05-01T06:00:00Z'));
    expect(dry).toEqual({ raining: false, nextWindowAt: new Date('2026-05-01T16:50:00Z') });
  });
});
