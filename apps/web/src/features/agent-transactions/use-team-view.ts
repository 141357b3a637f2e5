import { useMemo } from 'react';
import { usePermission } from '../brand/index.ts';
import { formatSignedAmount } from '../../lib/format.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { dateTimeFormat, formatIso } from '../../lib/date-format.ts';

/** Times in the agent's language and the brand's time zone; signed amounts as §9 shows them. */
export function useTeamView() {
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
      formatTime: (iso: string) => formatIso(timeFormat, iso),
      formatSigned: (amount: string) => formatSignedAmount(amount, decimals),
    };
  }, [language, timeZone, decimals]);
}
