import { useTranslation } from 'react-i18next';
import type { ReportPeriod } from '@lobby/contracts';

/** A report's date filter: a named period, or a custom range of local days. */
export interface PeriodValue {
  period: ReportPeriod;
  from: string;
  to: string;
}

const periodKeys: Record<ReportPeriod, string> = {
  today: 'period.today',
  yesterday: 'period.yesterday',
  thisWeek: 'period.thisWeek',
  thisMonth: 'period.thisMonth',
  custom: 'period.custom',
};
const periods = Object.keys(periodKeys) as ReportPeriod[];

/** The query fields of a period: dates only for a complete custom range. */
export function periodQuery(value: PeriodValue): {
  period: ReportPeriod;
  from?: string;
  to?: string;
} {
  if (value.period !== 'custom') return { period: value.period };
  return { period: 'custom', from: value.from || undefined, to: value.to || undefined };
}

/** Whether the period can be asked for (a custom range needs both ends, in order). */
export function isPeriodComplete(value: PeriodValue): boolean {
  return (
    value.period !== 'custom' || (value.from !== '' && value.to !== '' && value.from <= value.to)
  );
}

export interface PeriodPickerProps {
  value: PeriodValue;
  onChange: (value: PeriodValue) => void;
}

/**
 * Today, yesterday, this week, this month or a custom range (§2.6 reports; days of the brand's
 * time zone, cut by the server).
 */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const { t } = useTranslation('agents');
  return (
    <fieldset className="agent-filter__periods">
      <legend className="agent-filter__legend">{t('period.label')}</legend>
      <div className="agent-filter__presets">
        {periods.map((period) => (
          <button
            key={period}
            type="button"
            className="agent-filter__preset"
            aria-pressed={value.period === period}
            onClick={() => onChange({ ...value, period })}
            data-testid={`agent-period-${period}`}
          >
            {t(periodKeys[period])}
          </button>
        ))}
      </div>
      {value.period === 'custom' && (
        <div className="agent-filter__range">
          <label className="agent-field">
            <span>{t('period.from')}</span>
            <input
              type="date"
              value={value.from}
              onChange={(event) => onChange({ ...value, from: event.target.value })}
              data-testid="agent-period-from"
            />
          </label>
          <label className="agent-field">
            <span>{t('period.to')}</span>
            <input
              type="date"
              value={value.to}
              onChange={(event) => onChange({ ...value, to: event.target.value })}
              data-testid="agent-period-to"
            />
          </label>
        </div>
      )}
    </fieldset>
  );
}
