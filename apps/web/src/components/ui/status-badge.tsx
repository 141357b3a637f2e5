import './status-badge.css';

/** How a status reads at a glance. */
export type StatusTone = 'waiting' | 'done' | 'failed' | 'partial' | 'neutral';

/**
 * A coloured status label in a list or table (deposits, withdrawals, statements, bets);
 * `status` is kept as data for tests and styles.
 */
export function StatusBadge({
  tone,
  status,
  label,
}: {
  tone: StatusTone;
  status: string;
  label: string;
}) {
  return (
    <span className={`ui-status-badge ui-status-badge--${tone}`} data-status={status}>
      {label}
    </span>
  );
}
