import type { IncomingHttpHeaders } from 'node:http';
import type { DepositStatus } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type {
  PaymentNotification,
  PaymentGateways,
} from '../../platform/payments/payment-gateway.ts';
import type { WalletService } from '../wallet/index.ts';
import type { DepositDetail, DepositRepository } from './deposit.repository.ts';
import { completeDeposit } from './deposit-credit.ts';

/** What Lobby did with one callback; every callback leaves a row in gateway_callbacks with it. */
export type CallbackOutcome =
  | 'credited'
  /** The deposit had expired, but the gateway took the money: the member gets it. */
  | 'credited_after_expiry'
  | 'marked_failed'
  /** Already in the state this callback reports: nothing to do (a retry or a replay). */
  | 'replayed'
  /** Reports something else than the deposit's final state (failed after success…): ignored. */
  | 'ignored_final_state'
  | 'refused_amount'
  | 'unknown_order'
  | 'refused_missing_signature'
  | 'refused_bad_signature'
  | 'refused_stale_timestamp'
  | 'refused_malformed_body'
  | 'error';

export interface CallbackDeps {
  db: Db;
  wallet: Pick<WalletService, 'transact'>;
  gateways: PaymentGateways;
  deposits: DepositRepository;
}

export interface ReceivedCallback {
  gateway: string;
  rawBody: Buffer;
  headers: IncomingHttpHeaders;
  ip: string;
}

/**
 * Gateway callbacks. Order of checks: the gateway exists, the signature over the raw bytes is
 * valid (else nothing is even parsed), the order is ours and of this gateway, the amount and
 * currency are the deposit's. Only then does the deposit change, in one money transaction,
 * and only from a state that allows it: replays and reordered callbacks never credit twice
 * and never change a final state.
 */
export function createDepositCallbacks(deps: CallbackDeps) {
  const { db, deposits } = deps;

  /** Decides a signed, matching notification with the deposit row locked. */
  function settle(
    detail: DepositDetail,
    notification: PaymentNotification,
    trail: { gateway: string; rawBody: string; ip: string },
  ): Promise<CallbackOutcome> {
    const { deposit } = detail;
    return deps.wallet.transact(async (money) => {
      const status = await deposits.lockStatus(money.tx, deposit.id);
      let outcome: CallbackOutcome;
      if (notification.status === 'success') {
        outcome = await settleSuccess(status);
      } else if (status === 'pending') {
        await deposits.transition(money.tx, deposit.id, ['pending'], 'failed', {
          gatewayTxnId: notification.gatewayTxnId,
        });
        outcome = 'marked_failed';
      } else {
        outcome = status === 'failed' ? 'replayed' : 'ignored_final_state';
      }
      await deposits.logCallback(money.tx, {
        ...trail,
        orderNo: deposit.orderNo,
        signatureValid: true,
        outcome,
      });
      return outcome;

      async function settleSuccess(current: DepositStatus | undefined): Promise<CallbackOutcome> {
        // an expired deposit is still credited: the gateway has the member's money
        if (current === 'pending' || current === 'expired') {
          const done = await completeDeposit(money, deposits, detail, {
            from: [current],
            gatewayTxnId: notification.gatewayTxnId,
          });
          if (!done) return 'replayed';
          return current === 'pending' ? 'credited' : 'credited_after_expiry';
        }
        const sameTxn = deposit.gatewayTxnId === notification.gatewayTxnId;
        if (current === 'completed' && (sameTxn || deposit.gatewayTxnId === null)) {
          return 'replayed';
        }
        // failed stays failed; a success with another gateway id is for an operator to look at
        return 'ignored_final_state';
      }
    });
  }

  return {
    /** Handles one callback; throws the AppError the gateway gets when it is refused. */
    async receive(input: ReceivedCallback): Promise<CallbackOutcome> {
      const gateway = deps.gateways.get(input.gateway);
      if (!gateway) throw new AppError('not_found');
      const trail = {
        gateway: gateway.name,
        rawBody: input.rawBody.toString('utf8'),
        ip: input.ip,
      };
      const refuse = async (outcome: CallbackOutcome, orderNo: string | null, signed: boolean) => {
        await deposits.logCallback(db, { ...trail, orderNo, signatureValid: signed, outcome });
      };

      const verdict = gateway.verifyCallback(input.rawBody, input.headers);
      if (!verdict.valid) {
        const signed = verdict.reason === 'malformed_body';
        await refuse(`refused_${verdict.reason}`, null, signed);
        throw new AppError(signed ? 'validation_failed' : 'signature_invalid');
      }
      const { notification } = verdict;
      const detail = await deposits.byOrderNo(db, notification.orderNo);
      // an order of another gateway (or a bank transfer) is not this gateway's to settle
      if (!detail || detail.channel.gateway !== gateway.name) {
        await refuse('unknown_order', notification.orderNo, true);
        throw new AppError('deposit_not_found');
      }
      if (
        notification.amount !== detail.deposit.amount ||
        notification.currency !== detail.currency
      ) {
        await refuse('refused_amount', notification.orderNo, true);
        throw new AppError('validation_failed');
      }
      try {
        return await settle(detail, notification, trail);
      } catch (error) {
        // the gateway will retry; the trail still shows this attempt
        await refuse('error', notification.orderNo, true).catch(() => undefined);
        throw error;
      }
    },
  };
}
export type DepositCallbacks = ReturnType<typeof createDepositCallbacks>;
