import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';
import { getSessionValue, setSessionValue } from '../../../lib/session-storage.ts';
import { Icon } from '../../../components/ui/icon.tsx';

/**
 * The member's balance with a show/hide toggle (§4.11: shown or hidden as asterisks, kept
 * for the session). The amount comes with the wallet; until then it shows a dash.
 */
export function BalanceDisplay({
  amount,
  currencySymbol,
}: {
  amount: string | null;
  currencySymbol: string;
}) {
  const { t } = useTranslation('layout');
  const [hidden, setHidden] = useState(() => getSessionValue('balanceHidden') === 'true');
  const toggle = () => {
    setSessionValue('balanceHidden', hidden ? null : 'true');
    setHidden(!hidden);
  };
  const text = hidden ? '****' : amount === null ? '—' : formatAmount(amount);
  return (
    <div className="balance" data-testid="header-balance">
      <span className="balance__label">{t('header.balance')}</span>
      <span className="balance__amount" aria-live="polite">
        {!hidden && amount !== null && <span className="balance__symbol">{currencySymbol}</span>}
        {text}
      </span>
      <button
        type="button"
        className="balance__toggle"
        aria-pressed={hidden}
        aria-label={t('header.hideBalance')}
        onClick={toggle}
      >
        <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
      </button>
    </div>
  );
}
