/** One formatter per zone: making one costs far more than using it (issue 14's bet path). */
const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/**
 * Offsets already worked out, by zone and quarter hour. Zones change their offset only at
 * whole quarter hours (UTC), so every moment of a quarter hour has the offset of its start.
 */
const knownOffsets = new Map<string, number>();
const quarterHourMs = 15 * 60_000;
const maxKnownOffsets = 10_000;

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = offsetFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormatters.set(timeZone, formatter);
  }
  return formatter;
}

function offsetFromFormat(timeZone: string, at: Date): number {
  const parts = formatterFor(timeZone).formatToParts(at);
  const name = parts.find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  // "GMT" for zero, else "GMT+07:00", "GMT-03:30"
  const match = /^GMT([+-])(\d{2}):?(\d{2})?$/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * The offset from GMT, in minutes, of an IANA time zone at a moment (420 for Asia/Bangkok),
 * taking daylight saving into account. Throws a RangeError for an unknown zone.
 */
export function gmtOffsetMinutes(timeZone: string, at: Date = new Date()): number {
  const time = at.getTime();
  if (!Number.isFinite(time)) return offsetFromFormat(timeZone, at);
  const key = `${timeZone}|${Math.floor(time / quarterHourMs)}`;
  const known = knownOffsets.get(key);
  if (known !== undefined) return known;
  const offset = offsetFromFormat(timeZone, at);
  if (knownOffsets.size >= maxKnownOffsets) knownOffsets.clear();
  knownOffsets.set(key, offset);
  return offset;
}
