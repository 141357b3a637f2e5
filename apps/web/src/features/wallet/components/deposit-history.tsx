import { useTranslation } from 'react-i18next';
import type { Deposit } from '@lobby/contracts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useDeposits } from '../api/get-deposits.ts';
import { safePayUrl } from '../pay-page.ts';
import { depositStatusView } from '../status-view.ts';
import { useWalletFormat } from '../use-wallet-format.ts';
import { StatusBadge } from './status-badge.tsx';

const kindKeys: Record<Deposit['kind'], string> = {
  gateway: 'deposit.kindGateway',
  bank_transfer: 'deposit.kindBank',
};

/** The member's recent deposits with their status; refreshed when the balance moves. */
export function DepositHistory() {
  const { t } = useTranslation('wallet');
  const deposits = useDeposits(true);
  const { formatMoney, formatTime } = useWalletFormat();
  const rows = deposits.data?.content;

  let body;
  if (!rows) {
    body = (
      <LoadState
        state={deposits.isError ? 'error' : 'loading'}
        className="wallet-state"
        text={deposits.isError ? t('history.loadError') : t('history.loading')}
        retry={{
          label: t('history.retry'),
          className: 'ui-action ui-action--small',
          onClick: () => void deposits.refetch(),
        }}
      />
    );
  } else if (rows.length === 0) {
    body = <LoadState state="empty" className="wallet-state" text={t('history.noDeposits')} />;
  } else {
    body = (
      <div className="wallet-table-wrap">
        <table className="wallet-table" data-testid="deposit-history-table">
          <thead>
            <tr>
              <th scope="col">{t('history.time')}</th>
              <th scope="col">{t('history.orderNo')}</th>
              <th scope="col">{t('history.method')}</th>
              <th scope="col">{t('history.amount')}</th>
              <th scope="col">{t('history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((deposit) => {
              const view = depositStatusView(deposit.status);
              const payUrl =
                deposit.status === 'pending' && deposit.kind === 'gateway'
                  ? safePayUrl(deposit.payUrl)
                  : null;
              return (
                <tr key={deposit.id} data-testid="deposit-row" data-status={deposit.status}>
                  <td>{formatTime(deposit.createdAt)}</td>
                  <td className="wallet-table__order">{deposit.orderNo}</td>
                  <td>{t(kindKeys[deposit.kind])}</td>
                  <td className="wallet-table__amount">{formatMoney(deposit.amount)}</td>
                  <td>
                    <StatusBadge tone={view.tone} status={deposit.status} label={t(view.key)} />
                    {payUrl && (
                      <a className="wallet-table__link" href={payUrl}>
                        {t('deposit.continuePayment')}
                      </a>
                    )}
                    {deposit.reviewNote && (
                      <p className="wallet-table__note">{deposit.reviewNote}</p>
                    )}
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
      data-testid="deposit-history"
      aria-labelledby="deposit-history-title"
    >
      <h2 className="wallet-card__title" id="deposit-history-title">
        {t('history.depositsTitle')}
      </h2>
      {body}
    </section>
  );
}
