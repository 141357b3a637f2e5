import { useTranslation } from 'react-i18next';
import type { BaccaratTableResult, TableRoundView } from '@lobby/contracts';
import type { GameScreenProps } from '../game-screen-props.ts';
import { BetControls } from './bet-controls.tsx';
import { MyResult } from './my-result.tsx';
import { PlayingCard } from './playing-card.tsx';
import { SpotButton } from './spot-button.tsx';
import { TableLayout } from './table-layout.tsx';
import { useSpotBets } from './use-spot-bets.ts';
import { useTable } from './use-table.ts';

const spots = [
  { spot: 'player_pair', odds: '11:1' },
  { spot: 'player', odds: '1:1' },
  { spot: 'tie', odds: '8:1' },
  { spot: 'banker', odds: '0.95:1' },
  { spot: 'banker_pair', odds: '11:1' },
] as const;

function baccaratResultOf(round: TableRoundView | undefined | null): BaccaratTableResult | null {
  return round?.result?.kind === 'baccarat' ? round.result : null;
}

/** The spots a result wins (a tie also returns player and banker stakes, not shown as wins). */
function winningSpots(result: BaccaratTableResult): Set<string> {
  const won = new Set<string>([result.winner]);
  if (result.playerPair) won.add('player_pair');
  if (result.bankerPair) won.add('banker_pair');
  return won;
}

/** Both hands of the shown result, with totals and the winner. */
function DealtHands({ result }: { result: BaccaratTableResult }) {
  const { t } = useTranslation('originals');
  return (
    <div className="baccarat-hands" data-testid="baccarat-result" data-winner={result.winner}>
      {(['player', 'banker'] as const).map((side) => (
        <div key={side} className={`baccarat-hand baccarat-hand--${side}`}>
          <h2>
            {t(`baccarat.spots.${side}`)}{' '}
            <span data-testid={`${side}-total`}>
              {side === 'player' ? result.playerTotal : result.bankerTotal}
            </span>
          </h2>
          <div className="baccarat-hand__cards">
            {result[side].map((card, index) => (
              <PlayingCard key={`${card}-${index}`} code={card} />
            ))}
          </div>
        </div>
      ))}
      <p className="baccarat-winner" aria-live="polite">
        {t(`baccarat.wins.${result.winner}`)}
      </p>
    </div>
  );
}

/** The bead road: the last results, oldest first, as coloured beads. */
function BeadRoad({ recent }: { recent: TableRoundView[] }) {
  const { t } = useTranslation('originals');
  const beads = recent
    .map(baccaratResultOf)
    .filter((result): result is BaccaratTableResult => result !== null)
    .reverse();
  return (
    <ol className="baccarat-road" aria-label={t('baccarat.road')} data-testid="baccarat-road">
      {beads.map((result, index) => (
        <li key={index} className={`baccarat-bead baccarat-bead--${result.winner}`}>
          <span aria-label={t(`baccarat.wins.${result.winner}`)}>
            {t(`baccarat.bead.${result.winner}`)}
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Baccarat (punto banco) at a shared table: chips on spots, the deal, the road. */
export default function BaccaratScreen({ session }: GameScreenProps) {
  const { t } = useTranslation('originals');
  const handle = useTable(session, 'baccarat');
  const bets = useSpotBets(session, 'baccarat', handle);
  const { state } = handle;
  const last = state?.recent[0];
  // while bets are open the last result stays on the table
  const display = baccaratResultOf(state?.round) ?? baccaratResultOf(last);
  const isDealt = state?.round?.phase !== 'betting';
  const winners = display && isDealt ? winningSpots(display) : new Set<string>();
  const myLast = (state?.myBets ?? []).filter(
    (bet) => bet.roundId === last?.roundId && bet.status !== 'placed',
  );
  return (
    <TableLayout
      title={t('baccarat.title')}
      session={session}
      state={state}
      serverNow={handle.serverNow}
      error={handle.error}
    >
      {display && <DealtHands result={display} />}
      <MyResult bets={myLast} />
      <div className="baccarat-spots">
        {spots.map(({ spot, odds }) => (
          <SpotButton
            key={spot}
            spot={spot}
            label={t(`baccarat.spots.${spot}`)}
            odds={odds}
            bets={bets}
            className={`baccarat-spot baccarat-spot--${spot}`}
            isWinner={winners.has(spot)}
          />
        ))}
      </div>
      <BetControls bets={bets} />
      <BeadRoad recent={state?.recent ?? []} />
    </TableLayout>
  );
}
