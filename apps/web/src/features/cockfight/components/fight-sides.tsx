import { useTranslation } from 'react-i18next';
import type { CockfightFightView, CockfightSideName } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { sideKeys } from '../cockfight-text-keys.ts';

interface FightSidesProps {
  fight: CockfightFightView;
  drawReturnMultiple: number;
  chosen: CockfightSideName | null;
  onChoose: (side: CockfightSideName) => void;
  canBet: boolean;
}

/** Meron, Draw and Wala as three buttons, each with its live pool and payout per 100. */
export function FightSides({
  fight,
  drawReturnMultiple,
  chosen,
  onChoose,
  canBet,
}: FightSidesProps) {
  const { t } = useTranslation('cockfight');
  const payout = (side: CockfightSideName) =>
    side === 'draw'
      ? t('side.drawPays', { odds: drawReturnMultiple - 1 })
      : fight.payoutPer100[side] === null
        ? t('side.noPayout')
        : t('side.payout', { payout: fight.payoutPer100[side] });
  const sides: CockfightSideName[] = ['meron', 'draw', 'wala'];
  return (
    <div className="cockfight-sides">
      {sides.map((side) => (
        <button
          key={side}
          type="button"
          className={`cockfight-side cockfight-side--${side}`}
          aria-pressed={chosen === side}
          disabled={!canBet}
          onClick={() => onChoose(side)}
          data-testid={`cockfight-side-${side}`}
        >
          <span className="cockfight-side__name">{t(sideKeys[side])}</span>
          {side !== 'draw' && <span className="cockfight-side__entry">{fight[side]}</span>}
          <span className="cockfight-side__pool" data-testid={`cockfight-pool-${side}`}>
            {formatAmount(fight.pools[side])}
          </span>
          <span className="cockfight-side__payout">{payout(side)}</span>
        </button>
      ))}
    </div>
  );
}
