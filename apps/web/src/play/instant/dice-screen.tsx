import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { diceMultiplier, diceTargetRange, diceWinChance } from '@lobby/game-math';
import type { DiceDirection, DiceRollResult } from '@lobby/contracts';
import { GameLayout } from '../components/game-layout.tsx';
import { decimalsOf, formatPlayMoney } from '../components/money-text.ts';
import { PlayError } from '../components/play-error.tsx';
import { StakeField } from '../components/stake-field.tsx';
import { usePlayAction } from '../components/use-play-action.ts';
import { usePlayBalance } from '../components/use-play-balance.ts';
import { usePlayHistory } from '../fairness/use-play-history.ts';
import { diceTargetText } from '../fairness/verify-link.ts';
import type { GameScreenProps } from '../game-screen-props.ts';
import { rollDice } from './instant-api.ts';
import { formatMultiplier, startingStake } from './instant-texts.ts';

/** Keeps a target inside the allowed range of a direction. */
export function clampDiceTarget(target: number, direction: DiceDirection): number {
  const range = diceTargetRange(direction);
  return Math.min(range.max, Math.max(range.min, target));
}

/** Dice: roll 0.00–99.99 under or over a target; the chance sets the multiplier (RTP 99%). */
export default function DiceScreen({ gameCode, session }: GameScreenProps) {
  const { t } = useTranslation('originals');
  const targetId = useId();
  const { balance, setBalance, error: balanceError } = usePlayBalance(session);
  const { plays, record } = usePlayHistory();
  const action = usePlayAction();
  const decimals = decimalsOf(balance);
  const [stake, setStake] = useState(() => startingStake(decimals));
  const [target, setTarget] = useState(5000);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [last, setLast] = useState<DiceRollResult | null>(null);
  const bet = { target, direction };
  const range = diceTargetRange(direction);

  const changeDirection = (next: DiceDirection) => {
    setDirection(next);
    setTarget((current) => clampDiceTarget(current, next));
  };
  const roll = async () => {
    const result = await action.run((requestId) =>
      rollDice(session, { requestId, stake, target, direction }),
    );
    if (!result) return;
    setLast(result);
    setBalance(result.balance);
    record({
      roundId: result.roundId,
      gameCode,
      fairness: result.fairness,
      settings: { target: diceTargetText(target), direction },
    });
  };

  return (
    <GameLayout title={t('dice.title')} session={session} balance={balance} plays={plays}>
      <div className="dice">
        <output className="dice__result" data-testid="dice-result" aria-live="polite">
          {last ? diceTargetText(last.outcome.roll) : '–'}
        </output>
        {last && (
          <p className={last.outcome.isWin ? 'play-win' : 'play-loss'} data-testid="dice-verdict">
            {last.outcome.isWin
              ? t('common.youWon', { amount: formatPlayMoney(last.payout) })
              : t('common.noWin')}
          </p>
        )}
        <div className="play-field">
          <label htmlFor={targetId}>
            {t('dice.target')} <strong>{diceTargetText(target)}</strong>
          </label>
          <input
            id={targetId}
            type="range"
            data-testid="dice-target"
            min={range.min}
            max={range.max}
            step={1}
            value={target}
            onChange={(event) => setTarget(clampDiceTarget(Number(event.target.value), direction))}
          />
        </div>
        <fieldset className="play-choice">
          <legend>{t('dice.direction')}</legend>
          {(['under', 'over'] as const).map((choice) => (
            <label key={choice}>
              <input
                type="radio"
                name="dice-direction"
                value={choice}
                data-testid={`dice-direction-${choice}`}
                checked={direction === choice}
                onChange={() => changeDirection(choice)}
              />
              {t(`dice.${choice}`)}
            </label>
          ))}
        </fieldset>
        <dl className="play-facts">
          <dt>{t('dice.chance')}</dt>
          <dd data-testid="dice-chance">{(diceWinChance(bet) * 100).toFixed(2)}%</dd>
          <dt>{t('common.multiplier')}</dt>
          <dd data-testid="dice-multiplier">{formatMultiplier(diceMultiplier(bet))}</dd>
        </dl>
        <StakeField
          value={stake}
          onChange={setStake}
          decimals={decimals}
          disabled={action.isPending}
        />
        <button
          type="button"
          className="play-primary"
          data-testid="dice-roll"
          disabled={action.isPending}
          onClick={() => void roll()}
        >
          {t('dice.roll')}
        </button>
        <PlayError error={action.error ?? balanceError} />
      </div>
    </GameLayout>
  );
}
