import type { PamResponse, PamTransaction, PamTransactionType } from '@lobby/contracts';
import { sqlState } from '../../../db/rows.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { PamCaller } from './pam-port.ts';
import { answering, PamRefusal } from './pam-answers.ts';
import { pamAmountToMinor } from './pam-amounts.ts';
import { decimalsOf, findPlayerSession, resolveCall } from './pam-call-context.ts';
import { applyCancel } from './pam-cancel.ts';
import { applyDeposit } from './pam-deposit.ts';
import {
  gameBalance,
  transactionRequestHash,
  type PamTransactionDeps,
  type TransactionInput,
} from './pam-transaction-parts.ts';
import { applyWithdraw } from './pam-withdraw.ts';

type Apply = (deps: PamTransactionDeps, input: TransactionInput) => Promise<PamResponse>;

const handlers: Record<PamTransactionType, Apply> = {
  WITHDRAW: applyWithdraw,
  PROMOWITHDRAW: applyWithdraw,
  DEPOSIT: applyDeposit,
  PROMODEPOSIT: applyDeposit,
  CANCEL: applyCancel,
  PROMOCANCEL: applyCancel,
};

const isWithdraw = (type: PamTransactionType) => type === 'WITHDRAW' || type === 'PROMOWITHDRAW';

/** A concurrent call with the same transaction id won the race: answer as a repeat would. */
function isLostRace(error: unknown): boolean {
  return (
    sqlState(error) === '23505' ||
    (error instanceof AppError && error.code === 'idempotency_conflict')
  );
}

/**
 * Checks and converts a transaction (provider, currency, amounts in the session's unit),
 * then applies it by type. Lobby keeps one cash wallet per game: bonus and promo amounts
 * must be zero (a withdraw asking for them is an overdraft of a wallet that is empty).
 */
export async function addTransaction(
  deps: PamTransactionDeps,
  caller: PamCaller,
  playerId: string,
  token: string,
  transaction: PamTransaction,
): Promise<PamResponse> {
  return answering(async () => {
    const call = await resolveCall(deps.providers, caller);
    if (transaction.provider !== call.provider.code) {
      throw new PamRefusal('PAM_ERR_UNDEFINED', { message: 'provider differs from the caller' });
    }
    const session = await findPlayerSession(deps.sessions, call, playerId, token);
    const decimals = decimalsOf(call, session);
    const partial: TransactionInput = {
      call,
      session,
      transaction,
      cash: 0n,
      decimals,
      requestHash: '',
    };
    if (transaction.currency !== session.unit) {
      throw new PamRefusal('PAM_ERR_TRANS_CURRENCY', {
        balance: await gameBalance(deps.db, partial),
      });
    }
    const cash = pamAmountToMinor(transaction.cashAmount, decimals);
    const bonus = pamAmountToMinor(transaction.bonusAmount, decimals);
    const promo = pamAmountToMinor(transaction.promoAmount, decimals);
    if (cash === null || bonus === null || promo === null) {
      throw new PamRefusal('PAM_ERR_UNDEFINED', {
        message: `amounts must have at most ${decimals} decimals`,
      });
    }
    if (cash < 0n || bonus < 0n || promo < 0n) throw new PamRefusal('PAM_ERR_NEGATIVE_STAKE');
    const withdraw = isWithdraw(transaction.transactionType);
    if (bonus > 0n) {
      throw withdraw
        ? new PamRefusal('PAM_ERR_BONUS_OVERDRAFT', {
            balance: await gameBalance(deps.db, partial),
          })
        : new PamRefusal('PAM_ERR_UNDEFINED', { message: 'bonus amounts are not supported' });
    }
    if (promo > 0n) {
      throw withdraw
        ? new PamRefusal('PAM_ERR_PROMO_OVERDRAFT', {
            balance: await gameBalance(deps.db, partial),
          })
        : new PamRefusal('PAM_ERR_UNDEFINED', { message: 'promo amounts are not supported' });
    }
    const input: TransactionInput = {
      ...partial,
      cash,
      requestHash: transactionRequestHash(playerId, transaction, { cash, bonus, promo }),
    };
    const apply = handlers[transaction.transactionType];
    try {
      return await apply(deps, input);
    } catch (error) {
      if (!isLostRace(error)) throw error;
      // the other call committed: this one now finds it and answers as a repeat
      return apply(deps, input);
    }
  });
}
