import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { minorToText, textToMinor } from './money-text.ts';

export interface StakeFieldProps {
  value: string;
  onChange(value: string): void;
  decimals: number;
  disabled?: boolean;
}

/** The stake as typed, with halve and double buttons. */
export function StakeField({ value, onChange, decimals, disabled }: StakeFieldProps) {
  const { t } = useTranslation('originals');
  const id = useId();
  const scale = (numerator: bigint, denominator: bigint) => {
    const minor = textToMinor(value, decimals);
    if (minor === null) return;
    const next = (minor * numerator) / denominator;
    if (next > 0n) onChange(minorToText(next, decimals));
  };
  return (
    <div className="play-field play-stake">
      <label htmlFor={id}>{t('common.stake')}</label>
      <div className="play-stake__row">
        <input
          id={id}
          data-testid="stake-input"
          inputMode="decimal"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          disabled={disabled}
          onClick={() => scale(1n, 2n)}
          aria-label={t('common.halveStake')}
        >
          ½
        </button>
        <button
          type="button"
          disabled={disabled}
          onClick={() => scale(2n, 1n)}
          aria-label={t('common.doubleStake')}
        >
          2×
        </button>
      </div>
    </div>
  );
}
