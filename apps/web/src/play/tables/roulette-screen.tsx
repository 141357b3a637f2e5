import { useTranslation } from 'react-i18next';
import type { RouletteTableResult, TableRoundView } from '@lobby/contracts';
import type { GameScreenProps } from '../game-screen-props.ts';
import { BetControls } from './bet-controls.tsx';
import { MyResult } from './my-result.tsx';
import { RouletteBoard } from './roulette-board.tsx';
import { TableLayout } from './table-layout.tsx';
import { useSpotBets } from './use-spot-bets.ts';
import { useTable } from './use-table.ts';

function rouletteResultOf(round: TableRoundView | undefined | null): RouletteTableResult | null {
  return round?.result?.kind === 'roulette' ? round.result : null;
}

/** European roulette at a shared table: the board, the countdown, the number, the last numbers. */
export default function RouletteScreen({ session }: GameScreenProps) {
  const { t } = useTranslation('originals');
  const handle = useTable(session, 'roulette');
  const bets = useSpotBets(session, 'roulette', handle);
  const { state } = handle;
  const last = state?.recent[0];
  const current = rouletteResultOf(state?.round);
  const shown = current ?? rouletteResultOf(last);
  const myLast = (state?.myBets ?? []).filter(
    (bet) => bet.roundId === last?.roundId && bet.status !== 'placed',
  );
  const numbers = (state?.recent ?? [])
    .map(rouletteResultOf)
    .filter((result): result is RouletteTableResult => result !== null);
  return (
    <TableLayout
      title={t('roulette.title')}
      session={session}
      state={state}
      serverNow={handle.serverNow}
      error={handle.error}
    >
      <div className="roulette-result" aria-live="polite">
        {shown && (
          <span
            className={`roulette-ball roulette-ball--${shown.colour}`}
            data-testid="roulette-number"
            data-number={shown.number}
          >
            {shown.number}
          </span>
        )}
        <span>{shown ? t(`roulette.colours.${shown.colour}`) : t('roulette.noSpinYet')}</span>
      </div>
      <MyResult bets={myLast} />
      <RouletteBoard bets={bets} winning={current ? current.number : null} />
      <BetControls bets={bets} />
      <ol
        className="roulette-history"
        aria-label={t('roulette.lastNumbers')}
        data-testid="roulette-history"
      >
        {numbers.map((result, index) => (
          <li key={index} className={`roulette-ball roulette-ball--${result.colour}`}>
            {result.number}
          </li>
        ))}
      </ol>
    </TableLayout>
  );
}
