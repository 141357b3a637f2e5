import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { maxBankAccounts, type BankAccount } from '@lobby/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import {
  bankAccountsQueryOptions,
  useBankAccounts,
  useWithdrawalSettings,
} from '../../wallet/index.ts';
import { removeBankAccount } from '../api/remove-bank-account.ts';
import { AddBankAccountForm } from './add-bank-account-form.tsx';
import { PayeeNameForm } from './payee-name-form.tsx';
import './bank-accounts-card.css';

/** One account in the list, with a remove button that asks once more before removing. */
function BankAccountItem({ account }: { account: BankAccount }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [isAsking, setIsAsking] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const remove = async () => {
    setIsSending(true);
    setFailure(null);
    try {
      await removeBankAccount(account.id);
      await queryClient.invalidateQueries({ queryKey: bankAccountsQueryOptions().queryKey });
    } catch (caught) {
      setFailure(translateApiError(caught, t));
      setIsAsking(false);
    } finally {
      setIsSending(false);
    }
  };
  return (
    <li className="security-bank" data-testid="bank-account-item">
      <span className="security-bank__name">
        <strong>{account.bankName}</strong> {account.accountNumberMasked}
        {account.isDefault && (
          <span className="security-bank__default">{t('bankAccounts.default')}</span>
        )}
      </span>
      <span className="security-card__text">{account.holderName}</span>
      {isAsking ? (
        <span className="security-bank__actions">
          <button
            type="button"
            className="ui-action ui-action--small"
            disabled={isSending}
            data-testid="bank-account-remove-confirm"
            onClick={() => void remove()}
          >
            {t('bankAccounts.removeConfirm')}
          </button>
          <button
            type="button"
            className="ui-action ui-action--small"
            onClick={() => setIsAsking(false)}
          >
            {t('bankAccounts.removeCancel')}
          </button>
        </span>
      ) : (
        <Button
          variant="outline"
          size="small"
          className="security-bank__actions"
          data-testid="bank-account-remove"
          onClick={() => setIsAsking(true)}
        >
          {t('bankAccounts.remove')}
        </Button>
      )}
      {failure && (
        <p className="security-form__error" role="alert">
          {failure}
        </p>
      )}
    </li>
  );
}

/**
 * The security centre's bank accounts (withdrawals go to them): the member's accounts, masked,
 * with remove; a form to add one in the member's real name; and, while no real name is on
 * file, the one-time form to set it first.
 */
export function BankAccountsCard() {
  const { t } = useTranslation('wallet');
  const settings = useWithdrawalSettings();
  const accounts = useBankAccounts();
  let content: ReactNode;
  if (!settings.data || !accounts.data) {
    const isError = settings.isError || accounts.isError;
    content = (
      <LoadState
        state={isError ? 'error' : 'loading'}
        className="security-center__state"
        text={isError ? t('bankAccounts.loadError') : t('bankAccounts.loading')}
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
  } else if (!settings.data.payeeName) {
    content = <PayeeNameForm />;
  } else {
    content = (
      <>
        {accounts.data.length === 0 ? (
          <p className="security-card__text">{t('bankAccounts.none')}</p>
        ) : (
          <ul className="security-banks" data-testid="bank-account-list">
            {accounts.data.map((account) => (
              <BankAccountItem key={account.id} account={account} />
            ))}
          </ul>
        )}
        {!settings.data.hasPaymentPassword && (
          <p className="security-card__text">{t('bankAccounts.needPaymentPassword')}</p>
        )}
        {accounts.data.length < maxBankAccounts ? (
          <AddBankAccountForm settings={settings.data} />
        ) : (
          <p className="security-card__text">{t('bankAccounts.full', { max: maxBankAccounts })}</p>
        )}
      </>
    );
  }
  return (
    <section className="security-card" data-testid="security-bank-accounts">
      <h2 className="security-card__title">{t('bankAccounts.title')}</h2>
      {content}
    </section>
  );
}
