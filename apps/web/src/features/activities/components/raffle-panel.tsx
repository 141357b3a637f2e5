import { useTranslation } from 'react-i18next';
import type { ActivityDetail, RaffleResult } from '@lobby/contracts';
import { claimRafflePrize, takeRaffleTickets } from '../api/raffle.ts';
import { useActivityAction } from '../use-activity-action.ts';
import { OutcomeLine } from './outcome-line.tsx';
import { PrizeText } from './prize-text.tsx';

type RafflePlay = Extract<NonNullable<ActivityDetail['play']>, { kind: 'raffle' }>;

const ticketList = (ids: number[]) => ids.map((id) => `#${id}`).join(', ');

/** The drawn result: the revealed seed, the ticket list hash and the winning tickets. */
function RaffleDraw({ result }: { result: RaffleResult }) {
  const { t } = useTranslation('activities');
  return (
    <div className="raffle__draw" data-testid="raffle-result">
      <h2 className="raffle__heading">{t('raffle.drawn')}</h2>
      <ol className="raffle__winners">
        {result.winners.map((winner) => (
          <li key={winner.rank} data-testid="raffle-winner" data-mine={winner.mine}>
            {t('raffle.rank', { rank: winner.rank })}:{' '}
            {t('raffle.winner', { ticket: winner.ticketId })}{' '}
            {winner.mine && <strong>({t('raffle.yours')})</strong>}{' '}
            <PrizeText prize={winner.prize} />
          </li>
        ))}
      </ol>
      <dl className="wheel__verify" data-testid="raffle-verify">
        <dt>{t('raffle.seed')}</dt>
        <dd>
          <code data-testid="raffle-server-seed">{result.serverSeed}</code>
        </dd>
        <dt>{t('raffle.listHash')}</dt>
        <dd>
          <code data-testid="raffle-list-hash">{result.ticketListHash}</code>
        </dd>
        <dt>{t('raffle.ticketCount')}</dt>
        <dd>{result.ticketCount}</dd>
      </dl>
      <p className="activities__note">{t('raffle.verify')}</p>
    </div>
  );
}

/**
 * A raffle: the prizes, the member's tickets, the committed seed hash; today's tickets while
 * open; after the draw the result with its verify data and the claim of a winning ticket.
 */
export function RafflePanel({
  activityId,
  open,
  play,
}: {
  activityId: number;
  open: boolean;
  play: RafflePlay;
}) {
  const { t } = useTranslation('activities');
  const action = useActivityAction();
  const result = play.result;
  const myWins = result?.winners.filter((winner) => winner.mine) ?? [];
  const unclaimed = myWins.some((winner) => !winner.claimed);

  return (
    <div className="raffle wheel" data-testid="raffle">
      <h2 className="raffle__heading">{t('raffle.prizes')}</h2>
      <ol className="wheel__table">
        {play.prizes.map((prize, index) => (
          <li key={index}>
            {t('raffle.rank', { rank: index + 1 })}: <PrizeText prize={prize} />
          </li>
        ))}
      </ol>
      <p className="wheel__left">{t('raffle.perDay', { count: play.ticketsPerDay })}</p>
      <p className="wheel__left" data-testid="raffle-my-tickets">
        {t('raffle.mine', { count: play.myTicketIds.length })}
        {play.myTicketIds.length > 0 &&
          ` · ${t('raffle.myTickets', { tickets: ticketList(play.myTicketIds) })}`}
      </p>
      <p className="wheel__left">{t('raffle.total', { count: play.ticketCount })}</p>
      <p className="wheel__hash">
        {t('raffle.hash')} <code data-testid="raffle-hash">{play.serverSeedHash}</code>
      </p>
      {!result && open && (
        <button
          type="button"
          className="ui-action ui-action--medium raffle__action"
          disabled={action.busy || play.tookToday}
          onClick={() =>
            void action.run(
              () => takeRaffleTickets(activityId),
              (taken) => t('raffle.taken', { tickets: ticketList(taken.ticketIds) }),
            )
          }
          data-testid="raffle-take"
        >
          {play.tookToday ? t('raffle.tookToday') : t('raffle.take')}
        </button>
      )}
      {!result && <p className="activities__note">{t('raffle.notDrawn')}</p>}
      {result && <RaffleDraw result={result} />}
      {myWins.length > 0 && (
        <button
          type="button"
          className="ui-action ui-action--medium raffle__action"
          disabled={action.busy || !unclaimed}
          onClick={() =>
            void action.run(
              () => claimRafflePrize(activityId),
              (claim) =>
                t('raffle.paid', {
                  prizes: claim.prizes.map((prize) => prize.amount).join(', '),
                }),
            )
          }
          data-testid="raffle-claim"
        >
          {unclaimed ? t('raffle.claim') : t('raffle.claimed')}
        </button>
      )}
      <OutcomeLine outcome={action.outcome} />
    </div>
  );
}
