import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useWalletFormat } from '../use-wallet-format.ts';

/** What every row of a wallet history has. */
interface HistoryRow {
  id: number;
  createdAt: string;
  orderNo: string;
  amount: string;
}

export interface HistoryCardProps<Row extends HistoryRow> {
  /** The card's test id; the table is `<testId>-table`, the title's id `<testId>-title`. */
  testId: string;
  /** The test id of each row. */
  rowTestId: string;
  title: string;
  emptyText: string;
  /** The label of the third column: how or where the money went. */
  channelLabel: string;
  /** The list as loaded: undefined while loading or after a failure. */
  rows?: Row[];
  isError: boolean;
  retry: () => void;
  /** The row's `data-status`. */
  rowState: (row: Row) => string;
  channelCell: (row: Row) => ReactNode;
  statusCell: (row: Row) => ReactNode;
  /** Shown below the table (a dialog opened from a row). */
  children?: ReactNode;
}

/** A card of the member's recent deposits or withdrawals: loading, failure, empty, or a table. */
export function HistoryCard<Row extends HistoryRow>(props: HistoryCardProps<Row>) {
  const { testId, rows, isError, retry } = props;
  const { t } = useTranslation('wallet');
  const { formatMoney, formatTime } = useWalletFormat();

  let body;
  if (!rows) {
    body = (
      <LoadState
        state={isError ? 'error' : 'loading'}
        className="wallet-state"
        text={isError ? t('history.loadError') : t('history.loading')}
        retry={{
          label: t('history.retry'),
          className: 'ui-action ui-action--small',
          onClick: retry,
        }}
      />
    );
  } else if (rows.length === 0) {
    body = <LoadState state="empty" className="wallet-state" text={props.emptyText} />;
  } else {
    body = (
      <div className="wallet-table-wrap">
        <table className="wallet-table" data-testid={`${testId}-table`}>
          <thead>
            <tr>
              <th scope="col">{t('history.time')}</th>
              <th scope="col">{t('history.orderNo')}</th>
              <th scope="col">{props.channelLabel}</th>
              <th scope="col">{t('history.amount')}</th>
              <th scope="col">{t('history.status')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} data-testid={props.rowTestId} data-status={props.rowState(row)}>
                <td>{formatTime(row.createdAt)}</td>
                <td className="wallet-table__order">{row.orderNo}</td>
                <td>{props.channelCell(row)}</td>
                <td className="wallet-table__amount">{formatMoney(row.amount)}</td>
                <td>{props.statusCell(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <section className="wallet-card" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <h2 className="wallet-card__title" id={`${testId}-title`}>
        {props.title}
      </h2>
      {body}
      {props.children}
    </section>
  );
}
