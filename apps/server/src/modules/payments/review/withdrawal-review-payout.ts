import { AppError } from '../../../platform/app-error.ts';
import type { PaymentGateways } from '../../../platform/payments/payment-gateway.ts';
import type { WithdrawalDetail } from '../withdrawal.repository.ts';
import type { StaffCaller, WithdrawalReview } from './withdrawal-review.service.ts';

/** Where payout trouble is reported (the app's pino logger fits). */
export interface PayoutLog {
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** The gateway that pays withdrawals out. */
export const payoutGatewayName = 'sandbox';

/**
 * Sends an approved withdrawal to the payout gateway, outside any database transaction (the
 * gateway is slow and remote; the money transaction retries and must only touch the
 * database). The gateway pays one order number once, so asking again after a failure is safe.
 */
export function createWithdrawalPayout(deps: {
  review: WithdrawalReview;
  gateways: Pick<PaymentGateways, 'get'>;
  log: PayoutLog;
}) {
  const { review, log } = deps;

  return {
    /**
     * 'paid' → marked paid (hold → withdrawals clearing); 'pending' → stays approved with the
     * gateway's id; a failure → back to pending and service_unavailable, so the cashier sees
     * that nothing was paid and may try again or pay by hand.
     */
    async payViaGateway(caller: StaffCaller, detail: WithdrawalDetail): Promise<void> {
      const { withdrawal, bankAccount } = detail;
      const gateway = deps.gateways.get(payoutGatewayName);
      let result;
      try {
        if (!gateway) throw new Error(`payout gateway ${payoutGatewayName} is not configured`);
        result = await gateway.payout({
          orderNo: withdrawal.orderNo,
          amount: withdrawal.amount,
          currency: caller.merchant.currencyCode,
          bank: {
            bankCode: bankAccount.bankCode,
            accountNumber: bankAccount.accountNumber,
            holderName: bankAccount.holderName,
          },
        });
      } catch (error) {
        log.error({ err: error, withdrawalId: withdrawal.id }, 'withdrawal payout failed');
        await review.revertFailedPayout(caller, withdrawal.id, 'gateway_error');
        throw new AppError('service_unavailable', { cause: error });
      }

      if (result.status === 'pending') {
        await review.recordPayoutPending(caller, withdrawal.id, result.gatewayTxnId);
        return;
      }
      try {
        await review.markPaid(caller, withdrawal.id, { gatewayTxnId: result.gatewayTxnId });
      } catch (error) {
        // a cashier marked it paid by hand meanwhile: the ledger moved once, which is right
        if (error instanceof AppError && error.code === 'invalid_state') {
          log.warn(
            { withdrawalId: withdrawal.id },
            'gateway paid a withdrawal already marked paid',
          );
          return;
        }
        throw error;
      }
    },
  };
}
