import type { TFunction } from 'i18next';
import type { AccountRecordItem, TransactionType } from '@lobby/contracts';
import type { StatusTone } from '../../components/ui/status-badge.tsx';

/**
 * Text keys of what the server sends as codes (records namespace), written out in full so
 * the translation check can see them. A code without a key is shown as sent.
 */

/** The type filter of the transactions tab, "all" first. */
export const transactionTypeKeys: Record<TransactionType | 'all', string> = {
  all: 'type.all',
  deposit: 'type.deposit',
  withdrawal: 'type.withdrawal',
  transfer: 'type.transfer',
  adjustment: 'type.adjustment',
  salary: 'type.salary',
  dividend: 'type.dividend',
  red_envelope: 'type.red_envelope',
};

export const accountRecordKindKeys: Record<AccountRecordItem['kind'] | 'all', string> = {
  all: 'kind.all',
  deposit: 'kind.deposit',
  withdrawal_hold: 'kind.withdrawal_hold',
  withdrawal_release: 'kind.withdrawal_release',
  withdrawal_payout: 'kind.withdrawal_payout',
  vendor_transfer_in: 'kind.vendor_transfer_in',
  vendor_transfer_out: 'kind.vendor_transfer_out',
  agent_transfer: 'kind.agent_transfer',
  adjustment: 'kind.adjustment',
  trial_funding: 'kind.trial_funding',
  bet: 'kind.bet',
  win: 'kind.win',
  rollback: 'kind.rollback',
  bonus: 'kind.bonus',
  commission: 'kind.commission',
  points: 'kind.points',
  salary: 'kind.salary',
  dividend: 'kind.dividend',
  red_envelope_fund: 'kind.red_envelope_fund',
  red_envelope_claim: 'kind.red_envelope_claim',
  red_envelope_refund: 'kind.red_envelope_refund',
};

/** The finer kinds a history row names (its `detail`): the ledger kinds and the channels. */
const detailKeys: Record<string, string> = {
  ...accountRecordKindKeys,
  gateway: 'detail.gateway',
  bank_transfer: 'detail.bank_transfer',
  upline_transfer: 'detail.upline_transfer',
  manual: 'detail.manual',
  daily_salary: 'detail.daily_salary',
  hourly_salary: 'detail.hourly_salary',
  realtime_salary: 'detail.realtime_salary',
};

const statusView: Record<string, { key: string; tone: StatusTone }> = {
  pending: { key: 'status.pending', tone: 'waiting' },
  approved: { key: 'status.approved', tone: 'waiting' },
  completed: { key: 'status.completed', tone: 'done' },
  paid: { key: 'status.paid', tone: 'done' },
  received: { key: 'status.received', tone: 'done' },
  auto_confirmed: { key: 'status.auto_confirmed', tone: 'done' },
  partly_received: { key: 'status.partly_received', tone: 'partial' },
  not_received: { key: 'status.not_received', tone: 'failed' },
  failed: { key: 'status.failed', tone: 'failed' },
  expired: { key: 'status.expired', tone: 'failed' },
  rejected: { key: 'status.rejected', tone: 'failed' },
  cancelled: { key: 'status.cancelled', tone: 'failed' },
};

/** The text key and tone of a status; an unknown one is shown as sent, as pending. */
export function statusOf(status: string): { key?: string; tone: StatusTone } {
  return statusView[status] ?? { tone: 'waiting' };
}

/** The text key of a row's detail, when there is one. */
export function detailKeyOf(detail: string): string | undefined {
  return detail === 'all' ? undefined : detailKeys[detail];
}

/** The label of a code by its key map; a code the map lacks (a newer server) as sent. */
export function labelOf(keys: Record<string, string>, code: string, t: TFunction): string {
  const key = keys[code];
  return key ? t(key) : code;
}
