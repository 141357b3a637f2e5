import { describe, expect, it } from 'vitest';
import { allDayOfficeHours, isWithinOfficeHours } from './office-hours.ts';

describe('office hours on the brand’s wall clock', () => {
  const weekdays = { days: [1, 2, 3, 4, 5], opensAt: '09:00', closesAt: '18:00' };

  it('reads the hours in the brand’s time zone, not the server’s', () => {
    // Monday 02:30 UTC is Monday 09:30 in Bangkok (GMT+7), still Sunday evening in New York
    const at = new Date('2026-11-30T02:30:00Z');
    expect(isWithinOfficeHours(weekdays, 'Asia/Bangkok', at)).toBe(true);
    expect(isWithinOfficeHours(weekdays, 'America/New_York', at)).toBe(false);
    // 18:00 is closed already (the end is exclusive)
    expect(isWithinOfficeHours(weekdays, 'Asia/Bangkok', new Date('2026-11-30T11:00:00Z'))).toBe(
      false,
    );
  });

  it('runs hours that close before they open past midnight, on the day they opened', () => {
    const nights = { days: [5], opensAt: '22:00', closesAt: '06:00' };
    // Friday 23:00 and Saturday 05:59 in Bangkok are open; Saturday 23:00 is not
    expect(isWithinOfficeHours(nights, 'Asia/Bangkok', new Date('2026-11-27T16:00:00Z'))).toBe(
      true,
    );
    expect(isWithinOfficeHours(nights, 'Asia/Bangkok', new Date('2026-11-27T22:59:00Z'))).toBe(
      true,
    );
    expect(isWithinOfficeHours(nights, 'Asia/Bangkok', new Date('2026-11-28T16:00:00Z'))).toBe(
      false,
    );
  });

  it('all day every day is always open; no days is never open', () => {
    const at = new Date('2026-11-29T23:59:59Z');
    expect(isWithinOfficeHours(allDayOfficeHours, 'Asia/Manila', at)).toBe(true);
    expect(isWithinOfficeHours({ ...allDayOfficeHours, days: [] }, 'Asia/Manila', at)).toBe(false);
  });
});
