import type { DepositStatus, Withdrawal } from '@lobby/contracts';
import type { StatusTone } from '../../components/ui/status-badge.tsx';

/** How each deposit status shows (text key in the wallet namespace, tone). */
export function depositStatusView(status: DepositStatus): { key: string; tone: StatusTone } {
  switch (status) {
    case 'pending':
      return { key: 'status.pending', tone: 'waiting' };
    case 'completed':
      return { key: 'status.completed', tone: 'done' };
    case 'failed':
      return { key: 'status.failed', tone: 'failed' };
    case 'expired':
      return { key: 'status.expired', tone: 'neutral' };
    default:
      return status satisfies never;
  }
}

/**
 * How a withdrawal shows: its review status, and after payout the member's answer (§4.11):
 * awaiting an answer, received (by the member or by the time limit), partly or not received.
 */
export function withdrawalStatusView(
  withdrawal: Pick<Withdrawal, 'status' | 'confirmation' | 'autoConfirmed'>,
): { key: string; tone: StatusTone; state: string } {
  switch (withdrawal.status) {
    case 'pending':
      return { key: 'status.pending', tone: 'waiting', state: 'pending' };
    case 'approved':
      return { key: 'status.approved', tone: 'waiting', state: 'approved' };
    case 'rejected':
      return { key: 'status.rejected', tone: 'failed', state: 'rejected' };
    case 'paid':
      switch (withdrawal.confirmation) {
        case null:
          return { key: 'status.paid', tone: 'waiting', state: 'paid' };
        case 'received':
          return withdrawal.autoConfirmed
            ? { key: 'status.autoReceived', tone: 'done', state: 'auto_received' }
            : { key: 'status.received', tone: 'done', state: 'received' };
        case 'partly_received':
          return { key: 'status.partlyReceived', tone: 'failed', state: 'partly_received' };
        case 'not_received':
          return { key: 'status.notReceived', tone: 'failed', state: 'not_received' };
        default:
          return withdrawal.confirmation satisfies never;
      }
    default:
      return withdrawal.status satisfies never;
  }
}

/** A paid withdrawal the member has not answered yet: it offers "Confirm receipt". */
export function awaitsConfirmation(
  withdrawal: Pick<Withdrawal, 'status' | 'confirmation'>,
): boolean {
  return withdrawal.status === 'paid' && withdrawal.confirmation === null;
}
