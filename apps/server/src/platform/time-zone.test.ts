import { describe, expect, it } from 'vitest';
import { gmtOffsetMinutes } from './time-zone.ts';

describe('gmtOffsetMinutes', () => {
  const winter = new Date('2025-01-15T12:00:00Z');
  const summer = new Date('2025-07-15T12:00:00Z');

  it('reads fixed offsets', () => {
    expect(gmtOffsetMinutes('Asia/Bangkok', winter)).toBe(420);
    expect(gmtOffsetMinutes('Asia/Manila', summer)).toBe(480);
    expect(gmtOffsetMinutes('Asia/Kolkata', winter)).toBe(330);
    expect(gmtOffsetMinutes('UTC', winter)).toBe(0);
  });

  it('follows daylight saving and negative offsets', () => {
    expect(gmtOffsetMinutes('America/New_York', winter)).toBe(-300);
    expect(gmtOffsetMinutes('America/New_York', summer)).toBe(-240);
    expect(gmtOffsetMinutes('America/St_Johns', winter)).toBe(-210);
  });

  it('changes at the very moment of a daylight-saving change, whichever is asked first', () => {
    // New York springs forward at 07:00 UTC on 9 March 2025
    const after = new Date('2025-03-09T07:00:00Z');
    const before = new Date('2025-03-09T06:59:59.999Z');
    expect(gmtOffsetMinutes('America/New_York', after)).toBe(-240);
    expect(gmtOffsetMinutes('America/New_York', before)).toBe(-300);
    expect(gmtOffsetMinutes('America/New_York', new Date('2025-03-09T07:14:59Z'))).toBe(-240);
    expect(gmtOffsetMinutes('America/New_York', new Date('2025-03-09T06:45:00Z'))).toBe(-300);
  });

  it('throws for an unknown zone', () => {
    expect(() => gmtOffsetMinutes('Mars/Olympus', winter)).toThrow(RangeError);
  });
});
