import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { GamePage } from '@lobby/contracts';
import { GameCard } from './game-card.tsx';
import type { FrameGame } from './use-start-game.ts';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { translateApiError } from '../../../lib/api-error-text.ts';
import { gamesOfPages } from '../list-paging.ts';

export type GamePagesQuery = Pick<
  UseInfiniteQueryResult<InfiniteData<GamePage>>,
  | 'data'
  | 'isPending'
  | 'isError'
  | 'error'
  | 'refetch'
  | 'hasNextPage'
  | 'fetchNextPage'
  | 'isFetchingNextPage'
  | 'isFetchNextPageError'
>;

export interface GameGridProps {
  query: GamePagesQuery;
  /** Accessible name of the list. */
  label: string;
  /** Shown when there is nothing to list. */
  emptyText: string;
  /** Where a game that runs in a frame opens (the page's game popup). */
  playInFrame?: (game: FrameGame) => void;
}

/**
 * Games in a grid with a "load more" button (§7.3 paging), and the loading, failed and empty
 * states. The first cards' images load at once, the rest as they scroll near.
 */
export function GameGrid({ query, label, emptyText, playInFrame }: GameGridProps) {
  const { t } = useTranslation('game-lobby');
  if (query.isPending) {
    return (
      <LoadState
        state="loading"
        className="game-grid__state"
        text={t('list.loading')}
        skeleton={
          <ul className="game-grid" aria-hidden="true">
            {Array.from({ length: 8 }, (_, index) => (
              <li key={index} className="game-grid__skeleton ui-skeleton" />
            ))}
          </ul>
        }
      />
    );
  }
  if (query.isError && !query.data) {
    return (
      <div data-testid="game-list-error">
        <LoadState
          state="error"
          className="game-grid__state"
          text={translateApiError(query.error, t)}
          retry={{
            label: t('list.retry'),
            className: 'ui-button ui-button--outline ui-button--small',
            onClick: () => void query.refetch(),
          }}
        />
      </div>
    );
  }
  const pages = query.data?.pages ?? [];
  const games = gamesOfPages(pages);
  if (games.length === 0) {
    return (
      <div data-testid="game-list-empty">
        <LoadState state="empty" className="game-grid__state" text={emptyText} />
      </div>
    );
  }
  const total = pages.at(-1)?.totalCount ?? games.length;
  return (
    <div className="game-grid__wrap">
      <ul className="game-grid" aria-label={label} data-testid="game-grid">
        {games.map((game, index) => (
          <li key={`${game.vassalage}-${game.nodeId}`}>
            <GameCard game={game} eager={index < 8} playInFrame={playInFrame} />
          </li>
        ))}
      </ul>
      <div className="game-grid__more">
        <p className="game-grid__count" data-testid="game-list-count">
          {t('list.shown', { shown: games.length, total: Math.max(total, games.length) })}
        </p>
        {query.isFetchNextPageError && <p role="alert">{translateApiError(query.error, t)}</p>}
        {query.hasNextPage && (
          <button
            type="button"
            className="ui-button ui-button--outline ui-button--medium"
            data-testid="game-load-more"
            disabled={query.isFetchingNextPage}
            aria-busy={query.isFetchingNextPage || undefined}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('list.loadingMore') : t('list.loadMore')}
          </button>
        )}
      </div>
    </div>
  );
}
