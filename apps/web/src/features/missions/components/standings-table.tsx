import { useTranslation } from 'react-i18next';
import type { LeaderboardStandings } from '@lobby/contracts';
import { useMissionsView } from '../use-missions-view.ts';

/** A period's top list (masked names) and the member's own line below it when not in the top. */
export function StandingsTable({
  standings,
  testId,
}: {
  standings: LeaderboardStandings;
  testId: string;
}) {
  const { t } = useTranslation('missions');
  const view = useMissionsView();
  const { top, mine } = standings;
  const mineShownInTop = mine !== null && top.some((line) => line.isMe);
  const lines = mine && !mineShownInTop ? [...top, mine] : top;
  if (lines.length === 0) {
    return (
      <p className="board__empty" data-testid={`${testId}-empty`}>
        {t('board.empty')}
      </p>
    );
  }
  return (
    <table className="board__table" data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">{t('board.rank')}</th>
          <th scope="col">{t('board.player')}</th>
          <th scope="col">{t('board.score')}</th>
          <th scope="col">{t('board.prize')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr
            key={`${line.rank}-${line.player}`}
            className={line.isMe ? 'board__row board__row--me' : 'board__row'}
            data-testid={line.isMe ? 'board-row-me' : 'board-row'}
          >
            <td>{line.rank}</td>
            <td>{line.isMe ? t('board.you', { player: line.player }) : line.player}</td>
            <td>{line.score.startsWith('x') ? line.score : view.formatAmount(line.score)}</td>
            <td>{line.prize ? view.formatAmount(line.prize) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
