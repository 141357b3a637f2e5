import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isSlotCode, slotDefinitions } from '@lobby/game-math';
import type { SlotSpinResult } from '@lobby/contracts';
import { GameLayout } from '../components/game-layout.tsx';
import {
  decimalsOf,
  formatPlayMoney,
  isZeroAmount,
  minorToText,
} from '../components/money-text.ts';
import { PlayError } from '../components/play-error.tsx';
import { usePlayAction } from '../components/use-play-action.ts';
import { usePlayBalance } from '../components/use-play-balance.ts';
import { usePlayHistory } from '../fairness/use-play-history.ts';
import type { GameScreenProps } from '../game-screen-props.ts';
import { spinSlot } from './instant-api.ts';
import { slotStakeChoices, useSlotNames } from './slot-symbols.ts';
import { SlotWindow } from './slot-window.tsx';

/** A 5×3 video slot (Lotus Fortune, Jade Dragon): all lines, wilds, scatters, free spins. */
export default function SlotScreen({ gameCode, session }: GameScreenProps) {
  const { t } = useTranslation('originals');
  const stakeId = useId();
  const names = useSlotNames(gameCode);
  const lines = isSlotCode(gameCode) ? slotDefinitions[gameCode].paylines.length : 20;
  const { balance, setBalance, error: balanceError } = usePlayBalance(session);
  const { plays, record } = usePlayHistory();
  const action = usePlayAction();
  const decimals = decimalsOf(balance);
  const choices = slotStakeChoices(lines).map((minor) => minorToText(minor, decimals));
  const [stake, setStake] = useState(() => choices[0] ?? '1');
  const [last, setLast] = useState<SlotSpinResult | null>(null);
  const [screenIndex, setScreenIndex] = useState(0);
  const freeSpins = last?.outcome.freeSpins ?? [];
  const isWin = last !== null && !isZeroAmount(last.payout);
  const screen = last ? (screenIndex === 0 ? last.outcome.base : freeSpins[screenIndex - 1]) : null;

  const spin = async () => {
    const result = await action.run((requestId) =>
      spinSlot(session, gameCode, { requestId, stake }),
    );
    if (!result) return;
    setLast(result);
    setScreenIndex(0);
    setBalance(result.balance);
    record({ roundId: result.roundId, gameCode, fairness: result.fairness, settings: {} });
  };

  return (
    <GameLayout title={names.title} session={session} balance={balance} plays={plays}>
      <div className="slot">
        <SlotWindow gameCode={gameCode} screen={screen ?? null} />
        {freeSpins.length > 0 && (
          <div className="slot__free-spins" data-testid="slot-free-spins" role="status">
            <p>
              {t('slots.freeSpinsWon', {
                count: freeSpins.length,
                multiplier: last?.outcome.freeSpinMultiplier,
              })}
            </p>
            <p>
              {screenIndex === 0
                ? t('slots.baseSpin')
                : t('slots.freeSpinOf', { index: screenIndex, count: freeSpins.length })}
            </p>
            <button
              type="button"
              data-testid="slot-previous-screen"
              disabled={screenIndex === 0}
              onClick={() => setScreenIndex((index) => index - 1)}
            >
              {t('slots.previousScreen')}
            </button>
            <button
              type="button"
              data-testid="slot-next-screen"
              disabled={screenIndex === freeSpins.length}
              onClick={() => setScreenIndex((index) => index + 1)}
            >
              {t('slots.nextScreen')}
            </button>
          </div>
        )}
        {screen && screen.lineWins.length > 0 && (
          <ul className="slot__line-wins" data-testid="slot-line-wins">
            {screen.lineWins.map((win) => (
              <li key={win.line}>
                {t('slots.lineWin', {
                  line: win.line + 1,
                  symbol: names.symbol(win.symbol),
                  count: win.count,
                  amount: formatPlayMoney(win.win),
                })}
              </li>
            ))}
          </ul>
        )}
        {last && (
          <p className={isWin ? 'play-win' : 'play-loss'} data-testid="slot-win" aria-live="polite">
            {isWin
              ? t('common.youWon', { amount: formatPlayMoney(last.payout) })
              : t('common.noWin')}
          </p>
        )}
        <div className="play-field">
          <label htmlFor={stakeId}>{t('slots.totalBet', { lines })}</label>
          <select
            id={stakeId}
            data-testid="slot-stake"
            value={stake}
            disabled={action.isPending}
            onChange={(event) => setStake(event.target.value)}
          >
            {choices.map((choice) => (
              <option key={choice} value={choice}>
                {formatPlayMoney(choice)}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className="play-primary"
          data-testid="slot-spin"
          disabled={action.isPending}
          onClick={() => void spin()}
        >
          {t('slots.spin')}
        </button>
        <PlayError error={action.error ?? balanceError} />
      </div>
    </GameLayout>
  );
}
