import type { PamResponse } from '@lobby/contracts';
import { memberTopic } from '../../../platform/event-bus.ts';
import { cashBalance, pamCodeOf, PamRefusal } from './pam-answers.ts';
import { playMoneyUnit } from './pam-amounts.ts';
import {
  houseAccount,
  isPromo,
  ledgerKey,
  memberScope,
  transactionOk,
  transactionRow,
  type PamTransactionDeps,
  type TransactionInput,
} from './pam-transaction-parts.ts';
import { publishWin, readRecordedWin } from './winner-feed.ts';

/**
 * DEPOSIT / PROMODEPOSIT: pays a win into the player's round (zero is a loss) and closes the
 * round when `isGameOver`. Accepted after the session expired: a win is never lost to a
 * timeout. Large real-money wins go on the winner board. The checks, the money and the rows
 * are one statement (`pam_win`, migration 0008).
 */
export async function applyDeposit(
  deps: PamTransactionDeps,
  input: TransactionInput,
): Promise<PamResponse> {
  const scope = memberScope(input);
  const t = input.transaction;
  const promo = isPromo(t);
  const unit = input.session.unit;
  const paid = await deps.rounds.payWin({
    scope,
    providerCode: input.call.provider.code,
    row: {
      ...transactionRow(input, { txGroup: 'win', status: 'applied', amount: input.cash }),
      providerBetRef: t.providerBetRef || null,
      providerRoundId: t.providerRoundId || null,
    },
    promo,
    isGameOver: t.isGameOver ?? null,
    sessionGame: input.session.game,
    house: houseAccount(unit, promo).house,
    amount: input.cash,
    ledgerKey: ledgerKey(input, 'win'),
    winnerMin: unit === playMoneyUnit ? null : BigInt(input.call.policy.winnerBoardMinWin),
    username: input.session.username,
  });
  const balance = cashBalance(paid.balance, input.decimals);
  if (paid.code !== 'OK') throw new PamRefusal(pamCodeOf(paid.code), { balance });
  // only now, after the commit, is the money really there
  if (paid.posted) {
    const reason = promo ? 'bonus' : 'win';
    deps.events.publish(memberTopic(scope.memberId), { type: 'balance_changed', reason });
  }
  if (paid.winnerId !== null) {
    const win = await readRecordedWin(deps.db, paid.winnerId);
    if (win) publishWin(deps.events, input.call, win);
  }
  return transactionOk(paid.transactionId!, balance);
}
