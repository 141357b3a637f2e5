import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RedEnvelope } from '@lobby/contracts';
import { BusySubmitButton } from '../../../components/ui/busy-submit-button.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { useSubmissionKeys } from '../../../lib/idempotency-key.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { walletQueryRoot } from '../../session/index.ts';
import { createRedEnvelope } from '../api/create-red-envelope.ts';
import { redEnvelopesQueryRoot } from '../api/red-envelope-keys.ts';
import { audienceKeys, expiryKeys, splitKeys } from '../envelope-labels.ts';
import {
  emptyEnvelopeForm,
  envelopeFormSchema,
  type EnvelopeFormInput,
} from '../envelope-form-schema.ts';
import { useEnvelopeView } from '../use-envelope-view.ts';
import { EnvelopeField } from './envelope-field.tsx';

/** The agent funds a red envelope: total, shares, split, audience, expiry and a greeting. */
export function FundEnvelopeForm() {
  const { t } = useTranslation('red-envelopes');
  const queryClient = useQueryClient();
  const keys = useSubmissionKeys();
  const view = useEnvelopeView();
  const [outcome, setOutcome] = useState<
    { kind: 'sent'; envelope: RedEnvelope } | { kind: 'failed'; text: string } | null
  >(null);
  const form = useSchemaForm<EnvelopeFormInput, ReturnType<typeof envelopeFormSchema.parse>>({
    schema: envelopeFormSchema,
    defaultValues: emptyEnvelopeForm,
    onEdit: () => setOutcome(null),
  });

  const send = async (request: ReturnType<typeof envelopeFormSchema.parse>) => {
    try {
      const envelope = await createRedEnvelope(request, keys.keyFor(request));
      keys.settle();
      form.reset();
      setOutcome({ kind: 'sent', envelope });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: redEnvelopesQueryRoot }),
        queryClient.invalidateQueries({ queryKey: walletQueryRoot }),
      ]);
    } catch (error) {
      const unplaced = form.placeServerError(error, {
        names: ['amount', 'shares'],
        namespace: 'red-envelopes',
        codes: {
          insufficient_funds: 'amount',
          red_envelope_share_too_small: 'amount',
          amount_invalid: 'amount',
          amount_too_precise: 'amount',
          amount_too_large: 'amount',
        },
      });
      if (unplaced) setOutcome({ kind: 'failed', text: translateApiError(error, t) });
    }
  };

  const select = (
    name: 'split' | 'audience' | 'expiresInHours',
    label: string,
    keys: Record<string, string>,
  ) => (
    <EnvelopeField label={label}>
      {({ id }) => (
        <select
          id={id}
          className="envelope-field__input"
          value={form.values[name]}
          data-testid={`envelope-${name}`}
          onChange={(event) => form.edit(name, event.target.value as never)}
        >
          {Object.entries(keys).map(([choice, key]) => (
            <option key={choice} value={choice}>
              {t(key)}
            </option>
          ))}
        </select>
      )}
    </EnvelopeField>
  );

  return (
    <form
      className="envelope-form"
      noValidate
      onSubmit={form.onSubmit(send, () => setOutcome(null))}
    >
      <h2 className="envelope-form__title">{t('form.title')}</h2>
      <EnvelopeField label={t('form.amount')} error={form.messageOf('amount')}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className="envelope-field__input"
            inputMode="decimal"
            autoComplete="off"
            aria-describedby={describedBy}
            data-testid="envelope-amount"
            value={form.values.amount}
            onChange={(event) => form.edit('amount', event.target.value)}
          />
        )}
      </EnvelopeField>
      <EnvelopeField label={t('form.shares')} error={form.messageOf('shares')}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className="envelope-field__input"
            inputMode="numeric"
            autoComplete="off"
            aria-describedby={describedBy}
            data-testid="envelope-shares"
            value={form.values.shares}
            onChange={(event) => form.edit('shares', event.target.value)}
          />
        )}
      </EnvelopeField>
      {select('split', t('form.split'), splitKeys)}
      {select('audience', t('form.audience'), audienceKeys)}
      {select('expiresInHours', t('form.expiresInHours'), expiryKeys)}
      <EnvelopeField label={t('form.message')} error={form.messageOf('message')}>
        {({ id, describedBy }) => (
          <input
            id={id}
            className="envelope-field__input"
            maxLength={100}
            aria-describedby={describedBy}
            data-testid="envelope-message"
            value={form.values.message}
            onChange={(event) => form.edit('message', event.target.value)}
          />
        )}
      </EnvelopeField>
      <BusySubmitButton
        className="envelope-form__submit ui-action ui-action--medium"
        isBusy={form.isSubmitting}
        testId="envelope-submit"
      >
        {t('form.submit')}
      </BusySubmitButton>
      {outcome?.kind === 'sent' && (
        <p className="envelope-form__done" role="status" data-testid="envelope-sent">
          {t('form.sent', {
            amount: view.formatAmount(outcome.envelope.amount),
            shares: outcome.envelope.shares,
          })}
        </p>
      )}
      {outcome?.kind === 'failed' && (
        <p className="envelope-form__error" role="alert" data-testid="envelope-failed">
          {outcome.text}
        </p>
      )}
    </form>
  );
}
