import { useTranslation } from 'react-i18next';
import type { Deposit } from '@lobby/contracts';
import { useDeposits } from '../api/get-deposits.ts';
import { safePayUrl } from '../pay-page.ts';
import { depositStatusView } from '../status-view.ts';
import { HistoryCard } from './history-card.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';

const kindKeys: Record<Deposit['kind'], string> = {
  gateway: 'deposit.kindGateway',
  bank_transfer: 'deposit.kindBank',
};

/** The status of a deposit, with the way back to the gateway while it waits for payment. */
function DepositStatus({ deposit }: { deposit: Deposit }) {
  const { t } = useTranslation('wallet');
  const view = depositStatusView(deposit.status);
  const payUrl =
    deposit.status === 'pending' && deposit.kind === 'gateway' ? safePayUrl(deposit.payUrl) : null;
  return (
    <>
      <StatusBadge tone={view.tone} status={deposit.status} label={t(view.key)} />
      {payUrl && (
        <a className="wallet-table__link" href={payUrl}>
          {t('deposit.continuePayment')}
        </a>
      )}
      {deposit.reviewNote && <p className="wallet-table__note">{deposit.reviewNote}</p>}
    </>
  );
}

/** The member's recent deposits with their status; refreshed when the balance moves. */
export function DepositHistory() {
  const { t } = useTranslation('wallet');
  const deposits = useDeposits(true);
  return (
    <HistoryCard
      testId="deposit-history"
      rowTestId="deposit-row"
      title={t('history.depositsTitle')}
      emptyText={t('history.noDeposits')}
      channelLabel={t('history.method')}
      rows={deposits.data?.content}
      isError={deposits.isError}
      retry={() => void deposits.refetch()}
      rowState={(deposit) => deposit.status}
      channelCell={(deposit) => t(kindKeys[deposit.kind])}
      statusCell={(deposit) => <DepositStatus deposit={deposit} />}
    />
  );
}
