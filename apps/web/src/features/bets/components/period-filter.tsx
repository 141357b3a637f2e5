import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  periodPresets,
  type PeriodFilter,
  type PeriodPreset,
  type PeriodRange,
} from '../bet-filters.ts';

const presetKeys: Record<PeriodPreset, string> = {
  today: 'filter.today',
  yesterday: 'filter.yesterday',
  last7: 'filter.last7',
  last30: 'filter.last30',
};

export interface PeriodFilterProps {
  value: PeriodFilter;
  /** The days the filter stands for now (shown in the date inputs for a quick pick). */
  range: PeriodRange;
  onChange: (value: PeriodFilter) => void;
}

/** Quick picks (today, yesterday, 7 or 30 days) and the from/to days, which stay editable. */
export function PeriodFilterField({ value, range, onChange }: PeriodFilterProps) {
  const { t } = useTranslation('bets');
  const id = useId();
  const shown =
    value.preset === 'custom'
      ? { from: value.from, to: value.to }
      : { from: range.ok ? (range.from ?? '') : '', to: range.ok ? (range.to ?? '') : '' };
  const problem = range.ok ? undefined : range.problem;
  return (
    <>
      <div className="bets-filter__field" role="group" aria-label={t('filter.period')}>
        <span className="bets-filter__label">{t('filter.period')}</span>
        <div className="bets-filter__presets">
          {periodPresets.map((preset) => (
            <button
              key={preset}
              type="button"
              className="bets-filter__preset"
              aria-pressed={value.preset === preset}
              data-testid={`bets-period-${preset}`}
              onClick={() => onChange({ preset })}
            >
              {t(presetKeys[preset])}
            </button>
          ))}
        </div>
      </div>
      <div className="bets-filter__field">
        <label htmlFor={`${id}-from`}>{t('filter.from')}</label>
        <input
          id={`${id}-from`}
          className="bets-filter__input"
          type="date"
          value={shown.from}
          aria-invalid={problem ? true : undefined}
          data-testid="bets-from"
          onChange={(event) => onChange({ preset: 'custom', ...shown, from: event.target.value })}
        />
      </div>
      <div className="bets-filter__field">
        <label htmlFor={`${id}-to`}>{t('filter.to')}</label>
        <input
          id={`${id}-to`}
          className="bets-filter__input"
          type="date"
          value={shown.to}
          aria-invalid={problem ? true : undefined}
          data-testid="bets-to"
          onChange={(event) => onChange({ preset: 'custom', ...shown, to: event.target.value })}
        />
      </div>
      {problem && (
        <p className="bets-filter__error" role="alert" data-testid="bets-range-error">
          {t(problem)}
        </p>
      )}
    </>
  );
}
