import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MerchantWallet } from '@lobby/contracts';
import { LoadState } from '../../components/ui/load-state.tsx';
import { usePermission } from '../brand/index.ts';
import { TrialPrompt, useSessionState } from '../session/index.ts';
import { useMerchantWallet } from './api/get-merchant-wallet.ts';
import { WalletBalances } from './components/wallet-balances.tsx';
import { WalletTransferForm } from './components/wallet-transfer-form.tsx';
import { useWalletTransferForm } from './use-wallet-transfer-form.ts';
import './transfers.css';

/** The wallets and the form; the form's state lives here so a wallet's button can prefill it. */
function WalletTransfers({ data, decimals }: { data: MerchantWallet; decimals: number }) {
  const transfer = useWalletTransferForm(data.wallets, decimals);
  return (
    <div className="transfers__body">
      <WalletBalances
        wallets={data.wallets}
        currencySymbol={data.currencySymbol}
        decimals={decimals}
        onBringBack={transfer.bringBack}
      />
      <WalletTransferForm wallets={data.wallets} decimals={decimals} transfer={transfer} />
    </div>
  );
}

/**
 * Transfer funds (/member?page=transferFund, §2.5): money between the main wallet and the
 * wallets of transfer-mode game providers. A brand with one wallet for everything has nothing
 * to move and says so; a trial account is asked to register (§4.8).
 */
export function TransferFundPage() {
  const { t } = useTranslation('transfers');
  const { isTrial } = useSessionState();
  const wallet = useMerchantWallet(!isTrial);
  const decimals = usePermission().data?.currency.decimals ?? 2;

  let content: ReactNode;
  if (isTrial) {
    content = <TrialPrompt testId="transfer-trial" className="transfers__note" />;
  } else if (!wallet.data) {
    content = (
      <LoadState
        state={wallet.isError ? 'error' : 'loading'}
        className="transfers__state"
        text={wallet.isError ? t('loadError') : t('loading')}
        retry={{
          label: t('retry'),
          className: 'ui-action ui-action--medium',
          onClick: () => void wallet.refetch(),
        }}
      />
    );
  } else if (wallet.data.isSingle) {
    content = (
      <p className="transfers__note" role="status" data-testid="transfer-single-wallet">
        {t('fund.single')}
      </p>
    );
  } else {
    content = <WalletTransfers data={wallet.data} decimals={decimals} />;
  }

  return (
    <section className="transfers" data-testid="transfer-fund-page">
      <h1 className="transfers__title">{t('fund.title')}</h1>
      <p className="transfers__intro">{t('fund.intro')}</p>
      {content}
    </section>
  );
}
