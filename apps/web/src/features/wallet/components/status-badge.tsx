/** How a status reads at a glance. */
export type StatusTone = 'waiting' | 'done' | 'failed' | 'neutral';

/** A coloured status label in a wallet list; `status` is kept as data for tests and styles. */
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
    <span className={`wallet-status wallet-status--${tone}`} data-status={status}>
      {label}
    </span>
  );
}
