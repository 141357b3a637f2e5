import { describe, expect, it } from 'vitest';
import { ageOn, checkBirthday, parseBirthday } from './birthday.ts';

const today = new Date(2025, 5, 15); // 15 June 2025, local time

describe('parseBirthday (dd-mm-yyyy → yyyy-mm-dd)', () => {
  it('reads a typed date into the payload form', () => {
    expect(parseBirthday('31-01-1990', today)).toEqual({
      ok: true,
      iso: '1990-01-31',
      year: 1990,
      month: 1,
      day: 31,
    });
    expect(parseBirthday(' 05-11-2000 ', today)).toMatchObject({ ok: true, iso: '2000-11-05' });
  });

  it('refuses other shapes as a format error', () => {
    for (const text of [
      '1990-01-31',
      '31/01/1990',
      '1-1-1990',
      '32-01-1990',
      '00-01-1990',
      '10-13-1990',
      '10-01-90',
      '',
    ]) {
      expect(parseBirthday(text, today)).toEqual({ ok: false, problem: 'format' });
    }
  });

  it('refuses a day the month does not have', () => {
    expect(parseBirthday('31-02-2000', today)).toEqual({ ok: false, problem: 'format' });
    expect(parseBirthday('29-02-2001', today)).toEqual({ ok: false, problem: 'format' });
    expect(parseBirthday('29-02-2000', today)).toMatchObject({ ok: true, iso: '2000-02-29' });
  });

  it('refuses an impossible year', () => {
    expect(parseBirthday('01-01-1899', today)).toEqual({ ok: false, problem: 'year' });
    expect(parseBirthday('01-01-2026', today)).toEqual({ ok: false, problem: 'year' });
  });
});

describe('age', () => {
  it('counts full years, a birthday counting on its day', () => {
    expect(ageOn({ year: 2004, month: 6, day: 15 }, today)).toBe(21);
    expect(ageOn({ year: 2004, month: 6, day: 16 }, today)).toBe(20);
    expect(ageOn({ year: 2004, month: 7, day: 1 }, today)).toBe(20);
    expect(ageOn({ year: 2004, month: 5, day: 31 }, today)).toBe(21);
  });

  it('checks format, then the minimum age (local_birthday_error)', () => {
    expect(checkBirthday('15-06-2004', 21, today)).toEqual({ ok: true, iso: '2004-06-15' });
    expect(checkBirthday('16-06-2004', 21, today)).toEqual({ ok: false, problem: 'age' });
    expect(checkBirthday('16-06-2004', 18, today)).toEqual({ ok: true, iso: '2004-06-16' });
    expect(checkBirthday('2004-06-16', 21, today)).toEqual({ ok: false, problem: 'format' });
  });
});
