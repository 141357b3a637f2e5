/**
 * The offset from GMT, in minutes, of an IANA time zone at a moment (420 for Asia/Bangkok),
 * taking daylight saving into account. Throws a RangeError for an unknown zone.
 */
export function gmtOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    timeZoneName: 'longOffset',
  }).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // "GMT" for zero, else "GMT+07:00", "GMT-03:30"
  const match = /^GMT([+-])(\d{2}):?(\d{2})?$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}
