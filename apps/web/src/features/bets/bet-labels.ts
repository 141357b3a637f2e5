import type { BetStatus } from '@lobby/contracts';
import type { StatusTone } from '../../components/ui/status-badge.tsx';

/** Text keys (namespace bets) of the round states, written out for the translation check. */
export const betStatusKeys: Record<BetStatus, string> = {
  open: 'status.open',
  settled: 'status.settled',
  cancelled: 'status.cancelled',
};

/** How a round's state looks: waiting for its result, done, or called off. */
export const betStatusTones: Record<BetStatus, StatusTone> = {
  open: 'waiting',
  settled: 'done',
  cancelled: 'failed',
};

/** The class of a win/loss amount: a win, a loss, or even. */
export function resultTone(amount: string): 'is-win' | 'is-loss' | 'is-even' {
  if (amount.startsWith('-')) return 'is-loss';
  return /^0(\.0*)?$/.test(amount) ? 'is-even' : 'is-win';
}
