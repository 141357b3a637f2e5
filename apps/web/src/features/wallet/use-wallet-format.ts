import { useCallback } from 'react';
import { usePermission } from '../brand/index.ts';
import { formatAmount } from '../../lib/format.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { dateTimeFormat, formatIso } from '../../lib/date-format.ts';

/**
 * The brand's money and time for the wallet pages: amounts with the currency symbol, two
 * decimals and thousands separators (§9); times in the brand's time zone and the page's
 * language.
 */
export function useWalletFormat() {
  const permission = usePermission().data;
  const language = useCurrentLanguage();
  const decimals = permission?.currency.decimals ?? 2;
  const symbol = permission?.currency.symbol ?? '';
  const timeZone = permission?.timeZone;
  const timeFormat = dateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  });
  const formatMoney = useCallback(
    (amount: string) => `${symbol}${formatAmount(amount, decimals)}`,
    [symbol, decimals],
  );
  const formatTime = useCallback((iso: string) => formatIso(timeFormat, iso), [timeFormat]);
  return { decimals, symbol, formatMoney, formatTime };
}
