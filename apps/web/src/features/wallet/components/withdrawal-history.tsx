import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@lobby/contracts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { awaitsConfirmation, withdrawalStatusView } from '../status-view.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The details under a withdrawal's status: the answer to give, or what was answered. */
function WithdrawalDetails({
  withdrawal,
  autoConfirmMinutes,
  onConfirm,
}: {
  withdrawal: Withdrawal;
  autoConfirmMinutes: number;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('wallet');
  const { formatMoney, formatTime } = useWalletFormat();
  if (awaitsConfirmation(withdrawal)) {
    return (
      <>
        <button
          type="button"
          className="ui-action ui-action--small wallet-table__action"
          data-testid="withdrawal-confirm"
          onClick={onConfirm}
        >
          {t('confirm.open')}
        </button>
        <p className="wallet-table__note" data-testid="withdrawal-auto-confirm">
          {withdrawal.autoConfirmAt
            ? t('withdraw.autoConfirmAt', {
                minutes: autoConfirmMinutes,
                time: formatTime(withdrawal.autoConfirmAt),
              })
            : t('withdraw.autoConfirm', { minutes: autoConfirmMinutes })}
        </p>
      </>
    );
  }
  if (withdrawal.confirmation === 'partly_received' && withdrawal.amountReceived) {
    return (
      <p className="wallet-table__note" data-testid="withdrawal-remaining">
        {t('withdraw.partlyDetail', {
          received: formatMoney(withdrawal.amountReceived),
          remaining: formatMoney(withdrawal.remaining ?? '0'),
        })}
      </p>
    );
  }
  if (withdrawal.status === 'rejected' && withdrawal.reviewNote) {
    return <p className="wallet-table__note">{withdrawal.reviewNote}</p>;
  }
  return null;
}

/**
 * The member's recent withdrawals with their status; a paid one offers "Confirm receipt"
 * and says when it will count as received on its own (§4.11, §9).
 */
export function WithdrawalHistory({ autoConfirmMinutes }: { autoConfirmMinutes: number }) {
  const { t } = useTranslation('wallet');
  const withdrawals = useWithdrawals(true);
  const { formatMoney, formatTime } = useWalletFormat();
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  const rows = withdrawals.data?.content;

  let body;
  if (!rows) {
    body = (
      <LoadState
        state={withdrawals.isError ? 'error' : 'loading'}
        className="wallet-state"
        text={withdrawals.isError ? t('history.loadError') : t('history.loading')}
        retry={{
          label: t('history.retry'),
          className: 'ui-action ui-action--small',
          onClick: () => void withdrawals.refetch(),
        }}
      />
    );
  } else if (rows.length === 0) {
    body = <LoadState state="empty" className="wallet-state" text={t('history.noWithdrawals')} />;
  } else {
    body = (
      <div className="wallet-table-wrap">
        <table className="wallet-table" data-testid="withdrawal-history-table">
          <thead>
            <tr>
              <th scope="col">{t('history.time')}</th>
              <th scope="col">{t('history.orderNo')}</th>
              <th scope="col">{t('history.account')}</th>
              <th scope="col">{t('history.amount')}</th>
              <th scope="col">{t('history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((withdrawal) => {
              const view = withdrawalStatusView(withdrawal);
              return (
                <tr key={withdrawal.id} data-testid="withdrawal-row" data-status={view.state}>
                  <td>{formatTime(withdrawal.createdAt)}</td>
                  <td className="wallet-table__order">{withdrawal.orderNo}</td>
                  <td>
                    {withdrawal.bankAccount.bankName} {withdrawal.bankAccount.accountNumberMasked}
                  </td>
                  <td className="wallet-table__amount">{formatMoney(withdrawal.amount)}</td>
                  <td>
                    <StatusBadge tone={view.tone} status={view.state} label={t(view.key)} />
                    <WithdrawalDetails
                      withdrawal={withdrawal}
                      autoConfirmMinutes={autoConfirmMinutes}
                      onConfirm={() => setConfirming(withdrawal)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section
      className="wallet-card"
      data-testid="withdrawal-history"
      aria-labelledby="withdrawal-history-title"
    >
      <h2 className="wallet-card__title" id="withdrawal-history-title">
        {t('history.withdrawalsTitle')}
      </h2>
      {body}
      {confirming && (
        <ConfirmReceiptDialog withdrawal={confirming} onClose={() => setConfirming(null)} />
      )}
    </section>
  );
}
