import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { isLotteryKind } from '@lobby/game-math';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { appPaths, withSearch } from '../../../lib/app-paths.ts';
import { formatAmount } from '../../../lib/format.ts';
import { useSessionState } from '../../session/index.ts';
import { useLotteryBalance } from './api/lottery-bets.ts';
import { useLotteryCurrent, useLotteryGames } from './api/lottery-reads.ts';
import { useLotterySession } from './api/lottery-session.ts';
import { BetBoard } from './components/bet-board.tsx';
import { BetSlip } from './components/bet-slip.tsx';
import { IssuePanel } from './components/issue-panel.tsx';
import { MyBets } from './components/my-bets.tsx';
import { ResultsPanel } from './components/results-panel.tsx';
import { TrendPanel } from './components/trend-panel.tsx';
import { usePicks } from './use-picks.ts';
import './lottery-fast.css';

/**
 * /lottery?gameCode= (lazy area lottery): the fast games (5D, PK10, K3, 11x5, Keno) with the
 * game switcher, the current issue's countdown, the bet board, the slip with chase orders,
 * results with verify links, trends and my bets. A game code that is no fast game hands off
 * to the VN and Thai lottery pages.
 */
export function LotteryFastPage() {
  const { t } = useTranslation(['lottery-fast', 'lottery-errors']);
  const [params] = useSearchParams();
  const games = useLotteryGames();
  const asked = params.get('gameCode') ?? '';
  const codes = (games.data?.games ?? []).map((entry) => entry.game.code);

  if (!games.data) {
    return (
      <section className="lottery-fast" data-testid="lottery-page">
        <LoadState
          state={games.isError ? 'error' : 'loading'}
          className="lottery-fast__state"
          text={games.isError ? t('loadError') : t('loading')}
          retry={{
            label: t('retry'),
            className: 'ui-action ui-action--medium',
            onClick: () => void games.refetch(),
          }}
        />
      </section>
    );
  }
  if (asked !== '' && !codes.includes(asked)) return <HandOff gameCode={asked} />;
  const code = asked || codes[0];
  if (!code) {
    return (
      <section className="lottery-fast" data-testid="lottery-page">
        <h1 className="lottery-fast__title">{t('title')}</h1>
        <p className="lottery-fast__muted">{t('noGames')}</p>
      </section>
    );
  }
  return (
    <section className="lottery-fast" data-testid="lottery-page">
      <h1 className="lottery-fast__title">{t('title')}</h1>
      <nav className="lottery-chips lottery-switcher" aria-label={t('switcher')}>
        {codes.map((entry) => (
          <Link
            key={entry}
            className="lottery-chip"
            to={withSearch(appPaths.lottery, { gameCode: entry })}
            aria-current={entry === code ? 'page' : undefined}
            data-testid={`lottery-game-${entry}`}
          >
            {t(`game.${entry}`, { defaultValue: entry.toUpperCase() })}
          </Link>
        ))}
      </nav>
      <FastGame key={code} code={code} />
    </section>
  );
}

/** One fast game: everything below the switcher. */
function FastGame({ code }: { code: string }) {
  const { t } = useTranslation('lottery-fast');
  const { isLogin } = useSessionState();
  const current = useLotteryCurrent(code);
  const picks = usePicks();
  const session = useLotterySession(code, isLogin);
  const playerToken = session.data?.token;
  const balance = useLotteryBalance(playerToken);
  const kind = current.data?.game.kind;
  if (!current.data || !kind || !isLotteryKind(kind)) {
    return (
      <LoadState
        state={current.isError ? 'error' : 'loading'}
        className="lottery-fast__state"
        text={current.isError ? t('loadError') : t('loading')}
      />
    );
  }
  return (
    <>
      <IssuePanel code={code} kind={kind} />
      {balance.data && (
        <p className="lottery-fast__balance" data-testid="lottery-balance">
          {t('balance', { balance: formatAmount(balance.data.balance) })}
        </p>
      )}
      <BetBoard kind={kind} picks={picks} />
      {!isLogin ? (
        <p className="lottery-fast__muted">
          <Link to={appPaths.login}>{t('loginToBet')}</Link>
        </p>
      ) : playerToken ? (
        <BetSlip data={current.data} kind={kind} picks={picks} playerToken={playerToken} />
      ) : session.isError ? (
        <p className="lottery-fast__error" role="alert">
          {t('sessionError')}
        </p>
      ) : null}
      <ResultsPanel code={code} kind={kind} />
      <TrendPanel code={code} kind={kind} />
      {playerToken && <MyBets code={code} playerToken={playerToken} />}
    </>
  );
}

/**
 * A game code that is no fast game: the VN and Thai lotteries have pages of their own
 * (§4.9), so the member is offered those rather than an empty board.
 */
function HandOff({ gameCode }: { gameCode: string }) {
  const { t } = useTranslation('lottery-fast');
  return (
    <section className="lottery-fast" data-testid="lottery-page">
      <h1 className="lottery-fast__title">{t('title')}</h1>
      <div className="lottery-fast__panel" role="status" data-testid="lottery-hand-off">
        <p>{t('handOff.text', { gameCode })}</p>
        <div className="lottery-chips">
          <Link
            className="ui-action ui-action--small"
            to={withSearch(appPaths.vnLottery, { gameCode })}
          >
            {t('handOff.vn')}
          </Link>
          <Link
            className="ui-action ui-action--small"
            to={withSearch(appPaths.seaLottery, { gameCode })}
          >
            {t('handOff.thai')}
          </Link>
          <Link className="ui-action ui-action--small" to={appPaths.lottery}>
            {t('handOff.fast')}
          </Link>
        </div>
      </div>
    </section>
  );
}
