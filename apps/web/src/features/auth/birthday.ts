/**
 * Birthday input (§5): typed as dd-mm-yyyy (day 01-31, month 01-12, four-digit year), sent as
 * yyyy-mm-dd, and the member must be at least the brand's minimum age (21 by default).
 */

/** Text keys of the birthday messages (the spec's own keys). */
export const birthdayMessages = {
  format: 'local_birthday_format_error',
  year: 'local_birthday_year_error',
  age: 'local_birthday_error',
} as const;
export type BirthdayProblem = keyof typeof birthdayMessages;

export type ParsedBirthday =
  | { ok: true; iso: string; year: number; month: number; day: number }
  | { ok: false; problem: BirthdayProblem };

/** Oldest year accepted; an earlier one is a typing mistake ('Invalid please put correct year'). */
export const earliestBirthYear = 1900;

const birthdayPattern = /^(0[1-9]|[12]\d|3[01])-(0[1-9]|1[0-2])-(\d{4})$/;

/** Reads dd-mm-yyyy into yyyy-mm-dd; a day the month does not have is a format error. */
export function parseBirthday(text: string, today: Date = new Date()): ParsedBirthday {
  const match = birthdayPattern.exec(text.trim());
  if (!match) return { ok: false, problem: 'format' };
  const [, dd, mm, yyyy] = match as unknown as [string, string, string, string];
  const day = Number(dd);
  const month = Number(mm);
  const year = Number(yyyy);
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, problem: 'format' };
  }
  if (year < earliestBirthYear || year > today.getFullYear()) return { ok: false, problem: 'year' };
  return { ok: true, iso: `${yyyy}-${mm}-${dd}`, year, month, day };
}

/** Full years between a birth date and `today` (a birthday counts on its day). */
export function ageOn(birth: { year: number; month: number; day: number }, today: Date): number {
  const years = today.getFullYear() - birth.year;
  const month = today.getMonth() + 1;
  const hadBirthday =
    month > birth.month || (month === birth.month && today.getDate() >= birth.day);
  return hadBirthday ? years : years - 1;
}

export type BirthdayCheck = { ok: true; iso: string } | { ok: false; problem: BirthdayProblem };

/** Format, year and age check of a typed birthday, in the order of §4.4. */
export function checkBirthday(text: string, minimumAge: number, today = new Date()): BirthdayCheck {
  const parsed = parseBirthday(text, today);
  if (!parsed.ok) return parsed;
  if (ageOn(parsed, today) < minimumAge) return { ok: false, problem: 'age' };
  return { ok: true, iso: parsed.iso };
}
