import { useTranslation } from 'react-i18next';
import type { TeamTransactionRow } from '@lobby/contracts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { detailKeyOf, labelOf, statusOf, transactionTypeKeys } from '../../records/index.ts';
import { useTeamView } from '../use-team-view.ts';

/** The team's movements as cards: who, when, what, how much, its state and details. */
export function TeamTransactionList({ rows }: { rows: readonly TeamTransactionRow[] }) {
  // the codes' labels are the records' own
  const { t } = useTranslation('records');
  const view = useTeamView();
  return (
    <ul className="team-tx__list" data-testid="team-tx-list">
      {rows.map((row) => {
        const detailKey = row.detail === row.type ? undefined : detailKeyOf(row.detail);
        const status = statusOf(row.status);
        return (
          <li key={`${row.account}-${row.id}`} className="team-tx__row" data-testid="team-tx-row">
            <div className="team-tx__head">
              <strong data-testid="team-tx-account-name">{row.account}</strong>
              <span
                className={row.amount.startsWith('-') ? 'team-tx__out' : 'team-tx__in'}
                data-testid="team-tx-amount"
              >
                {view.formatSigned(row.amount)}
              </span>
            </div>
            <div className="team-tx__meta">
              <span>
                {labelOf(transactionTypeKeys, row.type, t)}
                {detailKey && ` · ${t(detailKey)}`}
              </span>
              <StatusBadge
                tone={status.tone}
                status={row.status}
                label={status.key ? t(status.key) : row.status}
              />
            </div>
            <div className="team-tx__meta">
              <time dateTime={row.createdAt}>{view.formatTime(row.createdAt)}</time>
              {row.note && <span>{row.note}</span>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
