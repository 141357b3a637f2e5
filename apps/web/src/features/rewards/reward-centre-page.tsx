import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../components/ui/load-state.tsx';
import { appPaths, memberPagePath } from '../../lib/app-paths.ts';
import { TrialPrompt, useSessionState } from '../session/index.ts';
import { useRewardCentre } from './api/get-reward-centre.ts';
import { BonusCard } from './components/bonus-card.tsx';
import { EntryCard } from './components/entry-card.tsx';
import { OutcomeLine } from './components/outcome-line.tsx';
import { useRewardActions } from './use-reward-actions.ts';
import { useRewardFormat } from './use-reward-format.ts';
import './rewards.css';

/**
 * The reward centre (/member?page=rewardCenter, §2.5): what can be claimed now, bonuses in
 * progress with their turnover bar, entries waiting for a deposit, and the history.
 */
export function RewardCentrePage() {
  const { t } = useTranslation('rewards');
  const { isTrial } = useSessionState();
  const centre = useRewardCentre();
  const actions = useRewardActions();
  const format = useRewardFormat();

  if (isTrial) {
    return (
      <section className="rewards" data-testid="reward-centre-page">
        <h1 className="rewards__title">{t('centre.title')}</h1>
        <TrialPrompt testId="rewards-trial" className="rewards__state" offerRegister />
      </section>
    );
  }
  const data = centre.data;
  return (
    <section className="rewards" data-testid="reward-centre-page">
      <h1 className="rewards__title">{t('centre.title')}</h1>
      {!data ? (
        <LoadState
          state={centre.isError ? 'error' : 'loading'}
          className="rewards__state"
          text={centre.isError ? t('loadError') : t('loading')}
          retry={{
            label: t('retry'),
            className: 'ui-action ui-action--medium',
            onClick: () => void centre.refetch(),
          }}
        />
      ) : (
        <>
          <div className="rewards__summary">
            <p>
              {t('centre.bonusBalance')}{' '}
              <strong data-testid="bonus-balance">{format.amount(data.bonusBalance)}</strong>
            </p>
            <div className="rewards__links">
              <Link
                to={appPaths.promotions}
                className="ui-action ui-action--small"
                data-testid="rewards-to-promotions"
              >
                {t('centre.toPromotions')}
              </Link>
              <Link
                to={memberPagePath('bonusDetails')}
                className="ui-action ui-action--small"
                data-testid="rewards-to-details"
              >
                {t('centre.toDetails')}
              </Link>
            </div>
          </div>
          <OutcomeLine outcome={actions.outcome} />

          <h2 className="rewards__heading">{t('centre.claimable')}</h2>
          {data.claimable.length === 0 ? (
            <p className="rewards__empty" data-testid="reward-claimable-empty">
              {t('centre.noClaimable')}
            </p>
          ) : (
            <ul className="rewards__list" data-testid="claimable-list">
              {data.claimable.map((entry) => (
                <EntryCard
                  key={entry.id}
                  entry={entry}
                  busy={actions.busy !== null}
                  onClaim={() => void actions.claim(entry.id)}
                />
              ))}
            </ul>
          )}

          <h2 className="rewards__heading">{t('centre.inProgress')}</h2>
          {data.inProgress.length === 0 && data.joined.length === 0 ? (
            <p className="rewards__empty" data-testid="in-progress-empty">
              {t('centre.noneInProgress')}
            </p>
          ) : (
            <ul className="rewards__list" data-testid="in-progress-list">
              {data.inProgress.map((bonus) => (
                <BonusCard key={bonus.id} bonus={bonus} />
              ))}
              {data.joined.map((entry) => (
                <EntryCard key={`entry-${entry.id}`} entry={entry} busy={false} />
              ))}
            </ul>
          )}

          <h2 className="rewards__heading">{t('centre.history')}</h2>
          {data.history.length === 0 ? (
            <p className="rewards__empty">{t('centre.noHistory')}</p>
          ) : (
            <ul className="rewards__list" data-testid="history-list">
              {data.history.map((bonus) => (
                <BonusCard key={bonus.id} bonus={bonus} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
