import { describe, expect, it } from 'vitest';
import { dateTimeFormat, formatIso } from './date-format.ts';

describe('dateTimeFormat', () => {
  it('makes one formatter per language and options, and keeps it', () => {
    const first = dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Asia/Bangkok' });
    expect(dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Asia/Bangkok' })).toBe(first);
    expect(dateTimeFormat('th', { dateStyle: 'medium', timeZone: 'Asia/Bangkok' })).not.toBe(first);
    expect(first.format(new Date('2026-01-31T20:00:00Z'))).toBe('Feb 1, 2026');
  });

  it("shows a zone the device does not know in the device's own zone", () => {
    const format = dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Nowhere/Atlantis' });
    expect(format.resolvedOptions().timeZone).toBe(
      new Intl.DateTimeFormat('en').resolvedOptions().timeZone,
    );
  });

  it('refuses options that are wrong for another reason', () => {
    expect(() => dateTimeFormat('en', { dateStyle: 'longest' as 'long' })).toThrow(RangeError);
  });
});

describe('formatIso', () => {
  it('formats a time and shows an unreadable one as sent', () => {
    const format = dateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });
    expect(formatIso(format, '2026-03-04T05:06:07Z')).toBe('Mar 4, 2026');
    expect(formatIso(format, 'soon')).toBe('soon');
  });
});
