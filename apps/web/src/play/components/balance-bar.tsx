import { useTranslation } from 'react-i18next';
import { formatPlayMoney } from './money-text.ts';

/** The unit's name: the currency code, or "play money" for a trial account's PLAY. */
export function useUnitLabel(currency: string): string {
  const { t } = useTranslation('originals');
  return currency === 'PLAY' ? t('common.playMoney') : currency;
}

/** The player's balance and unit, at the top of every game. */
export function BalanceBar({
  balance,
  currency,
}: {
  balance: string | undefined;
  currency: string;
}) {
  const { t } = useTranslation('originals');
  const unit = useUnitLabel(currency);
  return (
    <div className="play-balance" data-testid="play-balance">
      <span className="play-balance__label">{t('common.balance')}</span>
      <strong aria-live="polite">{balance === undefined ? '…' : formatPlayMoney(balance)}</strong>
      <span className="play-balance__unit">{unit}</span>
    </div>
  );
}
