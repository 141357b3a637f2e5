import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';

/** A prize in words: the amount, as cash or as a bonus with its wagering. */
export function PrizeText({ prize }: { prize: { amount: string; bonusMultiplier: number } }) {
  const { t } = useTranslation('activities');
  const amount = formatAmount(prize.amount);
  return (
    <span className="activities__prize" data-testid="activity-prize">
      {prize.bonusMultiplier > 0
        ? t('prize.bonus', { amount, multiplier: prize.bonusMultiplier })
        : t('prize.cash', { amount })}
    </span>
  );
}
