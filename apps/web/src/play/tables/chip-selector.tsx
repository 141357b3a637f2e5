import { useTranslation } from 'react-i18next';
import { formatPlayMoney } from '../components/money-text.ts';

/** Chip values in whole units of the session's money. */
export const chipValues = ['1', '5', '10', '50', '100', '500'] as const;

/** Picks the chip that the next click on a bet spot places. */
export function ChipSelector({
  value,
  onChange,
}: {
  value: string;
  onChange(value: string): void;
}) {
  const { t } = useTranslation('originals');
  return (
    <div className="table-chips" role="radiogroup" aria-label={t('table.chip')}>
      {chipValues.map((chip) => (
        <button
          key={chip}
          type="button"
          role="radio"
          aria-checked={chip === value}
          className={chip === value ? 'table-chip table-chip--active' : 'table-chip'}
          data-testid={`chip-${chip}`}
          onClick={() => onChange(chip)}
        >
          {formatPlayMoney(chip, 0)}
        </button>
      ))}
    </div>
  );
}
