import type { PamResponse } from '@lobby/contracts';
import { memberTopic } from '../../../platform/event-bus.ts';
import { cashBalance, pamCodeOf, pamFailure } from './pam-answers.ts';
import {
  ledgerKey,
  memberScope,
  transactionOk,
  transactionRow,
  type PamTransactionDeps,
  type TransactionInput,
} from './pam-transaction-parts.ts';
import { memberAccountOf } from './provider-round-sql.ts';
import { providerRoundsRepository as rounds } from './provider-rounds.repository.ts';
import { gameAccount } from './provider-wallet.repository.ts';

/**
 * CANCEL / PROMOCANCEL: refunds the withdraws it names (by bet reference, else the bet whose
 * id that reference is; without one, the bet with the cancel's own id) of a round without a
 * payout, exactly reversing their ledger movements; accepted after the session expired. A
 * rollback that overtook its bet leaves a marker, so the late bet is refused. One statement
 * (`pam_cancel`, migration 0008).
 */
export async function applyCancel(
  deps: PamTransactionDeps,
  input: TransactionInput,
): Promise<PamResponse> {
  const scope = memberScope(input);
  const t = input.transaction;
  const cancelled = await rounds.cancelBets(deps.db, {
    scope,
    providerCode: input.call.provider.code,
    row: {
      ...transactionRow(input, { txGroup: 'cancel', status: 'applied', amount: input.cash }),
      providerBetRef: t.providerBetRef || null,
    },
    sessionAccount: memberAccountOf(gameAccount(scope.memberId, input.session.game)),
    ledgerKey: ledgerKey(input, 'cancel'),
  });
  if (cancelled.posted) {
    // only now, after the commit, is the stake really back
    deps.events.publish(memberTopic(scope.memberId), {
      type: 'balance_changed',
      reason: 'rollback',
    });
  }
  const balance = cashBalance(cancelled.balance, input.decimals);
  if (cancelled.code === 'OK') return transactionOk(cancelled.transactionId!, balance);
  return pamFailure(pamCodeOf(cancelled.code), { balance });
}
