import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  selfExclusionPeriods,
  selfExclusionRequestSchema,
  type ResponsibleGambling,
  type SelfExclusionPeriod,
} from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { responsibleGamblingQueryOptions } from '../api/get-responsible-gambling.ts';
import { startSelfExclusion } from '../api/start-self-exclusion.ts';
import { limitMessages } from '../responsible-gambling-rules.ts';

const periodKeys: Record<SelfExclusionPeriod, string> = {
  '1d': 'exclusion.period.1d',
  '7d': 'exclusion.period.7d',
  '30d': 'exclusion.period.30d',
  '90d': 'exclusion.period.90d',
  '180d': 'exclusion.period.180d',
  '365d': 'exclusion.period.365d',
  permanent: 'exclusion.period.permanent',
};

export interface SelfExclusionSectionProps {
  exclusion: ResponsibleGambling['selfExclusion'];
  formatTime: (iso: string) => string;
}

/** The contract's request, the password asked for by name, and the member's tick. */
const exclusionFormSchema = selfExclusionRequestSchema.extend({
  password: z
    .string()
    .min(1, limitMessages.passwordRequired)
    .pipe(selfExclusionRequestSchema.shape.password),
  isConfirmed: z.boolean().refine((ticked) => ticked, limitMessages.confirmRequired),
});

const freshAnswer: z.input<typeof exclusionFormSchema> = {
  period: '7d',
  password: '',
  isConfirmed: false,
};

/**
 * Self-exclusion: blocks deposits and play for a chosen period (or for good) and cannot be
 * lifted early, so the login password is asked again and the member ticks that they
 * understand. While it runs, the section says until when.
 */
export function SelfExclusionSection({ exclusion, formatTime }: SelfExclusionSectionProps) {
  const { t } = useTranslation('responsible');
  const queryClient = useQueryClient();
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useSchemaForm({ schema: exclusionFormSchema, defaultValues: freshAnswer });
  const { period, isConfirmed } = form.values;
  const password = form.field('password');
  const confirmError = form.messageOf('isConfirmed');

  if (exclusion) {
    return (
      <div className="rg-section" data-testid="rg-exclusion">
        <h3 className="rg-section__title">{t('exclusion.title')}</h3>
        <p className="rg-section__active" role="status" data-testid="rg-exclusion-status">
          {exclusion.permanent || exclusion.until === null
            ? t('exclusion.activePermanent')
            : t('exclusion.activeUntil', { time: formatTime(exclusion.until) })}
        </p>
      </div>
    );
  }

  const submit = form.onSubmit(
    async (answer) => {
      try {
        await startSelfExclusion({ period: answer.period, password: answer.password });
        form.reset({ ...form.values, password: '' });
        await queryClient.invalidateQueries({
          queryKey: responsibleGamblingQueryOptions().queryKey,
        });
      } catch (caught) {
        setFailure(translateApiError(caught, t));
      }
    },
    () => setFailure(null),
  );

  return (
    <div className="rg-section" data-testid="rg-exclusion">
      <h3 className="rg-section__title">{t('exclusion.title')}</h3>
      <p className="security-card__text">{t('exclusion.explain')}</p>
      <form className="security-form" noValidate data-testid="rg-exclusion-form" onSubmit={submit}>
        <div className="security-field">
          <label className="security-field__label" htmlFor={`${id}-period`}>
            {t('exclusion.periodLabel')}
          </label>
          <select
            id={`${id}-period`}
            className="security-field__input"
            value={period}
            data-testid="rg-exclusion-period"
            onChange={(event) => form.edit('period', event.target.value as SelfExclusionPeriod)}
          >
            {selfExclusionPeriods.map((each) => (
              <option key={each} value={each}>
                {t(periodKeys[each])}
              </option>
            ))}
          </select>
        </div>
        <p className="rg-section__warning" role="note" data-testid="rg-exclusion-warning">
          {t(period === 'permanent' ? 'exclusion.warningPermanent' : 'exclusion.warning', {
            period: t(periodKeys[period]),
          })}
        </p>
        <div className={`security-field${password.error ? ' has-error' : ''}`}>
          <label className="security-field__label" htmlFor={`${id}-password`}>
            {t('exclusion.password')}
          </label>
          <input
            id={`${id}-password`}
            className="security-field__input"
            type="password"
            autoComplete="current-password"
            value={password.value}
            aria-invalid={password.error ? true : undefined}
            aria-describedby={password.error ? `${id}-password-error` : undefined}
            data-testid="rg-exclusion-password"
            onChange={(event) => password.onValueChange(event.target.value)}
          />
          {password.error && (
            <p id={`${id}-password-error`} className="security-field__error" role="alert">
              {t(password.error.key)}
            </p>
          )}
        </div>
        <div className={`rg-section__check${confirmError ? ' has-error' : ''}`}>
          <input
            id={`${id}-confirm`}
            type="checkbox"
            checked={isConfirmed}
            aria-invalid={confirmError ? true : undefined}
            data-testid="rg-exclusion-confirm"
            onChange={(event) => form.edit('isConfirmed', event.target.checked)}
          />
          <label htmlFor={`${id}-confirm`}>{t('exclusion.confirm')}</label>
        </div>
        {confirmError && (
          <p className="security-field__error" role="alert">
            {t(confirmError.key)}
          </p>
        )}
        {failure && (
          <p className="security-form__error" role="alert" data-testid="rg-exclusion-error">
            {failure}
          </p>
        )}
        <button
          type="submit"
          className="rg-section__danger ui-action ui-action--medium"
          disabled={form.isSubmitting}
          aria-busy={form.isSubmitting || undefined}
          data-testid="rg-exclusion-submit"
        >
          {t('exclusion.submit')}
        </button>
      </form>
    </div>
  );
}
