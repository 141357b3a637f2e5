import { useId, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { WinnerEntry } from '@lobby/contracts';
import { useWinnerBoard } from '../api/get-winner-board.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { formatAmount } from '../../../lib/format.ts';
import { useResizeMeasure } from '../../../lib/use-resize-measure.ts';
import { useStartGame } from '../../games/index.ts';
import { RowStatus } from './row-status.tsx';
import { useReducedMotion } from './use-reduced-motion.ts';
import { useWinnerBoardLive } from '../winner-live.ts';
import './winner-board.css';

/** §9: the board scrolls half a pixel a frame, at 60 frames a second. */
const scrollPxPerSecond = 0.5 * 60;

function WinnerRows({
  entries,
  onStart,
  hidden = false,
}: {
  entries: readonly WinnerEntry[];
  onStart: (entry: WinnerEntry) => void;
  hidden?: boolean;
}) {
  const { t } = useTranslation('home');
  return (
    <ul className="winner-board__list" aria-hidden={hidden || undefined} inert={hidden}>
      {entries.map((entry, index) => (
        <li key={`${entry.wonAt}-${entry.nodeId}-${index}`}>
          <button
            type="button"
            className="winner-board__entry"
            aria-label={t('winners.entry', {
              name: entry.customerName,
              game: entry.gameName,
              amount: `${entry.currencySymbol}${formatAmount(entry.winAmount)}`,
            })}
            onClick={() => onStart(entry)}
          >
            <span className="winner-board__name">{entry.customerName}</span>
            <span className="winner-board__game">{entry.gameName}</span>
            <span className="winner-board__amount">
              {`${entry.currencySymbol}${formatAmount(entry.winAmount)}`}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The winner board (§2.2): the latest big wins, kept live, scrolling slowly upwards in a loop;
 * clicking one starts that game on /seamless (guests get the login dialog). Stops on hover
 * and focus (CSS), and for visitors who prefer reduced motion, who scroll it themselves.
 */
export function WinnerBoard() {
  const { t } = useTranslation('home');
  const lang = useCurrentLanguage();
  const query = useWinnerBoard(lang);
  useWinnerBoardLive(lang);
  const { start, message } = useStartGame();
  const reducedMotion = useReducedMotion();
  const viewportRef = useRef<HTMLDivElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);
  /** Seconds one loop of the list takes; undefined while it fits and stands still. */
  const [loopSeconds, setLoopSeconds] = useState<number>();
  const titleId = useId();
  const entries = query.data ?? [];
  const animate = !reducedMotion && entries.length > 0;

  // the scrolling itself is a CSS animation (winner-board.css), run by the compositor: moving
  // the list from script read its height and rewrote it every frame, the page's largest cost
  // on a phone. Here the list is measured after the browser's layout, when its size changes.
  useResizeMeasure(
    trackRef,
    (track) => {
      const viewport = viewportRef.current;
      if (!animate || !viewport) return setLoopSeconds(undefined);
      // the track holds the list twice: after one list's height it starts over seamlessly
      const loop = track.scrollHeight / 2;
      setLoopSeconds(loop > viewport.clientHeight ? loop / scrollPxPerSecond : undefined);
    },
    [animate, query.data],
  );

  const startEntry = (entry: WinnerEntry) =>
    start({
      vassalage: entry.vassalage,
      gameType: entry.gameType,
      gameCode: entry.gameCode,
      isGame: 'GAME',
    });

  return (
    <section className="winner-board" data-testid="winner-board" aria-labelledby={titleId}>
      <h2 id={titleId} className="winner-board__title">
        {t('winners.title')}
      </h2>
      {message && (
        <p className="winner-board__message" role="alert">
          {t(message, { ns: 'games' })}
        </p>
      )}
      {query.isPending || query.isError || entries.length === 0 ? (
        <RowStatus
          state={query.isPending ? 'loading' : query.isError ? 'error' : 'empty'}
          placeholders={0}
          emptyText={t('winners.empty')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <div ref={viewportRef} className={`winner-board__viewport${animate ? ' is-animated' : ''}`}>
          <div
            ref={trackRef}
            className={`winner-board__track${loopSeconds ? ' is-scrolling' : ''}`}
            style={
              loopSeconds
                ? ({ '--winner-board-loop': `${loopSeconds}s` } as CSSProperties)
                : undefined
            }
          >
            <WinnerRows entries={entries} onStart={startEntry} />
            {animate && <WinnerRows entries={entries} onStart={startEntry} hidden />}
          </div>
        </div>
      )}
    </section>
  );
}
