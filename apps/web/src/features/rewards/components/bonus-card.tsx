import { useTranslation } from 'react-i18next';
import type { BonusStatus, BonusView } from '@lobby/contracts';
import { StatusBadge, type StatusTone } from '../../../components/ui/status-badge.tsx';
import { useRewardFormat } from '../use-reward-format.ts';
import { TurnoverBar } from './turnover-bar.tsx';
import { wageringRuleKeys } from './wagering-rule-keys.ts';

const tones: Record<BonusStatus, StatusTone> = {
  pending: 'waiting',
  active: 'partial',
  completed: 'done',
  expired: 'neutral',
  forfeited: 'failed',
  cancelled: 'failed',
};

const statusKeys: Record<BonusStatus, string> = {
  pending: 'bonus.status.pending',
  active: 'bonus.status.active',
  completed: 'bonus.status.completed',
  expired: 'bonus.status.expired',
  forfeited: 'bonus.status.forfeited',
  cancelled: 'bonus.status.cancelled',
};

/** One bonus: its title, state, amount, dates, and (while it runs) the turnover bar. */
export function BonusCard({ bonus }: { bonus: BonusView }) {
  const { t } = useTranslation('rewards');
  const format = useRewardFormat();
  const running = bonus.status === 'active' || bonus.status === 'pending';
  return (
    <li className="reward-card" data-testid="bonus-card" data-status={bonus.status}>
      <div className="reward-card__head">
        <strong className="reward-card__title">{bonus.title ?? t('bonus.operatorTitle')}</strong>
        <StatusBadge
          tone={tones[bonus.status]}
          status={bonus.status}
          label={t(statusKeys[bonus.status])}
        />
      </div>
      <dl className="reward-card__facts">
        <div>
          <dt>{t('bonus.amount')}</dt>
          <dd data-testid="bonus-amount">{format.amount(bonus.amount)}</dd>
        </div>
        <div>
          <dt>{t('bonus.rule')}</dt>
          <dd>{t(wageringRuleKeys[bonus.wageringBase], { n: bonus.multiplier })}</dd>
        </div>
        {bonus.expiresAt && running && (
          <div>
            <dt>{t('bonus.expires')}</dt>
            <dd>{format.date(bonus.expiresAt)}</dd>
          </div>
        )}
        {bonus.endedAt && (
          <div>
            <dt>{t('bonus.ended')}</dt>
            <dd>{format.date(bonus.endedAt)}</dd>
          </div>
        )}
      </dl>
      {bonus.status === 'active' && <TurnoverBar bonus={bonus} />}
      {bonus.status === 'pending' && <p className="reward-card__note">{t('bonus.queued')}</p>}
    </li>
  );
}
