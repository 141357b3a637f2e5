import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamFigures } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { useTeamOverview } from '../api/get-team-overview.ts';
import { PageStatus } from '../components/page-status.tsx';
import {
  isPeriodComplete,
  PeriodPicker,
  periodQuery,
  type PeriodValue,
} from '../components/period-picker.tsx';

/** The money figures of the overview, by their text keys. */
const figureKeys: Array<{ field: keyof TeamFigures; key: string; money: boolean }> = [
  { field: 'betCount', key: 'figures.betCount', money: false },
  { field: 'betAmount', key: 'figures.betAmount', money: true },
  { field: 'validBet', key: 'figures.validBet', money: true },
  { field: 'payout', key: 'figures.payout', money: true },
  { field: 'profitLoss', key: 'figures.profitLoss', money: true },
  { field: 'depositCount', key: 'figures.depositCount', money: false },
  { field: 'depositAmount', key: 'figures.depositAmount', money: true },
  { field: 'withdrawalCount', key: 'figures.withdrawalCount', money: false },
  { field: 'withdrawalAmount', key: 'figures.withdrawalAmount', money: true },
];

/** agentTeamOverview (§2.6): team size, direct, new and active members, the team's figures. */
export function TeamOverviewPage() {
  const { t } = useTranslation('agents');
  const [period, setPeriod] = useState<PeriodValue>({ period: 'today', from: '', to: '' });
  const overview = useTeamOverview(periodQuery(period));
  const data = overview.data;
  return (
    <section className="agent-page" data-testid="agent-page-agentTeamOverview">
      <h2 className="agent-page__title">{t('page.teamOverview')}</h2>
      <PeriodPicker value={period} onChange={setPeriod} />
      {!isPeriodComplete(period) ? (
        <p className="agent-page__note">{t('period.pickRange')}</p>
      ) : !data ? (
        <PageStatus
          state={overview.isError ? 'error' : 'loading'}
          error={overview.error}
          onRetry={() => void overview.refetch()}
        />
      ) : (
        <>
          <p className="agent-page__note" data-testid="overview-range">
            {t('period.range', { from: data.range.from, to: data.range.to })}
          </p>
          <dl className="agent-stats" data-testid="team-overview">
            <div className="agent-stats__item">
              <dt>{t('overview.teamSize')}</dt>
              <dd data-testid="overview-team-size">{data.teamSize}</dd>
            </div>
            <div className="agent-stats__item">
              <dt>{t('overview.directMembers')}</dt>
              <dd data-testid="overview-direct">{data.directMembers}</dd>
            </div>
            <div className="agent-stats__item">
              <dt>{t('overview.newMembers')}</dt>
              <dd data-testid="overview-new">{data.newMembers}</dd>
            </div>
            <div className="agent-stats__item">
              <dt>{t('overview.activeMembers')}</dt>
              <dd data-testid="overview-active">{data.activeMembers}</dd>
            </div>
          </dl>
          <p className="agent-page__note">
            {t('overview.activeRule', {
              deposit: formatAmount(data.activeRule.minDeposit),
              bet: formatAmount(data.activeRule.minValidBet),
            })}
          </p>
          <dl className="agent-stats agent-stats--figures">
            {figureKeys.map(({ field, key, money }) => (
              <div key={field} className="agent-stats__item">
                <dt>{t(key)}</dt>
                <dd data-testid={`overview-${field}`}>
                  {money ? formatAmount(String(data.figures[field])) : data.figures[field]}
                </dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </section>
  );
}
