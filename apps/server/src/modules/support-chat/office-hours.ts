import type { OfficeHours } from '@lobby/contracts';
import { gmtOffsetMinutes } from '../../platform/time-zone.ts';

/** A brand without settings: the built-in chat, every day, all day. */
export const allDayOfficeHours: OfficeHours = {
  days: [0, 1, 2, 3, 4, 5, 6],
  opensAt: '00:00',
  closesAt: '24:00',
};

function minutesOf(clock: string): number {
  const [hours, minutes] = clock.split(':').map(Number);
  return hours! * 60 + minutes!;
}

/**
 * Whether `now` falls within the office hours, read on the brand's wall clock (`timeZone`).
 * Hours that close before they open run past midnight (22:00–06:00): the part after midnight
 * belongs to the day they opened.
 */
export function isWithinOfficeHours(hours: OfficeHours, timeZone: string, now: Date): boolean {
  const local = new Date(now.getTime() + gmtOffsetMinutes(timeZone, now) * 60_000);
  const day = local.getUTCDay();
  const minute = local.getUTCHours() * 60 + local.getUTCMinutes();
  const opens = minutesOf(hours.opensAt);
  const closes = minutesOf(hours.closesAt);
  if (opens <= closes) return hours.days.includes(day) && minute >= opens && minute < closes;
  const yesterday = (day + 6) % 7;
  return (
    (hours.days.includes(day) && minute >= opens) ||
    (hours.days.includes(yesterday) && minute < closes)
  );
}
