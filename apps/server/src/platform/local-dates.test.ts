import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { localDateRange, localToday } from './local-dates.ts';

const bangkok = 'Asia/Bangkok';

describe('local date ranges', () => {
  it('cuts days at local midnight in GMT+7', () => {
    expect(localDateRange({ from: '2025-03-10', to: '2025-03-10' }, bangkok)).toEqual({
      start: new Date('2025-03-09T17:00:00Z'),
      end: new Date('2025-03-10T17:00:00Z'),
    });
  });

  it('knows the local date: 23:30 UTC is already tomorrow in Bangkok', () => {
    expect(localToday(bangkok, new Date('2025-03-09T23:30:00Z'))).toBe('2025-03-10');
    expect(localToday('UTC', new Date('2025-03-09T23:30:00Z'))).toBe('2025-03-09');
  });

  it('defaults to the last seven local days, today included', () => {
    const now = new Date('2025-03-09T18:00:00Z'); // 01:00 on 10 March in Bangkok
    expect(localDateRange({}, bangkok, now)).toEqual({
      start: new Date('2025-03-03T17:00:00Z'),
      end: new Date('2025-03-10T17:00:00Z'),
    });
    expect(localDateRange({ to: '2025-01-07' }, bangkok, now).start).toEqual(
      new Date('2024-12-31T17:00:00Z'),
    );
    expect(localDateRange({ from: '2025-03-01' }, bangkok, now).end).toEqual(
      new Date('2025-03-10T17:00:00Z'),
    );
  });

  it('follows daylight saving where a zone has it', () => {
    // New York moved to EDT (GMT-4) on 9 March 2025
    expect(localDateRange({ from: '2025-03-08', to: '2025-03-09' }, 'America/New_York')).toEqual({
      start: new Date('2025-03-08T05:00:00Z'),
      end: new Date('2025-03-10T04:00:00Z'),
    });
  });

  it('refuses days that do not exist and ranges that end before they start', () => {
    for (const input of [
      { from: '2025-02-30' },
      { to: '2025-13-01' },
      { from: '2025-03-02', to: '2025-03-01' },
    ]) {
      expect(() => localDateRange(input, bangkok)).toThrow(AppError);
    }
  });
});
