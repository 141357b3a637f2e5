import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositChannel } from '@lobby/contracts';
import { LoadState } from '../../components/ui/load-state.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { useCurrentLanguage } from '../../lib/language.ts';
import { TrialPrompt, useSessionState } from '../session/index.ts';
import { useDepositChannels } from './api/get-deposit-channels.ts';
import { BankTransferForm } from './components/bank-transfer-form.tsx';
import { DepositHistory } from './components/deposit-history.tsx';
import { DepositReturnNotice } from './components/deposit-return-notice.tsx';
import { GatewayDepositForm } from './components/gateway-deposit-form.tsx';
import { WalletBalance } from './components/wallet-balance.tsx';
import './wallet.css';

/** The form of a channel: the gateway's pay page, or a manual transfer with its proof. */
function ChannelForm({ channel }: { channel: DepositChannel }) {
  switch (channel.kind) {
    case 'gateway':
      return <GatewayDepositForm channel={channel} />;
    case 'bank_transfer':
      return <BankTransferForm channel={channel} />;
    default:
      return channel.kind satisfies never;
  }
}

/**
 * The deposit page (/member?page=depositv2, §2.5): the balance, one tab per deposit channel
 * with its form, and the member's recent deposits. A trial account is asked to register a
 * real account instead (§4.8).
 */
export function DepositPage() {
  const { t } = useTranslation('wallet');
  const language = useCurrentLanguage();
  const { isTrial } = useSessionState();
  const channels = useDepositChannels(!isTrial);
  const [chosen, setChosen] = useState<string | null>(null);

  let content: ReactNode;
  if (isTrial) {
    content = <TrialPrompt testId="wallet-trial" className="wallet-trial" offerRegister />;
  } else {
    const list = channels.data?.channels;
    const channel = list?.find((item) => item.code === chosen) ?? list?.[0];
    let form: ReactNode;
    if (!list) {
      form = (
        <LoadState
          state={channels.isError ? 'error' : 'loading'}
          className="wallet-state"
          text={channels.isError ? t('deposit.loadError') : t('deposit.loading')}
          retry={{
            label: t('history.retry'),
            className: 'ui-action ui-action--medium',
            onClick: () => void channels.refetch(),
          }}
        />
      );
    } else if (!channel) {
      form = <LoadState state="empty" className="wallet-state" text={t('deposit.noChannels')} />;
    } else {
      form = (
        <Tabs
          label={t('deposit.channels')}
          tabs={list.map((item) => ({
            value: item.code,
            label: item.displayName[language],
            testId: `deposit-channel-${item.code}`,
          }))}
          value={channel.code}
          onValueChange={setChosen}
          listClassName="wallet-tabs"
          tabClassName="wallet-tab"
        >
          {/* a fresh form per channel: limits and half-typed input belong to one channel */}
          <ChannelForm key={channel.code} channel={channel} />
        </Tabs>
      );
    }
    content = (
      <>
        <DepositReturnNotice />
        <WalletBalance />
        <section className="wallet-card" data-testid="deposit-channels">
          {form}
        </section>
        <DepositHistory />
      </>
    );
  }

  return (
    <section className="wallet-page" data-testid="deposit-page">
      <h1 className="wallet-page__title">{t('deposit.title')}</h1>
      {content}
    </section>
  );
}
