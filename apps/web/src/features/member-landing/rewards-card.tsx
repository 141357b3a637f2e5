import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { memberPagePath } from '../../lib/app-paths.ts';
import { useRewardBadge } from '../rewards/index.ts';

/** The landing's claimable rewards card: how many wait, and the way to the reward centre. */
export function RewardsCard() {
  const { t } = useTranslation('member-landing');
  const claimable = useRewardBadge().data?.claimable ?? 0;
  return (
    <section className="landing-card" data-testid="landing-rewards">
      <h2 className="landing-card__title">
        <Link to={memberPagePath('rewardCenter')}>{t('rewards.title')}</Link>
        <span className="landing-card__figure" data-testid="landing-rewards-count">
          {claimable}
        </span>
      </h2>
      <p className="landing-card__empty">
        {claimable > 0 ? t('rewards.waiting', { count: claimable }) : t('rewards.none')}
      </p>
    </section>
  );
}
