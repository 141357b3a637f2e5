import { useMemo } from 'react';
import { usePermission } from '../brand/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { dateTimeFormat, formatIso } from '../../lib/date-format.ts';

/** Dates in the member's language and the brand's time zone; amounts as §9 shows them. */
export function useRewardFormat() {
  const language = useCurrentLanguage();
  const permission = usePermission().data;
  const timeZone = permission?.timeZone;
  const decimals = permission?.currency.decimals ?? 2;
  return useMemo(() => {
    const dateFormat = dateTimeFormat(language, {
      dateStyle: 'medium',
      ...(timeZone ? { timeZone } : {}),
    });
    return {
      date: (iso: string | null) => (iso ? formatIso(dateFormat, iso) : ''),
      amount: (amount: string) => formatAmount(amount, decimals),
    };
  }, [language, timeZone, decimals]);
}
