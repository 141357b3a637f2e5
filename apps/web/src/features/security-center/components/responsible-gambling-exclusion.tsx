import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  selfExclusionPeriods,
  type ResponsibleGambling,
  type SelfExclusionPeriod,
} from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
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

type Field = 'password' | 'confirm';

/**
 * Self-exclusion: blocks deposits and play for a chosen period (or for good) and cannot be
 * lifted early, so the login password is asked again and the member ticks that they
 * understand. While it runs, the section says until when.
 */
export function SelfExclusionSection({ exclusion, formatTime }: SelfExclusionSectionProps) {
  const { t } = useTranslation('responsible');
  const queryClient = useQueryClient();
  const id = useId();
  const [period, setPeriod] = useState<SelfExclusionPeriod>('7d');
  const [password, setPassword] = useState('');
  const [isConfirmed, setIsConfirmed] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const found: Partial<Record<Field, string>> = {
      password: password === '' ? limitMessages.passwordRequired : undefined,
      confirm: isConfirmed ? undefined : limitMessages.confirmRequired,
    };
    setErrors(found);
    if (found.password || found.confirm) return;
    setIsSubmitting(true);
    try {
      await startSelfExclusion({ period, password });
      setPassword('');
      await queryClient.invalidateQueries({ queryKey: responsibleGamblingQueryOptions().queryKey });
    } catch (caught) {
      setFailure(translateApiError(caught, t));
    } finally {
      setIsSubmitting(false);
    }
  };

  return (
    <div className="rg-section" data-testid="rg-exclusion">
      <h3 className="rg-section__title">{t('exclusion.title')}</h3>
      <p className="security-card__text">{t('exclusion.explain')}</p>
      <form
        className="security-form"
        noValidate
        data-testid="rg-exclusion-form"
        onSubmit={(event) => void submit(event)}
      >
        <div className="security-field">
          <label className="security-field__label" htmlFor={`${id}-period`}>
            {t('exclusion.periodLabel')}
          </label>
          <select
            id={`${id}-period`}
            className="security-field__input"
            value={period}
            data-testid="rg-exclusion-period"
            onChange={(event) => setPeriod(event.target.value as SelfExclusionPeriod)}
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
        <div className={`security-field${errors.password ? ' has-error' : ''}`}>
          <label className="security-field__label" htmlFor={`${id}-password`}>
            {t('exclusion.password')}
          </label>
          <input
            id={`${id}-password`}
            className="security-field__input"
            type="password"
            autoComplete="current-password"
            value={password}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? `${id}-password-error` : undefined}
            data-testid="rg-exclusion-password"
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors((current) => ({ ...current, password: undefined }));
            }}
          />
          {errors.password && (
            <p id={`${id}-password-error`} className="security-field__error" role="alert">
              {t(errors.password)}
            </p>
          )}
        </div>
        <div className={`rg-section__check${errors.confirm ? ' has-error' : ''}`}>
          <input
            id={`${id}-confirm`}
            type="checkbox"
            checked={isConfirmed}
            aria-invalid={errors.confirm ? true : undefined}
            data-testid="rg-exclusion-confirm"
            onChange={(event) => {
              setIsConfirmed(event.target.checked);
              setErrors((current) => ({ ...current, confirm: undefined }));
            }}
          />
          <label htmlFor={`${id}-confirm`}>{t('exclusion.confirm')}</label>
        </div>
        {errors.confirm && (
          <p className="security-field__error" role="alert">
            {t(errors.confirm)}
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
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          data-testid="rg-exclusion-submit"
        >
          {t('exclusion.submit')}
        </button>
      </form>
    </div>
  );
}
