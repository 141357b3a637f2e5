import { useTranslation } from 'react-i18next';
import { mainWalletCode, type WalletEntry } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { decimalToMinor } from '../money-amount.ts';

export interface WalletBalancesProps {
  wallets: WalletEntry[];
  currencySymbol: string;
  decimals: number;
  /** Prefills the form to bring a vendor wallet's whole balance back to main. */
  onBringBack: (wallet: WalletEntry) => void;
}

/** Each wallet with its balance; a vendor wallet holding money offers to bring it back. */
export function WalletBalances({
  wallets,
  currencySymbol,
  decimals,
  onBringBack,
}: WalletBalancesProps) {
  const { t } = useTranslation('transfers');
  return (
    <ul className="transfer-wallets" aria-label={t('fund.wallets')} data-testid="transfer-wallets">
      {wallets.map((wallet) => {
        const isMain = wallet.code === mainWalletCode;
        const holdsMoney = (decimalToMinor(wallet.balance, decimals) ?? 0n) > 0n;
        return (
          <li
            key={wallet.code}
            className={`transfer-wallet${isMain ? ' is-main' : ''}`}
            data-testid={`transfer-wallet-${wallet.code}`}
          >
            <span className="transfer-wallet__name">{wallet.name}</span>
            <span
              className="transfer-wallet__balance"
              data-testid={`transfer-balance-${wallet.code}`}
            >
              {`${currencySymbol} ${formatAmount(wallet.balance, decimals)}`}
            </span>
            {wallet.isMaintenance && (
              <span className="transfer-wallet__badge">{t('fund.maintenance')}</span>
            )}
            {!isMain && holdsMoney && !wallet.isMaintenance && (
              <button
                type="button"
                className="transfer-wallet__back"
                data-testid={`transfer-bring-back-${wallet.code}`}
                onClick={() => onBringBack(wallet)}
              >
                {t('fund.bringBack')}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
