import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { setPayeeNameRequestSchema } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { withdrawalSettingsQueryOptions } from '../../wallet/index.ts';
import { setPayeeName } from '../api/set-payee-name.ts';
import { CardField } from './card-field.tsx';

/** The one-time real name (bank accounts must be in it; later only customer service changes it). */
export function PayeeNameForm() {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({
    schema: setPayeeNameRequestSchema,
    defaultValues: { payeeName: '' },
    messages: { payeeName: 'bankAccounts.payeeNameRequired' },
  });
  const submit = form.onSubmit(
    async (request) => {
      try {
        await setPayeeName(request);
        await queryClient.invalidateQueries({
          queryKey: withdrawalSettingsQueryOptions().queryKey,
        });
      } catch (caught) {
        const hasUnplaced = form.placeServerError(caught, {
          names: ['payeeName'],
          namespace: 'wallet',
        });
        setFailure(hasUnplaced ? translateApiError(caught, t) : null);
      }
    },
    () => setFailure(null),
  );
  const payeeName = form.field('payeeName');
  return (
    <form className="security-form" noValidate data-testid="payee-name-form" onSubmit={submit}>
      <p className="security-card__text">{t('bankAccounts.payeeNameIntro')}</p>
      <CardField label={t('bankAccounts.payeeName')} error={payeeName.error}>
        {(id, describedBy) => (
          <input
            id={id}
            className="security-field__input"
            value={payeeName.value}
            maxLength={100}
            autoComplete="name"
            aria-invalid={payeeName.error ? true : undefined}
            aria-describedby={describedBy}
            data-testid="payee-name-input"
            onChange={(event) => payeeName.onValueChange(event.target.value)}
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
        disabled={form.isSubmitting}
        data-testid="payee-name-submit"
      >
        {t('bankAccounts.savePayeeName')}
      </button>
    </form>
  );
}
