import type { UseQueryResult } from '@tanstack/react-query';
import type { GetGamesResponse } from '@lobby/contracts';
import { GameCard } from '../../games/index.ts';
import { RowScroller } from './row-scroller.tsx';
import { RowStatus } from './row-status.tsx';

export interface GamesListProps {
  query: Pick<UseQueryResult<GetGamesResponse>, 'data' | 'isPending' | 'isError' | 'refetch'>;
  label: string;
  emptyText?: string;
  /** Load the first images eagerly (the row in view on arrival). */
  eager?: boolean;
}

/** A row of game cards from one game-list answer, with its loading, error and empty states. */
export function GamesList({ query, label, emptyText, eager = false }: GamesListProps) {
  if (query.isPending) return <RowStatus state="loading" />;
  if (query.isError || !query.data) {
    return <RowStatus state="error" onRetry={() => void query.refetch()} />;
  }
  if (query.data.content.length === 0) return <RowStatus state="empty" emptyText={emptyText} />;
  return (
    <RowScroller label={label}>
      {query.data.content.map((game, index) => (
        <li key={`${game.vassalage}-${game.nodeId}`}>
          <GameCard game={game} eager={eager && index < 6} />
        </li>
      ))}
    </RowScroller>
  );
}
