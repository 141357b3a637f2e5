import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CockfightSideName } from '@lobby/contracts';
import { LoadState } from '../../components/ui/load-state.tsx';
import { useSessionState } from '../session/index.ts';
import { useCockfightBoard } from './api/cockfight-board.ts';
import { useCockfightSession } from './api/cockfight-session.ts';
import { BetSlip } from './components/bet-slip.tsx';
import { FightSides } from './components/fight-sides.tsx';
import { TrendGrid } from './components/trend-grid.tsx';
import { useCockfightLive } from './use-cockfight-live.ts';
import { resultKeys, stateKeys } from './cockfight-text-keys.ts';
import './cockfight.css';

/**
 * /cockfight (lazy area Cockfight): the operator's running event with its video link, the
 * current fight's Meron / Draw / Wala pools live, the bet slip, my bets, the trend grid and
 * the results. Where the brand has not enabled the player's country, only a notice.
 */
export function CockfightPage() {
  const { t } = useTranslation('cockfight');
  const { isLogin } = useSessionState();
  const board = useCockfightBoard();
  const available = board.data?.available === true;
  useCockfightLive(available);
  const session = useCockfightSession(available && isLogin);
  const [side, setSide] = useState<CockfightSideName | null>(null);

  if (!board.data) {
    return (
      <section className="cockfight" data-testid="cockfight-page">
        <LoadState
          state={board.isError ? 'error' : 'loading'}
          className="cockfight__state"
          text={board.isError ? t('loadError') : t('loading')}
          retry={{
            label: t('retry'),
            className: 'ui-action ui-action--medium',
            onClick: () => void board.refetch(),
          }}
        />
      </section>
    );
  }
  const { event, fights, trend, drawReturnMultiple } = board.data;
  if (!available) {
    return (
      <section className="cockfight" data-testid="cockfight-page">
        <h1 className="cockfight__title">{t('title')}</h1>
        <p className="cockfight__notice" role="alert" data-testid="cockfight-unavailable">
          {t('unavailable')}
        </p>
      </section>
    );
  }
  const current = fights.find((fight) => fight.state !== 'resulted') ?? fights[0];
  const results = fights.filter((fight) => fight.result !== null);
  const canBet = current?.state === 'open' || current?.state === 'last_call';

  return (
    <section className="cockfight" data-testid="cockfight-page">
      <h1 className="cockfight__title">{t('title')}</h1>
      {!event ? (
        <p className="cockfight__muted">{t('noEvent')}</p>
      ) : (
        <>
          <p className="cockfight__event">
            {t('event', { arena: event.arena, date: event.eventDate })}
          </p>
          {event.videoUrl && (
            <a
              className="ui-action ui-action--small cockfight__video"
              href={event.videoUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('watch')}
            </a>
          )}
        </>
      )}
      {current && (
        <section
          className="cockfight__panel"
          data-testid="cockfight-fight"
          data-state={current.state}
        >
          <h2 className="cockfight__heading">
            {t('fight.title', { number: current.fightNumber })}{' '}
            <span className={`cockfight__state-badge cockfight__state-badge--${current.state}`}>
              {t(stateKeys[current.state])}
            </span>
          </h2>
          <FightSides
            fight={current}
            drawReturnMultiple={drawReturnMultiple}
            chosen={side}
            onChoose={setSide}
            canBet={canBet && isLogin}
          />
          {current.wouldCancel && canBet && (
            <p className="cockfight__muted">{t('fight.wouldCancel')}</p>
          )}
          {current.result && <p className="cockfight__result">{t(resultKeys[current.result])}</p>}
        </section>
      )}
      {current &&
        (!isLogin ? (
          <p className="cockfight__muted">
            <Link to="/login">{t('loginToBet')}</Link>
          </p>
        ) : session.data ? (
          <BetSlip fight={current} side={side} playerToken={session.data.token} />
        ) : session.isError ? (
          <p className="cockfight__error" role="alert">
            {t('sessionError')}
          </p>
        ) : null)}
      <TrendGrid trend={trend} />
      <section className="cockfight__panel" aria-labelledby="cockfight-results">
        <h2 id="cockfight-results" className="cockfight__heading">
          {t('results.title')}
        </h2>
        {results.length === 0 ? (
          <p className="cockfight__muted">{t('results.empty')}</p>
        ) : (
          <ul className="cockfight-results">
            {results.map((fight) => (
              <li key={fight.id} className="cockfight-results__row">
                <span>{t('fight.title', { number: fight.fightNumber })}</span>
                <span className={`cockfight-results__result--${fight.result}`}>
                  {fight.result ? t(resultKeys[fight.result]) : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
