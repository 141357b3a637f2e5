import { useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { limitPeriods, type DepositLimit, type LimitPeriod } from '@lobby/contracts';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { formatAmount } from '../../../lib/format.ts';
import { responsibleGamblingQueryOptions } from '../api/get-responsible-gambling.ts';
import { setDepositLimit } from '../api/set-deposit-limit.ts';
import {
  isDelayed,
  limitChangeOf,
  limitOf,
  parseLimitAmount,
  type LimitChange,
} from '../responsible-gambling-rules.ts';

const periodKeys: Record<LimitPeriod, string> = {
  daily: 'limits.daily',
  weekly: 'limits.weekly',
  monthly: 'limits.monthly',
};

/** What saving will do, as told before the member saves. */
const changeKeys: Record<LimitChange, string> = {
  new: 'limits.change.new',
  lower: 'limits.change.lower',
  raise: 'limits.change.raise',
  same: 'limits.change.same',
  remove: 'limits.change.remove',
};

export interface DepositLimitsSectionProps {
  limits: DepositLimit[];
  delayHours: number;
  decimals: number;
  formatTime: (iso: string) => string;
}

/** One period's limit: in force, used so far, and a waiting raise or removal. */
function LimitRow({
  limit,
  decimals,
  formatTime,
}: { limit: DepositLimit } & Pick<DepositLimitsSectionProps, 'decimals' | 'formatTime'>) {
  const { t } = useTranslation('responsible');
  const money = (amount: string) => formatAmount(amount, decimals);
  return (
    <li className="rg-limit" data-testid={`rg-limit-${limit.period}`}>
      <span className="rg-limit__period">{t(periodKeys[limit.period])}</span>
      <span className="rg-limit__amount" data-testid={`rg-limit-${limit.period}-amount`}>
        {limit.amount === null ? t('limits.none') : money(limit.amount)}
      </span>
      {limit.amount !== null && (
        <span className="rg-limit__used">
          {t('limits.used', { used: money(limit.used), limit: money(limit.amount) })}
        </span>
      )}
      {limit.pending && (
        <span className="rg-limit__pending" data-testid={`rg-limit-${limit.period}-pending`}>
          {limit.pending.amount === null
            ? t('limits.pendingRemoval', { time: formatTime(limit.pending.effectiveAt) })
            : t('limits.pendingRaise', {
                amount: money(limit.pending.amount),
                time: formatTime(limit.pending.effectiveAt),
              })}
        </span>
      )}
    </li>
  );
}

/**
 * Deposit limits per day, week and month: the list, and a form to set, lower, raise or remove
 * one. Lowering acts at once; raising or removing waits `delayHours`.
 */
export function DepositLimitsSection({
  limits,
  delayHours,
  decimals,
  formatTime,
}: DepositLimitsSectionProps) {
  const { t } = useTranslation('responsible');
  const queryClient = useQueryClient();
  const id = useId();
  const [period, setPeriod] = useState<LimitPeriod>('daily');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const current = limitOf(limits, period);
  const typed = parseLimitAmount(amount, decimals);
  const preview = typed.ok ? limitChangeOf(current.amount, typed.minor, decimals) : undefined;

  const save = async (wanted: string | null, change: LimitChange) => {
    if (isSubmitting) return;
    setFailure(null);
    setDone(null);
    setIsSubmitting(true);
    try {
      await setDepositLimit({ period, amount: wanted });
      setDone(t(isDelayed(change) ? 'limits.savedLater' : 'limits.saved', { count: delayHours }));
      setAmount('');
      await queryClient.invalidateQueries({ queryKey: responsibleGamblingQueryOptions().queryKey });
    } catch (caught) {
      setFailure(translateApiError(caught, t));
    } finally {
      setIsSubmitting(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.ok) {
      setError(typed.key);
      return;
    }
    void save(amount.trim(), limitChangeOf(current.amount, typed.minor, decimals));
  };

  return (
    <div className="rg-section" data-testid="rg-limits">
      <h3 className="rg-section__title">{t('limits.title')}</h3>
      <p className="security-card__text">{t('limits.explain', { count: delayHours })}</p>
      <ul className="rg-limits">
        {limitPeriods.map((each) => (
          <LimitRow
            key={each}
            limit={limitOf(limits, each)}
            decimals={decimals}
            formatTime={formatTime}
          />
        ))}
      </ul>
      <form className="security-form" noValidate data-testid="rg-limit-form" onSubmit={submit}>
        <div className="security-field">
          <label className="security-field__label" htmlFor={`${id}-period`}>
            {t('limits.period')}
          </label>
          <select
            id={`${id}-period`}
            className="security-field__input"
            value={period}
            data-testid="rg-limit-period"
            onChange={(event) => {
              setPeriod(event.target.value as LimitPeriod);
              setDone(null);
              setFailure(null);
            }}
          >
            {limitPeriods.map((each) => (
              <option key={each} value={each}>
                {t(periodKeys[each])}
              </option>
            ))}
          </select>
        </div>
        <div className={`security-field${error ? ' has-error' : ''}`}>
          <label className="security-field__label" htmlFor={`${id}-amount`}>
            {t('limits.amount')}
          </label>
          <input
            id={`${id}-amount`}
            className="security-field__input"
            type="text"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-amount-error` : preview ? `${id}-preview` : undefined}
            data-testid="rg-limit-amount"
            onChange={(event) => {
              setAmount(event.target.value.trim());
              setError(null);
              setDone(null);
              setFailure(null);
            }}
          />
          {error && (
            <p id={`${id}-amount-error`} className="security-field__error" role="alert">
              {t(error)}
            </p>
          )}
          {!error && preview && (
            <p id={`${id}-preview`} className="rg-section__hint" data-testid="rg-limit-preview">
              {t(changeKeys[preview], { count: delayHours })}
            </p>
          )}
        </div>
        {failure && (
          <p className="security-form__error" role="alert" data-testid="rg-limit-error">
            {failure}
          </p>
        )}
        {done && (
          <p className="security-form__done" role="status" data-testid="rg-limit-result">
            {done}
          </p>
        )}
        <div className="rg-section__actions">
          <button
            type="submit"
            className="ui-action ui-action--medium"
            disabled={isSubmitting || preview === 'same'}
            data-testid="rg-limit-save"
          >
            {t('limits.save')}
          </button>
          {current.amount !== null && (
            <button
              type="button"
              className="rg-section__secondary"
              disabled={isSubmitting || current.pending?.amount === null}
              data-testid="rg-limit-remove"
              onClick={() => void save(null, 'remove')}
            >
              {t('limits.remove')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
