import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mainWalletCode } from '@lobby/contracts';
import { LoadState } from '../../components/ui/load-state.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { usePermission } from '../brand/index.ts';
import { TrialPrompt, useSessionState } from '../session/index.ts';
import { useDownlines } from './api/get-downlines.ts';
import { useMerchantWallet } from './api/get-merchant-wallet.ts';
import { MemberPaymentForm } from './components/member-payment-form.tsx';
import './transfers.css';

type Tab = 'upline' | 'downline';

/** The agent's tab: the direct downlines to choose from, then the payment form. */
function DownlinePanel({ decimals, available }: { decimals: number; available?: string }) {
  const { t } = useTranslation('transfers');
  const downlines = useDownlines(true);
  if (!downlines.data) {
    return (
      <LoadState
        state={downlines.isError ? 'error' : 'loading'}
        className="transfers__state"
        text={downlines.isError ? t('loadError') : t('loading')}
        retry={{
          label: t('retry'),
          className: 'ui-action ui-action--medium',
          onClick: () => void downlines.refetch(),
        }}
      />
    );
  }
  if (downlines.data.downlines.length === 0) {
    return (
      <p className="transfers__note" role="status" data-testid="downline-empty">
        {t('downline.empty')}
      </p>
    );
  }
  return (
    <MemberPaymentForm
      target={{ kind: 'downline', downlines: downlines.data.downlines }}
      decimals={decimals}
      available={available}
    />
  );
}

/**
 * Transfer to upline (/member?page=transferUpline, §1: "downlines can transfer to their upline;
 * uplines can transfer funds to downlines"): a member pays its upline; an agent also gets a
 * tab to pay one of its direct downlines. Trial accounts are asked to register (§4.8).
 */
export function TransferUplinePage() {
  const { t } = useTranslation('transfers');
  const { isTrial, isAgent } = useSessionState();
  const [tab, setTab] = useState<Tab>(isAgent ? 'downline' : 'upline');
  const wallet = useMerchantWallet(!isTrial);
  const decimals = usePermission().data?.currency.decimals ?? 2;
  const available = wallet.data?.wallets.find((entry) => entry.code === mainWalletCode)?.balance;

  let content: ReactNode;
  if (isTrial) {
    content = <TrialPrompt testId="transfer-trial" className="transfers__note" />;
  } else {
    const tabs = [
      { value: 'upline' as const, label: t('upline.tab'), testId: 'transfer-tab-upline' },
      ...(isAgent
        ? [
            {
              value: 'downline' as const,
              label: t('downline.tab'),
              testId: 'transfer-tab-downline',
            },
          ]
        : []),
    ];
    content = (
      <div className="transfers__tabs">
        <Tabs
          label={t('upline.tabs')}
          tabs={tabs}
          value={tab}
          onValueChange={setTab}
          listClassName="transfers__tab-list"
          tabClassName="transfers__tab"
          hideSingleTab
        >
          {tab === 'upline' ? (
            <div className="transfers__panel">
              <p className="transfers__intro">{t('upline.intro')}</p>
              <MemberPaymentForm
                target={{ kind: 'upline' }}
                decimals={decimals}
                available={available}
              />
            </div>
          ) : (
            <div className="transfers__panel">
              <p className="transfers__intro">{t('downline.intro')}</p>
              <DownlinePanel decimals={decimals} available={available} />
            </div>
          )}
        </Tabs>
      </div>
    );
  }

  return (
    <section className="transfers" data-testid="transfer-upline-page">
      <h1 className="transfers__title">{t('upline.title')}</h1>
      {content}
    </section>
  );
}
