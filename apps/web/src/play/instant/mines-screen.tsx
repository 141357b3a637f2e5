import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minesCellCount, minesCountRange } from '@lobby/game-math';
import type { MinesGame, MinesPlayResult } from '@lobby/contracts';
import { GameLayout } from '../components/game-layout.tsx';
import { decimalsOf, formatPlayMoney } from '../components/money-text.ts';
import { PlayError } from '../components/play-error.tsx';
import { StakeField } from '../components/stake-field.tsx';
import { usePlayAction } from '../components/use-play-action.ts';
import { usePlayHistory } from '../fairness/use-play-history.ts';
import type { GameScreenProps } from '../game-screen-props.ts';
import { cashOutMines, fetchActiveMines, revealMinesCell, startMines } from './instant-api.ts';
import { formatMultiplier, startingStake } from './instant-texts.ts';
import { MinesBoard } from './mines-board.tsx';

const mineCounts = Array.from(
  { length: minesCountRange.max - minesCountRange.min + 1 },
  (_, index) => minesCountRange.min + index,
);

/** Mines: open safe cells on a 5×5 board to raise the multiplier; cash out before a mine. */
export default function MinesScreen({ gameCode, session }: GameScreenProps) {
  const { t } = useTranslation('originals');
  const minesId = useId();
  const [balance, setBalance] = useState<string | undefined>(undefined);
  const [game, setGame] = useState<MinesGame | null>(null);
  const [mines, setMines] = useState(3);
  const decimals = decimalsOf(balance);
  const [stake, setStake] = useState(() => startingStake(decimals));
  const { plays, record } = usePlayHistory();
  const action = usePlayAction();
  const isActive = game?.status === 'active';

  useEffect(() => {
    let isCurrent = true;
    fetchActiveMines(session).then(
      (answer) => {
        if (!isCurrent) return;
        setBalance(answer.balance);
        if (answer.game) setGame(answer.game);
      },
      (failure: unknown) => isCurrent && action.setError(failure),
    );
    return () => {
      isCurrent = false;
    };
    // the error setter is stable; the session is what matters
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  const accept = (result: MinesPlayResult | undefined) => {
    if (!result) return;
    setGame(result.game);
    setBalance(result.balance);
    record({
      roundId: result.game.roundId,
      gameCode,
      fairness: result.fairness,
      settings: { mines: String(result.game.mines) },
    });
  };
  const start = async () =>
    accept(await action.run((requestId) => startMines(session, { requestId, stake, mines })));
  const reveal = async (cell: number) =>
    accept(await action.run(() => revealMinesCell(session, cell)));
  const cashOut = async () => accept(await action.run(() => cashOutMines(session)));

  return (
    <GameLayout title={t('mines.title')} session={session} balance={balance} plays={plays}>
      <div className="mines">
        <MinesBoard
          game={game}
          cellCount={minesCellCount}
          disabled={!isActive || action.isPending}
          onReveal={(cell) => void reveal(cell)}
        />
        {game && !isActive && (
          <p
            className={game.status === 'busted' ? 'play-loss' : 'play-win'}
            data-testid="mines-verdict"
            aria-live="polite"
          >
            {game.status === 'busted'
              ? t('mines.busted')
              : t('common.youWon', { amount: formatPlayMoney(game.payout) })}
          </p>
        )}
        {isActive ? (
          <div className="mines__running">
            <dl className="play-facts">
              <dt>{t('common.multiplier')}</dt>
              <dd data-testid="mines-multiplier">{formatMultiplier(game.multiplier)}</dd>
              {game.nextMultiplier && (
                <>
                  <dt>{t('mines.next')}</dt>
                  <dd>{formatMultiplier(game.nextMultiplier)}</dd>
                </>
              )}
            </dl>
            <button
              type="button"
              className="play-primary"
              data-testid="mines-cashout"
              disabled={action.isPending || game.revealed.length === 0}
              onClick={() => void cashOut()}
            >
              {t('mines.cashOut', { amount: formatPlayMoney(game.payout) })}
            </button>
          </div>
        ) : (
          <div className="mines__setup">
            <div className="play-field">
              <label htmlFor={minesId}>{t('mines.mineCount')}</label>
              <select
                id={minesId}
                data-testid="mines-count"
                value={mines}
                onChange={(event) => setMines(Number(event.target.value))}
              >
                {mineCounts.map((count) => (
                  <option key={count} value={count}>
                    {count}
                  </option>
                ))}
              </select>
            </div>
            <StakeField
              value={stake}
              onChange={setStake}
              decimals={decimals}
              disabled={action.isPending}
            />
            <button
              type="button"
              className="play-primary"
              data-testid="mines-start"
              disabled={action.isPending}
              onClick={() => void start()}
            >
              {t('mines.start')}
            </button>
          </div>
        )}
        <PlayError error={action.error} />
      </div>
    </GameLayout>
  );
}
