import { useTranslation } from 'react-i18next';
import type { MemberMission } from '@lobby/contracts';
import { useMissionsView } from '../use-missions-view.ts';
import { Countdown } from './countdown.tsx';

const periodKeys = {
  daily: 'period.daily',
  weekly: 'period.weekly',
  monthly: 'period.monthly',
} as const;

/** The goal in words: amounts formatted, the game type named. */
function useGoalText(mission: MemberMission): string {
  const { t } = useTranslation('missions');
  const view = useMissionsView();
  const gameType = mission.gameType ? t(`common:gameType.${mission.gameType}`) : null;
  switch (mission.goalKind) {
    case 'valid_bet':
      return gameType
        ? t('goal.validBetOn', { amount: view.formatAmount(mission.target), gameType })
        : t('goal.validBet', { amount: view.formatAmount(mission.target) });
    case 'deposit_total':
      return t('goal.deposit', { amount: view.formatAmount(mission.target) });
    case 'distinct_vendors':
      return t('goal.vendors', { count: Number(mission.target) });
    case 'win_multiplier':
      return t('goal.multiplier', {
        count: Number(mission.target),
        multiplier: mission.multiplier ?? '',
      });
    default:
      return mission.goalKind satisfies never;
  }
}

export interface MissionCardProps {
  mission: MemberMission;
  busy: boolean;
  onClaim: (mission: MemberMission) => void;
}

/** One mission: its goal, a progress bar, the reward, the countdown and the claim button. */
export function MissionCard({ mission, busy, onClaim }: MissionCardProps) {
  const { t } = useTranslation('missions');
  const view = useMissionsView();
  const goal = useGoalText(mission);
  const isAmount = mission.goalKind === 'valid_bet' || mission.goalKind === 'deposit_total';
  const shown = (value: string) => (isAmount ? view.formatAmount(value) : value);
  return (
    <li className="mission-card" data-testid="mission-card" data-mission-id={mission.id}>
      <div className="mission-card__head">
        <span className="mission-card__period">{t(periodKeys[mission.period])}</span>
        <strong className="mission-card__title">{mission.title}</strong>
      </div>
      <p className="mission-card__goal">{goal}</p>
      <div
        className="mission-card__bar"
        role="progressbar"
        aria-label={goal}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={mission.percent}
      >
        <span className="mission-card__fill" style={{ width: `${mission.percent}%` }} />
      </div>
      <p className="mission-card__progress" data-testid="mission-progress">
        {t('progress', { progress: shown(mission.progress), target: shown(mission.target) })}
      </p>
      <div className="mission-card__foot">
        <span className="mission-card__reward">
          {t('reward', { amount: view.formatAmount(mission.reward) })}
        </span>
        <Countdown endsAt={mission.endsAt} testId="mission-countdown" />
      </div>
      {mission.locked ? (
        <p className="mission-card__locked" data-testid="mission-locked">
          {t('locked', { level: mission.minVipLevel })}
        </p>
      ) : mission.state === 'claimed' ? (
        <p className="mission-card__claimed" data-testid="mission-claimed">
          {t('claimed')}
        </p>
      ) : (
        <button
          type="button"
          className="ui-action ui-action--medium mission-card__claim"
          disabled={mission.state !== 'claimable' || busy}
          aria-busy={busy || undefined}
          data-testid="mission-claim"
          onClick={() => onClaim(mission)}
        >
          {mission.state === 'claimable' ? t('claim') : t('inProgress')}
        </button>
      )}
    </li>
  );
}
