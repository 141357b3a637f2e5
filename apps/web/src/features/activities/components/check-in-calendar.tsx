import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { checkIn } from '../api/play-activity.ts';
import { useActivityAction } from '../use-activity-action.ts';
import { OutcomeLine } from './outcome-line.tsx';

type CheckInPlay = Extract<NonNullable<ActivityDetail['play']>, { kind: 'check_in' }>;

/** The streak calendar: days done, today's prize, and the check-in button (once a day). */
export function CheckInCalendar({ activityId, play }: { activityId: number; play: CheckInPlay }) {
  const { t } = useTranslation('activities');
  const action = useActivityAction();
  const next = play.checkedInToday ? null : play.streak + 1;

  return (
    <div className="check-in" data-testid="check-in">
      <ol className="check-in__days">
        {play.days.map((prize, index) => {
          const day = index + 1;
          const state = day <= play.streak ? 'done' : day === next ? 'today' : 'later';
          return (
            <li
              key={day}
              className={`check-in__day check-in__day--${state}`}
              data-testid="check-in-day"
              data-state={state}
            >
              <span className="check-in__number">{t('checkIn.day', { day })}</span>
              <span className="check-in__amount">{formatAmount(prize.amount)}</span>
              {state === 'done' && <span className="sr-only">{t('checkIn.done')}</span>}
            </li>
          );
        })}
      </ol>
      <button
        type="button"
        className="ui-action ui-action--medium"
        disabled={action.busy || play.checkedInToday}
        onClick={() =>
          void action.run(
            () => checkIn(activityId),
            (award) =>
              t('checkIn.paid', { day: award.day, amount: formatAmount(award.prize.amount) }),
          )
        }
        data-testid="check-in-button"
      >
        {play.checkedInToday ? t('checkIn.comeBack') : t('checkIn.button')}
      </button>
      <OutcomeLine outcome={action.outcome} />
    </div>
  );
}
