import type { RewardOutcome } from '../use-reward-actions.ts';

/** The result of the last apply or claim, announced to assistive technology. */
export function OutcomeLine({ outcome }: { outcome: RewardOutcome | null }) {
  if (!outcome) return null;
  return (
    <p
      className={
        outcome.kind === 'done'
          ? 'reward-outcome reward-outcome--done'
          : 'reward-outcome reward-outcome--failed'
      }
      role={outcome.kind === 'done' ? 'status' : 'alert'}
      data-testid="reward-outcome"
    >
      {outcome.text}
    </p>
  );
}
