import { useMemo } from 'react';
import { usePermission } from '../brand/index.ts';
import { formatAmount, formatSignedAmount } from '../../lib/format.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { dateTimeFormat, formatIso } from '../../lib/date-format.ts';

/**
 * How the bet pages show times and amounts: times in the member's language and the brand's
 * time zone (the zone the days are cut in), amounts with the currency's decimals (§9).
 */
export function useBetView() {
  const language = useCurrentLanguage();
  const permission = usePermission().data;
  const timeZone = permission?.timeZone;
  const decimals = permission?.currency.decimals ?? 2;
  const gmtOffsetMinutes = permission?.gmtOffsetMinutes ?? 0;
  return useMemo(() => {
    const timeFormat = dateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    const dayFormat = dateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      language,
      gmtOffsetMinutes,
      formatTime: (iso: string) => formatIso(timeFormat, iso),
      /** A brand day (yyyy-mm-dd) as a date in the member's language. */
      formatDay(day: string): string {
        const date = new Date(`${day}T00:00:00Z`);
        return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
      },
      formatAmount: (amount: string) => formatAmount(amount, decimals),
      /** A result with its sign: "+200.00", "-50.00", "0.00". */
      formatSigned: (amount: string) => formatSignedAmount(amount, decimals),
    };
  }, [language, timeZone, decimals, gmtOffsetMinutes]);
}
export type BetView = ReturnType<typeof useBetView>;
