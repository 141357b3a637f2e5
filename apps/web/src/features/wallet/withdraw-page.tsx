import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/ui/load-state.tsx';
import { memberPagePath } from '../../lib/app-paths.ts';
import { useBankAccounts } from './api/get-bank-accounts.ts';
import { useWithdrawalSettings } from './api/get-withdrawal-settings.ts';
import { TrialPrompt, useSessionState } from '../session/index.ts';
import { OpenTurnoverNotice } from './components/open-turnover-notice.tsx';
import { WalletBalance } from './components/wallet-balance.tsx';
import { WithdrawalForm } from './components/withdrawal-form.tsx';
import { WithdrawalHistory } from './components/withdrawal-history.tsx';
import './wallet.css';

/** A step still missing before a withdrawal, with its link to the security centre. */
function MissingStep({ text, link, testId }: { text: string; link: string; testId: string }) {
  return (
    <div className="wallet-missing" role="status">
      <p>{text}</p>
      <Link
        className="ui-action ui-action--medium"
        to={memberPagePath('securityCenter')}
        data-testid={testId}
      >
        {link}
      </Link>
    </div>
  );
}

/**
 * The withdraw page (/member?page=withdraw, §2.5): the balance, the request form (once a
 * payment password and a bank account exist; otherwise links to set them up in the security
 * centre) and the member's withdrawals with their confirmation (§4.11). A trial account is
 * asked to register a real account instead (§4.8).
 */
export function WithdrawPage() {
  // rewards: the text of a refusal for open bonus wagering (withdrawal_turnover_open)
  const { t } = useTranslation(['wallet', 'rewards']);
  const { isTrial } = useSessionState();
  const settings = useWithdrawalSettings();
  const accounts = useBankAccounts();

  let content: ReactNode;
  if (isTrial) {
    content = <TrialPrompt testId="wallet-trial" className="wallet-trial" offerRegister />;
  } else if (!settings.data || !accounts.data) {
    const isError = settings.isError || accounts.isError;
    content = (
      <LoadState
        state={isError ? 'error' : 'loading'}
        className="wallet-state"
        text={isError ? t('withdraw.loadError') : t('withdraw.loading')}
        retry={{
          label: t('history.retry'),
          className: 'ui-action ui-action--medium',
          onClick: () => {
            void settings.refetch();
            void accounts.refetch();
          },
        }}
      />
    );
  } else {
    const missingPassword = !settings.data.hasPaymentPassword;
    const missingAccount = accounts.data.length === 0;
    content = (
      <>
        <WalletBalance />
        <section className="wallet-card" data-testid="withdraw-request">
          <h2 className="wallet-card__title">{t('withdraw.requestTitle')}</h2>
          {missingPassword && (
            <MissingStep
              text={t('withdraw.needPaymentPassword')}
              link={t('withdraw.setPaymentPassword')}
              testId="withdraw-set-payment-password"
            />
          )}
          {missingAccount && (
            <MissingStep
              text={t('withdraw.needBankAccount')}
              link={t('withdraw.addBankAccount')}
              testId="withdraw-add-bank-account"
            />
          )}
          {settings.data.openTurnover && <OpenTurnoverNotice open={settings.data.openTurnover} />}
          {!missingPassword && !missingAccount && settings.data.openTurnover?.rule !== 'block' && (
            <WithdrawalForm settings={settings.data} accounts={accounts.data} />
          )}
        </section>
        <WithdrawalHistory autoConfirmMinutes={settings.data.autoConfirmMinutes} />
      </>
    );
  }

  return (
    <section className="wallet-page" data-testid="withdraw-page">
      <h1 className="wallet-page__title">{t('withdraw.title')}</h1>
      {content}
    </section>
  );
}
