import { formatPlayMoney, minorToText } from '../components/money-text.ts';
import type { SpotBets } from './use-spot-bets.ts';

export interface SpotButtonProps {
  spot: string;
  label: string;
  /** Short payout text, e.g. "1:1". */
  odds?: string;
  bets: SpotBets;
  className?: string;
  /** Highlights the spot (a winning spot of the shown result). */
  isWinner?: boolean;
}

/** A bet spot of a table: a click lays the chosen chip; shows chips laid and the bet placed. */
export function SpotButton({ spot, label, odds, bets, className, isWinner }: SpotButtonProps) {
  const pending = bets.pending[spot];
  const placed = bets.placed[spot];
  const classes = [
    'table-spot',
    className,
    isWinner ? 'table-spot--winner' : '',
    placed ? 'table-spot--placed' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      data-testid={`spot-${spot}`}
      disabled={!bets.isOpen || placed !== undefined}
      onClick={() => bets.add(spot)}
      aria-label={odds ? `${label} ${odds}` : label}
    >
      <span className="table-spot__label">{label}</span>
      {odds && <span className="table-spot__odds">{odds}</span>}
      {pending !== undefined && (
        <span className="table-spot__chips">
          {formatPlayMoney(minorToText(pending, bets.decimals))}
        </span>
      )}
      {placed !== undefined && (
        <span className="table-spot__placed">{formatPlayMoney(placed)}</span>
      )}
    </button>
  );
}
