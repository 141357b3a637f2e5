import type { ActivityOutcome } from '../use-activity-action.ts';

/** The result of the last action: a status for success, an alert for a refusal. */
export function OutcomeLine({ outcome }: { outcome: ActivityOutcome | null }) {
  if (!outcome) return null;
  return (
    <p
      className={`activities__outcome activities__outcome--${outcome.kind}`}
      role={outcome.kind === 'failed' ? 'alert' : 'status'}
      data-testid="activity-outcome"
    >
      {outcome.text}
    </p>
  );
}
