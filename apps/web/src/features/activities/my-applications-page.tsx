import { useTranslation } from 'react-i18next';
import type { ApplicationView } from '@lobby/contracts';
import { LoadState } from '../../components/ui/load-state.tsx';
import { formatAmount } from '../../lib/format.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { claimApplication } from './api/apply-to-activity.ts';
import { useOwnApplications } from './api/list-own-applications.ts';
import { ActivityTabs } from './components/activity-tabs.tsx';
import { OutcomeLine } from './components/outcome-line.tsx';
import { PrizeText } from './components/prize-text.tsx';
import { useActivityAction } from './use-activity-action.ts';
import { applicationStateKeys } from './activity-text-keys.ts';
import './activities.css';

/** /activities/applications (lazy area Activities): the member's applications by §4.11 state. */
export function MyApplicationsPage() {
  const { t } = useTranslation('activities');
  const lang = useCurrentLanguage();
  const applications = useOwnApplications();
  const action = useActivityAction();

  const claim = (application: ApplicationView) =>
    void action.run(
      () => claimApplication(application.id, lang),
      () => t('applications.claimed', { amount: formatAmount(application.prize.amount) }),
    );

  return (
    <section className="activities" data-testid="my-applications">
      <ActivityTabs />
      <h1 className="activities__title">{t('applications.title')}</h1>
      <OutcomeLine outcome={action.outcome} />
      {!applications.data ? (
        <LoadState
          state={applications.isError ? 'error' : 'loading'}
          className="activities__state"
          text={applications.isError ? t('loadError') : t('loading')}
          retry={{
            label: t('retry'),
            className: 'ui-action ui-action--medium',
            onClick: () => void applications.refetch(),
          }}
        />
      ) : applications.data.content.length === 0 ? (
        <p className="activities__empty">{t('applications.empty')}</p>
      ) : (
        <ul className="applications">
          {applications.data.content.map((application) => (
            <li
              key={application.id}
              className="application-card"
              data-testid="application-card"
              data-state={application.state}
            >
              <h2 className="application-card__title">{application.activityTitle}</h2>
              <p
                className={`application-card__state application-card__state--${application.state}`}
              >
                {t(applicationStateKeys[application.state])}
              </p>
              {application.comment && (
                <p className="application-card__comment">{application.comment}</p>
              )}
              <p>
                {t('apply.prize')} <PrizeText prize={application.prize} />
              </p>
              {application.reason && (
                <p className="application-card__reason" data-testid="application-reason">
                  {t('applications.reason', { reason: application.reason })}
                </p>
              )}
              {application.state === 'issued' && (
                <button
                  type="button"
                  className="ui-action ui-action--medium"
                  disabled={action.busy}
                  onClick={() => claim(application)}
                  data-testid="application-claim"
                >
                  {t('applications.claim')}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
