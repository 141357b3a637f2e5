import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DepositStatus } from '@lobby/contracts';
import { useDeposits } from '../api/get-deposits.ts';
import { useWalletFormat } from '../use-wallet-format.ts';

/** The gateway sends the member back with `&deposit=<id>`: what became of that payment. */
export const returnedDepositParam = 'deposit';

const noticeKeys: Record<DepositStatus, string> = {
  pending: 'deposit.returnPending',
  completed: 'deposit.returnCompleted',
  failed: 'deposit.returnFailed',
  expired: 'deposit.returnFailed',
};

/**
 * Back from the gateway's pay page: says whether the deposit was credited, is still waiting
 * for the gateway's confirmation (the list and the balance follow live), or did not go through.
 */
export function DepositReturnNotice() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const { formatMoney } = useWalletFormat();
  const id = Number(params.get(returnedDepositParam));
  const deposits = useDeposits(Number.isSafeInteger(id) && id > 0);
  const deposit = deposits.data?.content.find((item) => item.id === id);
  if (!deposit) return null;
  return (
    <p
      className={`wallet-notice wallet-notice--${deposit.status}`}
      role="status"
      data-testid="deposit-return-notice"
      data-status={deposit.status}
    >
      {t(noticeKeys[deposit.status], {
        amount: formatMoney(deposit.amount),
        orderNo: deposit.orderNo,
      })}
    </p>
  );
}
