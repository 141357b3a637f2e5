import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@lobby/contracts';
import { useWithdrawals } from '../api/get-withdrawals.ts';
import { awaitsConfirmation, withdrawalStatusView } from '../status-view.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { ConfirmReceiptDialog } from './confirm-receipt-dialog.tsx';
import { HistoryCard } from './history-card.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';

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
  const [confirming, setConfirming] = useState<Withdrawal | null>(null);
  return (
    <HistoryCard
      testId="withdrawal-history"
      rowTestId="withdrawal-row"
      title={t('history.withdrawalsTitle')}
      emptyText={t('history.noWithdrawals')}
      channelLabel={t('history.account')}
      rows={withdrawals.data?.content}
      isError={withdrawals.isError}
      retry={() => void withdrawals.refetch()}
      rowState={(withdrawal) => withdrawalStatusView(withdrawal).state}
      channelCell={({ bankAccount }) =>
        `${bankAccount.bankName} ${bankAccount.accountNumberMasked}`
      }
      statusCell={(withdrawal) => {
        const view = withdrawalStatusView(withdrawal);
        return (
          <>
            <StatusBadge tone={view.tone} status={view.state} label={t(view.key)} />
            <WithdrawalDetails
              withdrawal={withdrawal}
              autoConfirmMinutes={autoConfirmMinutes}
              onConfirm={() => setConfirming(withdrawal)}
            />
          </>
        );
      }}
    >
      {confirming && (
        <ConfirmReceiptDialog withdrawal={confirming} onClose={() => setConfirming(null)} />
      )}
    </HistoryCard>
  );
}
