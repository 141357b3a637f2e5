import { useMemo } from 'react';
import { usePermission } from '../brand/index.ts';
import { formatAmount, formatSignedAmount } from '../../lib/format.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { dateTimeFormat, formatIso } from '../../lib/date-format.ts';

/**
 * How the records show times and amounts: times in the member's language and the brand's
 * time zone (the zone the periods are cut in), amounts with the currency's decimals and
 * thousands separators (§9).
 */
export function useRecordView() {
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
    return {
      language,
      gmtOffsetMinutes,
      formatTime: (iso: string) => formatIso(timeFormat, iso),
      formatAmount: (amount: string) => formatAmount(amount, decimals),
      /** A movement with its sign: "+200.00", "-50.00". */
      formatSigned: (amount: string) => formatSignedAmount(amount, decimals),
    };
  }, [language, timeZone, decimals, gmtOffsetMinutes]);
}
