import { useTranslation } from 'react-i18next';
import {
  useBalance,
  hiddenAmountText,
  setBalanceHidden,
  useBalanceHidden,
} from '../../wallet/index.ts';
import { usePermission } from '../../brand/index.ts';
import { formatAmount } from '../../../lib/format.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import './balance-display.css';

/**
 * The member's balance in the header (§2.3, §9: two decimals, thousands separators, the
 * currency symbol): a show/hide toggle (§4.11: asterisks, remembered across visits) and a
 * refresh button. It follows the live channel: a `balance_changed` event refetches it.
 */
export function BalanceDisplay() {
  const { t } = useTranslation('layout');
  const balance = useBalance();
  const permission = usePermission().data;
  const hidden = useBalanceHidden();
  const data = balance.data;
  const decimals = permission?.currency.decimals ?? 2;
  const symbol = data?.currencySymbol ?? permission?.currency.symbol ?? '';
  const text = hidden ? hiddenAmountText : data ? formatAmount(data.balance, decimals) : '—';
  return (
    <div className="balance" data-testid="header-balance">
      <span className="balance__label">
        {data?.isPlayMoney ? t('header.playBalance') : t('header.balance')}
      </span>
      <span className="balance__amount" aria-live="polite" data-testid="header-balance-amount">
        {!hidden && data && <span className="balance__symbol">{symbol}</span>}
        {text}
      </span>
      <button
        type="button"
        className="balance__toggle"
        aria-pressed={hidden}
        aria-label={t('header.hideBalance')}
        data-testid="header-balance-toggle"
        onClick={() => setBalanceHidden(!hidden)}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
      <button
        type="button"
        className="balance__toggle balance__refresh"
        aria-label={t('header.refreshBalance')}
        aria-busy={balance.isFetching || undefined}
        disabled={!balance.isEnabled}
        data-testid="header-balance-refresh"
        onClick={() => void balance.refetch()}
      >
        <Icon name="refresh" size={16} />
      </button>
    </div>
  );
}
