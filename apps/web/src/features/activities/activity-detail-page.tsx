import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { ActivityDetail } from '@lobby/contracts';
import { LoadState } from '../../components/ui/load-state.tsx';
import { useActivity } from './api/get-activity.ts';
import { ActivityTabs } from './components/activity-tabs.tsx';
import { ApplicationForm } from './components/application-form.tsx';
import { CheckInCalendar } from './components/check-in-calendar.tsx';
import { CouponForm } from './components/coupon-form.tsx';
import { EnvelopeRain } from './components/envelope-rain.tsx';
import { LuckyWheel } from './components/lucky-wheel.tsx';
import { PrizeText } from './components/prize-text.tsx';
import { RafflePanel } from './components/raffle-panel.tsx';
import { kindKeys, stateKeys } from './activity-text-keys.ts';
import './activities.css';

/** The member's action for the activity's kind. */
function ActivityAction({ activity }: { activity: ActivityDetail }) {
  const { t } = useTranslation('activities');
  const { play } = activity;
  // a raffle stays on its page after the close: the result, its verify data and the claim
  if (play?.kind === 'raffle') {
    const open = activity.state === 'open';
    return <RafflePanel activityId={activity.id} open={open} play={play} />;
  }
  if (activity.state !== 'open') {
    return <p className="activities__note">{t(stateKeys[activity.state])}</p>;
  }
  if (!play) return <p className="activities__note">{t('detail.logIn')}</p>;
  switch (play.kind) {
    case 'deposit_bonus':
      return (
        <Link
          to="/promotions"
          className="ui-action ui-action--medium"
          data-testid="activity-promotion"
        >
          {t('detail.toPromotion')}
        </Link>
      );
    case 'check_in':
      return <CheckInCalendar activityId={activity.id} play={play} />;
    case 'lucky_wheel':
      return <LuckyWheel activityId={activity.id} play={play} />;
    case 'coupon':
      return (
        <>
          <p>
            {t('coupon.prize')} <PrizeText prize={play.prize} />
          </p>
          <CouponForm />
        </>
      );
    case 'application':
      return <ApplicationForm activityId={activity.id} play={play} />;
    case 'red_envelope_rain':
      return <EnvelopeRain activityId={activity.id} play={play} />;
    default:
      return play satisfies never;
  }
}

/** /activities/:id (lazy area Activities): an activity's texts and what the member can do. */
export function ActivityDetailPage() {
  const { t } = useTranslation('activities');
  const id = Number(useParams().id);
  const activity = useActivity(id);

  return (
    <section className="activities" data-testid="activity-detail">
      <ActivityTabs />
      {!activity.data ? (
        <LoadState
          state={activity.isError ? 'error' : 'loading'}
          className="activities__state"
          text={activity.isError ? t('loadError') : t('loading')}
          retry={{
            label: t('retry'),
            className: 'ui-action ui-action--medium',
            onClick: () => void activity.refetch(),
          }}
        />
      ) : (
        <article className="activity-detail" data-kind={activity.data.kind}>
          <span className={`activity-card__kind activity-card__kind--${activity.data.kind}`}>
            {t(kindKeys[activity.data.kind])}
          </span>
          <h1 className="activities__title">{activity.data.title}</h1>
          <p className="activities__subtitle">{activity.data.summary}</p>
          {activity.data.body.split(/\n\s*\n/).map((paragraph, index) => (
            <p key={index} className="activity-detail__body">
              {paragraph}
            </p>
          ))}
          <ActivityAction activity={activity.data} />
        </article>
      )}
    </section>
  );
}
