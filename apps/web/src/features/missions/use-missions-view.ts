import { useMemo } from 'react';
import { usePermission } from '../brand/index.ts';
import { formatAmount } from '../../lib/format.ts';

/** Amounts in the brand's decimals (§9). */
export function useMissionsView() {
  const decimals = usePermission().data?.currency.decimals ?? 2;
  return useMemo(
    () => ({ formatAmount: (amount: string) => formatAmount(amount, decimals) }),
    [decimals],
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The time left until `endsAt` as `2d 03:04:05` (or `03:04:05` under a day); 0 once past. */
export function timeLeft(endsAt: string, now: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(endsAt) - now) / 1000));
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}
