import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/ui/load-state.tsx';
import { useCurrentLanguage } from '../../lib/language.ts';
import { openModal } from '../../lib/modal-store.ts';
import { useSessionState } from '../session/index.ts';
import { useSecurityOverview } from './api/get-security-overview.ts';
import { PaymentPasswordForm } from './components/payment-password-form.tsx';
import { RecentLogins } from './components/recent-logins.tsx';
import { BankAccountsCard } from './components/bank-accounts-card.tsx';
import { ResponsibleGamblingCard } from './components/responsible-gambling-card.tsx';
import { dateTimeFormat, formatIso } from '../../lib/date-format.ts';
import './security-center.css';

function SecurityCard(props: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className="security-card" data-testid={props.testId}>
      <h2 className="security-card__title">{props.title}</h2>
      {props.children}
    </section>
  );
}

/**
 * The security centre (/member?page=securityCenter, §2.5): when the login password last
 * changed and a button to change it, the contact details on file (masked), the payment
 * password (set or change) and the latest logins. A trial account has none of these: it is
 * asked to register a real account (§4.8).
 */
export function SecurityCenterPage() {
  const { t } = useTranslation('security');
  const language = useCurrentLanguage();
  const { isTrial } = useSessionState();
  const overview = useSecurityOverview(!isTrial);
  const timeFormat = dateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const formatTime = (iso: string) => formatIso(timeFormat, iso);

  let content: ReactNode;
  if (isTrial) {
    content = (
      <p className="security-center__trial" role="alert" data-testid="security-trial">
        {t('in_need_true_account', { ns: 'errors' })}
      </p>
    );
  } else if (!overview.data) {
    content = (
      <LoadState
        state={overview.isError ? 'error' : 'loading'}
        className="security-center__state"
        text={overview.isError ? t('loadError') : t('loading')}
        retry={{
          label: t('retry'),
          className: 'ui-action ui-action--medium',
          onClick: () => void overview.refetch(),
        }}
      />
    );
  } else {
    const { data } = overview;
    content = (
      <div className="security-center__cards">
        <SecurityCard title={t('loginPassword.title')} testId="security-login-password">
          <p className="security-card__text">
            {t('loginPassword.changedAt', { time: formatTime(data.passwordChangedAt) })}
          </p>
          <button
            type="button"
            className="ui-action ui-action--medium"
            data-testid="security-change-password"
            onClick={() => openModal('changePassword', {})}
          >
            {t('loginPassword.change')}
          </button>
        </SecurityCard>
        <SecurityCard title={t('contact.title')} testId="security-contact">
          <dl className="security-card__facts">
            <dt>{t('contact.email')}</dt>
            <dd data-testid="security-email">{data.email ?? t('contact.none')}</dd>
            <dt>{t('contact.mobile')}</dt>
            <dd data-testid="security-mobile">{data.mobile ?? t('contact.none')}</dd>
          </dl>
        </SecurityCard>
        <SecurityCard title={t('paymentPassword.title')} testId="security-payment-password">
          <p className="security-card__text" data-testid="payment-password-status">
            {t(data.hasPaymentPassword ? 'paymentPassword.isSet' : 'paymentPassword.notSet')}
          </p>
          <PaymentPasswordForm hasPaymentPassword={data.hasPaymentPassword} />
        </SecurityCard>
        <BankAccountsCard />
        <ResponsibleGamblingCard />
        <SecurityCard title={t('logins.title')} testId="security-logins">
          <RecentLogins logins={data.recentLogins} formatTime={formatTime} />
        </SecurityCard>
      </div>
    );
  }

  return (
    <section className="security-center" data-testid="security-center-page">
      <h1 className="security-center__title">{t('title')}</h1>
      <p className="security-center__intro">{t('intro')}</p>
      {content}
    </section>
  );
}
