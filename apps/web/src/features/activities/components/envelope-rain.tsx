import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { catchEnvelope } from '../api/catch-envelope.ts';
import { useActivityAction } from '../use-activity-action.ts';
import { OutcomeLine } from './outcome-line.tsx';

type RainPlay = Extract<NonNullable<ActivityDetail['play']>, { kind: 'red_envelope_rain' }>;

/** Red-envelope rain: the tries left today, whether it rains, and the envelope to catch. */
export function EnvelopeRain({ activityId, play }: { activityId: number; play: RainPlay }) {
  const { t } = useTranslation('activities');
  const action = useActivityAction();
  const range = { min: formatAmount(play.minAmount), max: formatAmount(play.maxAmount) };

  return (
    <div className="rain" data-testid="envelope-rain">
      <p className="rain__range">{t('rain.range', range)}</p>
      <p className="rain__tries" data-testid="rain-tries-left">
        {t('rain.triesLeft', { count: play.triesLeft })}
      </p>
      {play.raining ? (
        <p className="rain__now">{t('rain.now')}</p>
      ) : (
        <p className="rain__next" data-testid="rain-next">
          {play.nextWindowAt
            ? t('rain.next', { time: new Date(play.nextWindowAt).toLocaleTimeString() })
            : t('rain.none')}
        </p>
      )}
      <button
        type="button"
        className="ui-action ui-action--medium rain__envelope"
        disabled={action.busy || !play.raining || play.triesLeft === 0}
        onClick={() =>
          void action.run(
            () => catchEnvelope(activityId),
            (envelope) =>
              Number(envelope.prize.amount) === 0
                ? t('rain.empty')
                : t('rain.caught', { amount: formatAmount(envelope.prize.amount) }),
          )
        }
        data-testid="rain-catch"
      >
        {t('rain.catch')}
      </button>
      <OutcomeLine outcome={action.outcome} />
    </div>
  );
}
