import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LotteryBetView } from '@lobby/contracts';
import { formatAmount } from '../../../../lib/format.ts';
import { useCancelLotteryChase, useMyLotteryBets } from '../api/lottery-bets.ts';
import { lotteryVerifyPath } from '../verify-link.ts';
import { betStateKey } from '../lottery-text-keys.ts';

const open = (bet: LotteryBetView) => bet.state === 'placed' || bet.state === 'reserved';

/** My bets on this game: the issue, state, stake and return; a running chase can be stopped. */
export function MyBets({ code, playerToken }: { code: string; playerToken: string }) {
  const { t } = useTranslation('lottery-fast');
  const mine = useMyLotteryBets(playerToken);
  const cancel = useCancelLotteryChase();
  const bets = (mine.data?.bets ?? []).filter((bet) => bet.gameCode === code).slice(0, 20);
  const runningChases = [
    ...new Set(bets.filter((bet) => bet.chaseId !== null && open(bet)).map((bet) => bet.chaseId!)),
  ];
  return (
    <section className="lottery-fast__panel" aria-labelledby="lottery-mine-title">
      <h2 id="lottery-mine-title" className="lottery-fast__heading">
        {t('mine.title')}
      </h2>
      {bets.length === 0 ? (
        <p className="lottery-fast__muted">{t('mine.empty')}</p>
      ) : (
        <ul className="lottery-rows" data-testid="lottery-my-bets">
          {bets.map((bet) => (
            <li
              key={bet.id}
              className="lottery-rows__row"
              data-testid="lottery-my-bet"
              data-state={bet.state}
              data-chase={bet.chaseId ?? ''}
            >
              <span className="lottery-rows__issue">{bet.issueNo}</span>
              <span>{t(betStateKey(bet.state))}</span>
              <span>{formatAmount(bet.stake)}</span>
              <span>{bet.state === 'won' ? formatAmount(bet.payout) : ''}</span>
              {(bet.state === 'won' || bet.state === 'lost') && (
                <Link
                  className="lottery-rows__link"
                  to={lotteryVerifyPath(code, bet.issueNo)}
                  data-testid="lottery-my-bet-verify"
                  aria-label={t('results.verifyIssue', { issueNo: bet.issueNo })}
                >
                  {t('results.verify')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
      {runningChases.map((chaseId) => (
        <button
          key={chaseId}
          type="button"
          className="ui-action ui-action--small"
          disabled={cancel.isPending}
          onClick={() => cancel.start({ chaseId, playerToken })}
        >
          {t('mine.stopChase', { id: chaseId })}
        </button>
      ))}
    </section>
  );
}
