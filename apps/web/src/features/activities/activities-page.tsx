import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '../../components/ui/load-state.tsx';
import { useSessionState } from '../session/index.ts';
import { useActivities } from './api/list-activities.ts';
import { ActivityTabs } from './components/activity-tabs.tsx';
import { CouponForm } from './components/coupon-form.tsx';
import { kindKeys, stateKeys } from './activity-text-keys.ts';
import './activities.css';

/**
 * /activities (lazy area Activities): the activity centre beside /promotions (§1 "promotions
 * and activity centre"): every activity coming soon or open, and the coupon box.
 */
export function ActivitiesPage() {
  const { t } = useTranslation('activities');
  const { isLogin } = useSessionState();
  const activities = useActivities();

  return (
    <section className="activities" data-testid="activities-page">
      <ActivityTabs />
      <h1 className="activities__title">{t('centre.title')}</h1>
      <p className="activities__subtitle">{t('centre.subtitle')}</p>
      {isLogin && <CouponForm />}
      {!activities.data ? (
        <LoadState
          state={activities.isError ? 'error' : 'loading'}
          className="activities__state"
          text={activities.isError ? t('loadError') : t('loading')}
          retry={{
            label: t('retry'),
            className: 'ui-action ui-action--medium',
            onClick: () => void activities.refetch(),
          }}
        />
      ) : activities.data.content.length === 0 ? (
        <p className="activities__empty">{t('centre.empty')}</p>
      ) : (
        <ul className="activities__grid">
          {activities.data.content.map((activity) => (
            <li
              key={activity.id}
              className="activity-card"
              data-testid="activity-card"
              data-kind={activity.kind}
              data-state={activity.state}
            >
              <span className={`activity-card__kind activity-card__kind--${activity.kind}`}>
                {t(kindKeys[activity.kind])}
              </span>
              <h2 className="activity-card__title">{activity.title}</h2>
              <p className="activity-card__summary">{activity.summary}</p>
              <div className="activity-card__foot">
                <span className="activity-card__state">{t(stateKeys[activity.state])}</span>
                <Link
                  to={`/activities/${activity.id}`}
                  className="ui-action ui-action--small"
                  data-testid="activity-open"
                >
                  {t('centre.open')}
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
