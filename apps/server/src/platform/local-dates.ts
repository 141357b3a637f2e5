import { AppError } from './app-error.ts';
import { gmtOffsetMinutes } from './time-zone.ts';

const dayMs = 86_400_000;
/** Days the records pages show when no date is chosen: today and the six before it. */
export const defaultRangeDays = 7;

/** A day as yyyy-mm-dd → its UTC midnight, or undefined when no such day exists (02-30). */
function utcMidnight(date: string): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const back = new Date(time);
  if (
    back.getUTCFullYear() !== year ||
    back.getUTCMonth() !== month - 1 ||
    back.getUTCDate() !== day
  ) {
    return undefined;
  }
  return time;
}

const dateText = (time: number) => new Date(time).toISOString().slice(0, 10);

/** Today's date in a time zone, as yyyy-mm-dd. */
export function localToday(timeZone: string, now: Date = new Date()): string {
  return dateText(now.getTime() + gmtOffsetMinutes(timeZone, now) * 60_000);
}

/** The instant a local day starts in a time zone (offset looked up at that instant). */
function localDayStart(midnightUtc: number, timeZone: string): Date {
  const guess = midnightUtc - gmtOffsetMinutes(timeZone, new Date(midnightUtc)) * 60_000;
  // across a daylight-saving change the offset at the real instant can differ from the guess
  return new Date(midnightUtc - gmtOffsetMinutes(timeZone, new Date(guess)) * 60_000);
}

/** A half-open span of instants [start, end). */
export interface InstantRange {
  start: Date;
  end: Date;
}

/**
 * The instants of an inclusive range of local days in the brand's time zone. Without dates:
 * the last seven days up to today; from alone runs to today, to alone covers seven days.
 */
export function localDateRange(
  input: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
  now: Date = new Date(),
): InstantRange {
  const parse = (text: string, field: string) => {
    const time = utcMidnight(text);
    if (time === undefined) {
      throw new AppError('validation_failed', {
        fields: [
          {
            field: `querystring.${field}`,
            messageKey: 'err_field_invalid',
            message: 'No such date',
          },
        ],
      });
    }
    return time;
  };
  const span = (defaultRangeDays - 1) * dayMs;
  let from = input.from === undefined ? undefined : parse(input.from, 'from');
  let to = input.to === undefined ? undefined : parse(input.to, 'to');
  const today = utcMidnight(localToday(timeZone, now))!;
  if (to === undefined) to = from === undefined ? today : Math.max(from, today);
  if (from === undefined) from = to - span;
  if (from > to) {
    throw new AppError('validation_failed', {
      fields: [
        { field: 'querystring.from', messageKey: 'err_field_invalid', message: 'From is after to' },
      ],
    });
  }
  return { start: localDayStart(from, timeZone), end: localDayStart(to + dayMs, timeZone) };
}
