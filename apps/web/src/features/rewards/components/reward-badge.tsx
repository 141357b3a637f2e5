import { useTranslation } from 'react-i18next';
import { useRewardBadge } from '../api/get-reward-badge.ts';

/** The count of rewards waiting to be claimed (§2.5); nothing when none wait. */
export function RewardBadge() {
  const { t } = useTranslation('rewards');
  const count = useRewardBadge().data?.claimable ?? 0;
  if (count <= 0) return null;
  return (
    <span className="reward-badge" data-testid="reward-badge" aria-label={t('badge', { count })}>
      {count}
    </span>
  );
}
