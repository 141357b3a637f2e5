import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useLeaderboards } from '../api/list-leaderboards.ts';
import { LeaderboardCard } from './leaderboard-card.tsx';

/** Every open leaderboard of the brand. */
export function LeaderboardList() {
  const { t } = useTranslation('missions');
  const boards = useLeaderboards();
  if (!boards.data) {
    return (
      <LoadState
        state={boards.isError ? 'error' : 'loading'}
        className="missions__state"
        text={boards.isError ? t('loadError') : t('loading')}
        retry={{
          label: t('retry'),
          className: 'ui-action ui-action--medium',
          onClick: () => void boards.refetch(),
        }}
      />
    );
  }
  if (boards.data.leaderboards.length === 0) {
    return (
      <p className="missions__state" data-testid="leaderboards-empty">
        {t('board.none')}
      </p>
    );
  }
  return (
    <ul className="missions__list missions__list--boards">
      {boards.data.leaderboards.map((board) => (
        <LeaderboardCard key={board.id} board={board} />
      ))}
    </ul>
  );
}
