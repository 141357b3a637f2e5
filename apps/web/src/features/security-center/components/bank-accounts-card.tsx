import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { maxBankAccounts, type BankAccount, type WithdrawalSettings } from '@lobby/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { addBankAccount } from '../api/add-bank-account.ts';
import {
  bankAccountsQueryOptions,
  useBankAccounts,
  useWithdrawalSettings,
  withdrawalSettingsQueryOptions,
} from '../../wallet/index.ts';
import { removeBankAccount } from '../api/remove-bank-account.ts';
import { setPayeeName } from '../api/set-payee-name.ts';
import { placeServerErrors, type FieldMessage } from '../../../lib/server-field-errors.ts';
import './bank-accounts-card.css';

/** Account numbers as banks print them: digits only, 6 to 20 (contracts' request rule). */
const accountNumberPattern = /^\d{6,20}$/;

/** A labelled input or select of the card, with its message (wallet namespace or errors). */
function CardField(props: {
  label: string;
  error?: FieldMessage;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const { t } = useTranslation('wallet');
  const id = useId();
  return (
    <div className={`security-field${props.error ? ' has-error' : ''}`}>
      <label className="security-field__label" htmlFor={id}>
        {props.label}
      </label>
      {props.children(id, props.error ? `${id}-message` : undefined)}
      {props.error && (
        <p id={`${id}-message`} className="security-field__error" role="alert">
          {t(props.error.key, { ...props.error.values, ns: ['wallet', 'errors'] })}
        </p>
      )}
    </div>
  );
}

/** The one-time real name (bank accounts must be in it; later only customer service changes it). */
function PayeeNameForm() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<FieldMessage>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    setFailure(null);
    if (name.trim() === '') {
      setError({ key: 'bankAccounts.payeeNameRequired' });
      return;
    }
    setIsSending(true);
    try {
      await setPayeeName({ payeeName: name.trim() });
      await queryClient.invalidateQueries({ queryKey: withdrawalSettingsQueryOptions().queryKey });
    } catch (caught) {
      const placed = placeServerErrors(caught, {
        names: ['payeeName'] as const,
        namespace: 'wallet',
      });
      setError(placed.errors.payeeName);
      setFailure(placed.hasUnplaced ? translateApiError(caught, t) : null);
    } finally {
      setIsSending(false);
    }
  };
  return (
    <form
      className="security-form"
      noValidate
      data-testid="payee-name-form"
      onSubmit={(e) => void submit(e)}
    >
      <p className="security-card__text">{t('bankAccounts.payeeNameIntro')}</p>
      <CardField label={t('bankAccounts.payeeName')} error={error}>
        {(id, describedBy) => (
          <input
            id={id}
            className="security-field__input"
            value={name}
            maxLength={100}
            autoComplete="name"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            data-testid="payee-name-input"
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </CardField>
      {failure && (
        <p className="security-form__error" role="alert" data-testid="payee-name-error">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className="security-form__submit ui-action ui-action--medium"
        disabled={isSending}
        data-testid="payee-name-submit"
      >
        {t('bankAccounts.savePayeeName')}
      </button>
    </form>
  );
}

type AddField = 'bankCode' | 'accountNumber' | 'holderName' | 'paymentPassword';

/** Adds a bank account in the member's real name; the payment password proves the member. */
function AddBankAccountForm({ settings }: { settings: WithdrawalSettings }) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const empty = {
    bankCode: settings.banks[0]?.code ?? '',
    accountNumber: '',
    holderName: settings.payeeName ?? '',
    paymentPassword: '',
  };
  const [values, setValues] = useState<Record<AddField, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<AddField, FieldMessage>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSending, setIsSending] = useState(false);
  const [isSaved, setIsSaved] = useState(false);
  const change = (field: AddField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    setIsSaved(false);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSending) return;
    setFailure(null);
    const accountNumber = values.accountNumber.replace(/[\s-]/g, '');
    const found: Partial<Record<AddField, FieldMessage>> = {};
    if (values.bankCode === '') found.bankCode = { key: 'bankAccounts.fieldRequired' };
    if (!accountNumberPattern.test(accountNumber))
      found.accountNumber = { key: 'bankAccounts.numberFormat' };
    if (values.holderName.trim() === '') found.holderName = { key: 'bankAccounts.fieldRequired' };
    if (values.paymentPassword === '')
      found.paymentPassword = { key: 'bankAccounts.fieldRequired' };
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    setIsSending(true);
    try {
      await addBankAccount({ ...values, accountNumber, holderName: values.holderName.trim() });
      setValues(empty);
      setIsSaved(true);
      await queryClient.invalidateQueries({ queryKey: bankAccountsQueryOptions().queryKey });
    } catch (caught) {
      const placed = placeServerErrors(caught, {
        names: ['bankCode', 'accountNumber', 'holderName', 'paymentPassword'] as const,
        namespace: 'wallet',
        codes: {
          bank_not_supported: 'bankCode',
          bank_account_exists: 'accountNumber',
          bank_holder_mismatch: 'holderName',
          wrong_payment_password: 'paymentPassword',
        },
      });
      setErrors(placed.errors);
      setFailure(placed.hasUnplaced ? translateApiError(caught, t) : null);
    } finally {
      setIsSending(false);
    }
  };
  const input = (field: AddField, testId: string, extra: Record<string, unknown> = {}) =>
    function render(id: string, describedBy: string | undefined) {
      return (
        <input
          id={id}
          className="security-field__input"
          value={values[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          onChange={(event) => change(field)(event.target.value)}
          {...extra}
        />
      );
    };
  return (
    <form
      className="security-form"
      noValidate
      data-testid="bank-account-form"
      onSubmit={(e) => void submit(e)}
    >
      <h3 className="security-card__subtitle">{t('bankAccounts.addTitle')}</h3>
      <CardField label={t('bankAccounts.bank')} error={errors.bankCode}>
        {(id, describedBy) => (
          <select
            id={id}
            className="security-field__input"
            value={values.bankCode}
            aria-describedby={describedBy}
            data-testid="bank-account-bank"
            onChange={(event) => change('bankCode')(event.target.value)}
          >
            {settings.banks.map((bank) => (
              <option key={bank.code} value={bank.code}>
                {bank.name}
              </option>
            ))}
          </select>
        )}
      </CardField>
      <CardField label={t('bankAccounts.accountNumber')} error={errors.accountNumber}>
        {input('accountNumber', 'bank-account-number', { inputMode: 'numeric', maxLength: 24 })}
      </CardField>
      <CardField label={t('bankAccounts.holderName')} error={errors.holderName}>
        {input('holderName', 'bank-account-holder', { maxLength: 100, autoComplete: 'name' })}
      </CardField>
      <CardField label={t('bankAccounts.paymentPassword')} error={errors.paymentPassword}>
        {input('paymentPassword', 'bank-account-password', {
          type: 'password',
          autoComplete: 'off',
        })}
      </CardField>
      {failure && (
        <p className="security-form__error" role="alert" data-testid="bank-account-error">
          {failure}
        </p>
      )}
      {isSaved && (
        <p className="security-form__done" role="status" data-testid="bank-account-saved">
          {t('bankAccounts.saved')}
        </p>
      )}
      <button
        type="submit"
        className="security-form__submit ui-action ui-action--medium"
        disabled={isSending}
        data-testid="bank-account-submit"
      >
        {t('bankAccounts.add')}
      </button>
    </form>
  );
}

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
