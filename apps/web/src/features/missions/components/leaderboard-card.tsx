import { useTranslation } from 'react-i18next';
import type { MemberLeaderboard } from '@lobby/contracts';
import { useMissionsView } from '../use-missions-view.ts';
import { Countdown } from './countdown.tsx';
import { StandingsTable } from './standings-table.tsx';

const metricKeys = { turnover: 'board.turnover', multiplier: 'board.multiplier' } as const;
const periodKeys = {
  daily: 'period.daily',
  weekly: 'period.weekly',
  monthly: 'period.monthly',
  custom: 'period.custom',
} as const;

/** One board: prizes, the current period (countdown, top list, own rank), the last closed one. */
export function LeaderboardCard({ board }: { board: MemberLeaderboard }) {
  const { t } = useTranslation('missions');
  const view = useMissionsView();
  const { current, previous } = board;
  const wonNow = current?.closedAt ? current.mine?.prize : undefined;
  const wonBefore = previous?.mine?.prize;
  return (
    <li className="board" data-testid="leaderboard-card" data-board-id={board.id}>
      <div className="board__head">
        <strong className="board__title">{board.title}</strong>
        <span className="board__meta">
          {t(periodKeys[board.period])} · {t(metricKeys[board.metric])}
          {board.gameType ? ` · ${t(`common:gameType.${board.gameType}`)}` : ''}
        </span>
      </div>
      <ol className="board__prizes" aria-label={t('board.prizes')}>
        {board.prizes.map((amount, index) => (
          <li key={index}>
            {t('board.prizeLine', { rank: index + 1, amount: view.formatAmount(amount) })}
          </li>
        ))}
      </ol>
      {current && (
        <section className="board__period">
          {current.closedAt ? (
            <>
              <p className="board__closed" data-testid="board-closed">
                {t('board.closed')}
              </p>
              {wonNow && (
                <p className="missions__done" data-testid="board-prize-won">
                  {t('board.won', { amount: view.formatAmount(wonNow), rank: current.mine!.rank })}
                </p>
              )}
            </>
          ) : (
            <Countdown endsAt={current.endsAt} testId="board-countdown" />
          )}
          <p className="board__mine" data-testid="board-mine">
            {current.mine ? t('board.mine', { rank: current.mine.rank }) : t('board.notRanked')}
          </p>
          <StandingsTable standings={current} testId="board-top" />
        </section>
      )}
      {previous && (
        <section className="board__period board__period--previous" data-testid="board-previous">
          <h3 className="board__subtitle">{t('board.previous')}</h3>
          {wonBefore && (
            <p className="missions__done" data-testid="board-previous-won">
              {t('board.won', { amount: view.formatAmount(wonBefore), rank: previous.mine!.rank })}
            </p>
          )}
          <StandingsTable standings={previous} testId="board-previous-top" />
        </section>
      )}
    </li>
  );
}
