import { useMemo } from 'react';
import { usePermission } from '../brand/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { useCurrentLanguage } from '../../lib/language.ts';

/** Times in the agent's language and the brand's time zone; signed amounts as §9 shows them. */
export function useTeamView() {
  const language = useCurrentLanguage();
  const permission = usePermission().data;
  const timeZone = permission?.timeZone;
  const decimals = permission?.currency.decimals ?? 2;
  return useMemo(() => {
    const timeFormat = new Intl.DateTimeFormat(language, {
      dateStyle: 'medium',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    });
    return {
      formatTime(iso: string): string {
        const date = new Date(iso);
        return Number.isNaN(date.getTime()) ? iso : timeFormat.format(date);
      },
      formatSigned(amount: string): string {
        const shown = formatAmount(amount, decimals);
        return shown.startsWith('-') || /^0(\.0*)?$/.test(amount) ? shown : `+${shown}`;
      },
    };
  }, [language, timeZone, decimals]);
}
