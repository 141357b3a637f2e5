import { useTranslation } from 'react-i18next';
import { contractTierLimits, isPercentKind, type ContractKind } from '@lobby/contracts';
import type { LadderRow, RungErrors } from '../ladder-rules.ts';

export interface LadderEditorProps {
  kind: ContractKind;
  rows: readonly LadderRow[];
  onChange: (rows: LadderRow[]) => void;
  /** Per rung, the messages of the last check. */
  errors: readonly RungErrors[];
}

interface CellProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputMode: 'decimal' | 'numeric';
  testId: string;
}

function LadderCell({ label, value, onChange, error, inputMode, testId }: CellProps) {
  const { t } = useTranslation('agents');
  return (
    <label className="agent-field agent-ladder__cell">
      <span>{label}</span>
      <input
        value={value}
        inputMode={inputMode}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        data-testid={testId}
      />
      {error && <span className="agent-field__error">{t(error)}</span>}
    </label>
  );
}

/**
 * The ladder of an offer (§1, issue 13): 1–6 rungs for a dividend (team valid bet, active
 * members, rate %), 3–6 for a daily or hourly salary (team valid bet, amount per 10,000), one
 * rate % for real time. Rungs are added and removed within the kind's limits.
 */
export function LadderEditor({ kind, rows, onChange, errors }: LadderEditorProps) {
  const { t } = useTranslation('agents');
  const limits = contractTierLimits[kind];
  const percent = isPercentKind(kind);
  const update = (index: number, patch: Partial<LadderRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const rateLabel = percent ? t('ladder.ratePercent') : t('ladder.ratePer10k');
  return (
    <fieldset className="agent-ladder" data-testid="ladder-editor">
      <legend>
        {kind === 'realtime_salary' ? t('ladder.realtimeLegend') : t('ladder.legend')}
      </legend>
      <ol className="agent-ladder__rungs">
        {rows.map((row, index) => (
          <li key={index} className="agent-ladder__rung" data-testid="ladder-rung">
            {kind !== 'realtime_salary' && (
              <LadderCell
                label={t('ladder.teamValidBet')}
                value={row.teamValidBet}
                onChange={(teamValidBet) => update(index, { teamValidBet })}
                error={errors[index]?.teamValidBet}
                inputMode="decimal"
                testId={`ladder-valid-bet-${index}`}
              />
            )}
            {kind === 'dividend' && (
              <LadderCell
                label={t('ladder.activeMembers')}
                value={row.activeMembers}
                onChange={(activeMembers) => update(index, { activeMembers })}
                error={errors[index]?.activeMembers}
                inputMode="numeric"
                testId={`ladder-active-${index}`}
              />
            )}
            <LadderCell
              label={rateLabel}
              value={row.rate}
              onChange={(rate) => update(index, { rate })}
              error={errors[index]?.rate}
              inputMode="decimal"
              testId={`ladder-rate-${index}`}
            />
            {rows.length > limits.min && (
              <button
                type="button"
                className="ui-button ui-button--ghost ui-button--small"
                onClick={() => onChange(rows.filter((_, at) => at !== index))}
                aria-label={t('ladder.removeRung', { number: index + 1 })}
                data-testid={`ladder-remove-${index}`}
              >
                {t('ladder.remove')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {rows.length < limits.max && (
        <button
          type="button"
          className="ui-button ui-button--outline ui-button--small"
          onClick={() => onChange([...rows, { teamValidBet: '', activeMembers: '0', rate: '' }])}
          data-testid="ladder-add"
        >
          {t('ladder.add')}
        </button>
      )}
    </fieldset>
  );
}
