import { useTranslation } from 'react-i18next';
import { useBalance } from '../api/get-balance.ts';
import { hiddenAmountText, setBalanceHidden, useBalanceHidden } from '../balance-visibility.ts';
import { formatAmount } from '../../../lib/format.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { useWalletFormat } from '../use-wallet-format.ts';
import './wallet-balance.css';

/**
 * The balance at the top of the deposit and withdraw pages and the member centre: hidden or shown together with
 * the header's (§4.11), refreshed by the live channel or by hand.
 */
export function WalletBalance() {
  const { t } = useTranslation('wallet');
  const balance = useBalance();
  const hidden = useBalanceHidden();
  const { decimals } = useWalletFormat();
  const data = balance.data;
  const text = hidden
    ? hiddenAmountText
    : data
      ? `${data.currencySymbol}${formatAmount(data.balance, decimals)}`
      : balance.isError
        ? t('balance.unavailable')
        : '—';
  return (
    <div className="wallet-balance" data-testid="wallet-balance">
      <span className="wallet-balance__label">{t('balance.label')}</span>
      <strong
        className="wallet-balance__amount"
        aria-live="polite"
        data-testid="wallet-balance-amount"
      >
        {text}
      </strong>
      <button
        type="button"
        className="wallet-icon-button"
        aria-pressed={hidden}
        aria-label={t('balance.hide')}
        onClick={() => setBalanceHidden(!hidden)}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <button
        type="button"
        className="wallet-icon-button wallet-icon-button--refresh"
        aria-label={t('balance.refresh')}
        aria-busy={balance.isFetching || undefined}
        data-testid="wallet-balance-refresh"
        onClick={() => void balance.refetch()}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
