import { useTranslation } from 'react-i18next';
import { PlayError } from '../components/play-error.tsx';
import { ChipSelector } from './chip-selector.tsx';
import type { SpotBets } from './use-spot-bets.ts';

/** Chip choice, "place bets" and "clear" for the card and wheel tables. */
export function BetControls({ bets }: { bets: SpotBets }) {
  const { t } = useTranslation('originals');
  const hasPending = Object.keys(bets.pending).length > 0;
  return (
    <div className="table-controls">
      <ChipSelector value={bets.chip} onChange={bets.setChip} />
      <div className="table-controls__actions">
        <button
          type="button"
          data-testid="place-bets"
          className="play-primary"
          disabled={!bets.isOpen || !hasPending || bets.isSending}
          onClick={() => void bets.send()}
        >
          {t('table.placeBets')}
        </button>
        <button
          type="button"
          data-testid="clear-bets"
          disabled={!hasPending || bets.isSending}
          onClick={bets.clear}
        >
          {t('table.clear')}
        </button>
      </div>
      <PlayError error={bets.error} />
    </div>
  );
}
