/**
 * Date and time formatters, made once per language and options and kept: making one costs a
 * few milliseconds (more with a time zone, whose rules ICU loads), and pages made one on every
 * render (the agent's clock every second).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The formatter of `locale` and `options`. A time zone the device does not know (a brand's
 * setting) falls back to the device's own zone rather than showing no time at all.
 */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch (error) {
      if (!options.timeZone) throw error;
      const { timeZone: _unknownZone, ...inDeviceZone } = options;
      format = new Intl.DateTimeFormat(locale, inDeviceZone);
    }
    formats.set(key, format);
  }
  return format;
}

/** An ISO time as `format` shows it; one that does not read as a time is shown as sent. */
export function formatIso(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
}
