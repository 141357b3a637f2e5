import { useMemo } from 'react';
import { usePermission } from '../brand/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { useCurrentLanguage } from '../../lib/language.ts';

/** Dates in the member's language and the brand's time zone; amounts as §9 shows them. */
export function useRewardFormat() {
  const language = useCurrentLanguage();
  const permission = usePermission().data;
  const timeZone = permission?.timeZone;
  const decimals = permission?.currency.decimals ?? 2;
  return useMemo(() => {
    const dateFormat = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      ...(timeZone ? { timeZone } : {}),
    });
    return {
      date(iso: string | null): string {
        if (!iso) return '';
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
      },
      amount: (amount: string) => formatAmount(amount, decimals),
    };
  }, [language, timeZone, decimals]);
}
