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

  it('throws for an unknown zone', () => {
    expect(() => gmtOffsetMinutes('Mars/Olympus', winter)).toThrow(RangeError);
  });
});
