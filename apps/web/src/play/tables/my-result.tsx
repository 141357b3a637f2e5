import { useTranslation } from 'react-i18next';
import type { TableBetView } from '@lobby/contracts';
import { decimalsOf, formatPlayMoney, minorToText } from '../components/money-text.ts';

/** What my bets of the last settled round returned. */
export function MyResult({ bets }: { bets: TableBetView[] }) {
  const { t } = useTranslation('originals');
  if (bets.length === 0) return null;
  const decimals = decimalsOf(bets[0]!.payout);
  const total = bets.reduce((sum, bet) => sum + BigInt(bet.payout.replace('.', '')), 0n);
  return (
    <p className="table-my-result" data-testid="my-result" aria-live="polite">
      {total > 0n
        ? t('common.youWon', { amount: formatPlayMoney(minorToText(total, decimals)) })
        : t('common.noWin')}
    </p>
  );
}
