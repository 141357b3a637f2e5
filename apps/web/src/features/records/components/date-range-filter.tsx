import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { rangePresets, type DateFilter, type RangePreset } from '../record-filters.ts';

const presetKeys: Record<RangePreset, string> = {
  today: 'filter.today',
  last7: 'filter.last7',
  last30: 'filter.last30',
  custom: 'filter.custom',
};

export interface DateRangeFilterProps {
  value: DateFilter;
  onChange: (value: DateFilter) => void;
  /** A text key (with namespace) when the custom range cannot be asked for. */
  problem?: string;
  /** Test id prefix: `<prefix>-range`, `<prefix>-from`, `<prefix>-to`. */
  testIdPrefix: string;
}

/** The period of a records tab: today, the last 7 or 30 days, or from/to days. */
export function DateRangeFilter({ value, onChange, problem, testIdPrefix }: DateRangeFilterProps) {
  const { t } = useTranslation('records');
  const id = useId();
  return (
    <>
      <div className="records-filter__field">
        <label htmlFor={`${id}-range`}>{t('filter.period')}</label>
        <select
          id={`${id}-range`}
          className="records-filter__input"
          value={value.preset}
          data-testid={`${testIdPrefix}-range`}
          onChange={(event) => onChange({ ...value, preset: event.target.value as RangePreset })}
        >
          {rangePresets.map((preset) => (
            <option key={preset} value={preset}>
              {t(presetKeys[preset])}
            </option>
          ))}
        </select>
      </div>
      {value.preset === 'custom' && (
        <>
          <div className="records-filter__field">
            <label htmlFor={`${id}-from`}>{t('filter.from')}</label>
            <input
              id={`${id}-from`}
              className="records-filter__input"
              type="date"
              value={value.from}
              max={value.to || undefined}
              aria-invalid={problem ? true : undefined}
              data-testid={`${testIdPrefix}-from`}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
            />
          </div>
          <div className="records-filter__field">
            <label htmlFor={`${id}-to`}>{t('filter.to')}</label>
            <input
              id={`${id}-to`}
              className="records-filter__input"
              type="date"
              value={value.to}
              min={value.from || undefined}
              aria-invalid={problem ? true : undefined}
              data-testid={`${testIdPrefix}-to`}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
            />
          </div>
        </>
      )}
      {problem && (
        <p
          className="records-filter__error"
          role="alert"
          data-testid={`${testIdPrefix}-range-error`}
        >
          {t(problem)}
        </p>
      )}
    </>
  );
}
