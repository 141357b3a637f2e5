import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DownlineRow } from '@lobby/contracts';
import { contractKindKeys } from '../../contracts/index.ts';
import { RemarkEditor } from './remark-editor.tsx';
import { subTeamReportPath } from '../sub-team-report.ts';

export interface DownlineCardProps {
  row: DownlineRow;
  /** Opens the row's own downlines (sub-agents with a team). */
  onDrillDown: (username: string) => void;
  /** Opens the offer dialog (direct downlines only: only they can be offered a contract). */
  onOffer: (row: DownlineRow) => void;
}

function dateText(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '—';
}

/** One downline: who, type, status, team, remark, running contracts and the actions. */
export function DownlineCard({ row, onDrillDown, onOffer }: DownlineCardProps) {
  const { t } = useTranslation('agents');
  return (
    <li className="agent-card" data-testid="downline-row" data-username={row.username}>
      <div className="agent-card__head">
        <strong className="agent-card__name">{row.username}</strong>
        <span className="agent-card__tag">
          {row.isAgent ? t('downlines.typeAgent') : t('downlines.typeMember')}
        </span>
        <span className={`agent-card__tag agent-card__tag--${row.status}`}>
          {row.status === 'active' ? t('downlines.active') : t('downlines.disabled')}
        </span>
      </div>
      <dl className="agent-card__facts">
        <div>
          <dt>{t('downlines.nickname')}</dt>
          <dd>{row.nickname}</dd>
        </div>
        <div>
          <dt>{t('downlines.level')}</dt>
          <dd>{row.depth}</dd>
        </div>
        <div>
          <dt>{t('downlines.teamSize')}</dt>
          <dd>{row.teamSize}</dd>
        </div>
        <div>
          <dt>{t('downlines.createdAt')}</dt>
          <dd>{dateText(row.createdAt)}</dd>
        </div>
        <div>
          <dt>{t('downlines.lastLoginAt')}</dt>
          <dd>{dateText(row.lastLoginAt)}</dd>
        </div>
        <div>
          <dt>{t('downlines.contracts')}</dt>
          <dd data-testid="downline-contracts">
            {row.contracts.length === 0
              ? t('downlines.noContract')
              : row.contracts.map((contract) => t(contractKindKeys[contract.kind])).join(', ')}
          </dd>
        </div>
      </dl>
      <RemarkEditor username={row.username} remark={row.remark} />
      <div className="agent-card__actions">
        {row.isAgent && row.teamSize > 0 && (
          <button
            type="button"
            className="ui-button ui-button--outline ui-button--small"
            onClick={() => onDrillDown(row.username)}
            data-testid="downline-drill"
          >
            {t('downlines.viewTeam')}
          </button>
        )}
        {row.isAgent && row.teamSize > 0 && (
          <>
            <Link
              className="ui-button ui-button--outline ui-button--small"
              to={subTeamReportPath('team-betting', row)}
              data-testid="downline-team-betting"
            >
              {t('downlines.teamBetting')}
            </Link>
            <Link
              className="ui-button ui-button--outline ui-button--small"
              to={subTeamReportPath('profit-loss', row)}
              data-testid="downline-team-profit-loss"
            >
              {t('downlines.teamProfitLoss')}
            </Link>
          </>
        )}
        {row.depth === 1 && row.status === 'active' && (
          <button
            type="button"
            className="ui-button ui-button--accent ui-button--small"
            onClick={() => onOffer(row)}
            data-testid="downline-offer"
          >
            {t('downlines.offer')}
          </button>
        )}
      </div>
    </li>
  );
}
