import { useMemo } from 'react';
import { usePermission } from '../brand/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { dateTimeFormat, formatIso } from '../../lib/date-format.ts';

/** Times in the member's language and the brand's time zone; amounts as §9 shows them. */
export function useEnvelopeView() {
  const language = useCurrentLanguage();
  const permission = usePermission().data;
  const timeZone = permission?.timeZone;
  const decimals = permission?.currency.decimals ?? 2;
  return useMemo(() => {
    const timeFormat = dateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    return {
      decimals,
      formatTime: (iso: string) => formatIso(timeFormat, iso),
      formatAmount: (amount: string) => formatAmount(amount, decimals),
    };
  }, [language, timeZone, decimals]);
}
