import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format.ts';

/** A prize in words: the amount, as cash or as a bonus with its wagering, and its points. */
export function PrizeText({
  prize,
}: {
  prize: { amount: string; bonusMultiplier: number; points?: number };
}) {
  const { t } = useTranslation('activities');
  const amount = formatAmount(prize.amount);
  const money =
    prize.bonusMultiplier > 0
      ? t('prize.bonus', { amount, multiplier: prize.bonusMultiplier })
      : t('prize.cash', { amount });
  const points = prize.points ?? 0;
  const noMoney = Number(prize.amount) === 0;
  return (
    <span className="activities__prize" data-testid="activity-prize">
      {points === 0
        ? money
        : noMoney
          ? t('prize.points', { points })
          : t('prize.pointsWith', { prize: money, points })}
    </span>
  );
}
