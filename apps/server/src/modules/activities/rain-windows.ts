import { gmtOffsetMinutes } from '../../platform/time-zone.ts';

/** A daily window of a red-envelope rain, in the brand's local time. */
export interface RainWindow {
  start: string;
  minutes: number;
}

const minutesOf = (start: string) => Number(start.slice(0, 2)) * 60 + Number(start.slice(3, 5));
const dayMinutes = 1440;

/**
 * Whether it rains at `now` in the brand's zone, and else when the next window starts. A
 * window may run past midnight (23:50 for 20 minutes rains until 00:10).
 */
export function rainAt(windows: readonly RainWindow[], timeZone: string, now: Date) {
  const localMinute =
    (((Math.floor(now.getTime() / 60_000) + gmtOffsetMinutes(timeZone, now)) % dayMinutes) +
      dayMinutes) %
    dayMinutes;
  const since = (window: RainWindow) =>
    (localMinute - minutesOf(window.start) + dayMinutes) % dayMinutes;
  const raining = windows.some((window) => since(window) < window.minutes);
  const wait = Math.min(...windows.map((window) => dayMinutes - since(window)));
  const next = new Date((Math.floor(now.getTime() / 60_000) + wait) * 60_000);
  return { raining, nextWindowAt: raining ? null : next };
}
