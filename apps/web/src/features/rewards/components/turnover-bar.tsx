import { useTranslation } from 'react-i18next';
import type { BonusView } from '@lobby/contracts';
import { useRewardFormat } from '../use-reward-format.ts';

/** A bonus's wagering as a bar: done of required, and what is left. */
export function TurnoverBar({ bonus }: { bonus: BonusView }) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  const percent = Math.max(0, Math.min(100, bonus.progressPercent));
  return (
    <div className="turnover" data-testid="turnover-bar" data-percent={percent}>
      <div
        className="turnover__track"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t('bonus.wagering')}
      >
        <span className="turnover__fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="turnover__text">
        <span data-testid="turnover-done">
          {t('bonus.progress', {
            done: format.amount(bonus.wageringDone),
            required: format.amount(bonus.wageringRequired),
          })}
        </span>
        <span data-testid="turnover-remaining">
          {t('bonus.remaining', { remaining: format.amount(bonus.wageringRemaining) })}
        </span>
      </p>
    </div>
  );
}
