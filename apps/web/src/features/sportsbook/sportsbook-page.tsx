import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SportsOddsFormat } from '@lobby/contracts';
import { LoadState } from '../../components/ui/load-state.tsx';
import { useSessionState } from '../session/index.ts';
import { useSportsFixtures, useSportsMenu } from './api/sportsbook-catalogue.ts';
import { useBookSettings } from './api/sportsbook-member.ts';
import { useBookSession, type BookKind } from './api/sportsbook-session.ts';
import { BookContext, type BookState } from './book-context.tsx';
import { bookTabs, fixtureViewOf, useBookParams } from './book-params.ts';
import { FixtureDetail } from './components/fixture-detail.tsx';
import { FixtureRow } from './components/fixture-row.tsx';
import { OtherBooks } from './components/other-books.tsx';
import { useOddsFeed } from './live-feed/use-odds-feed.ts';
import { ResultsList } from './components/results-list.tsx';
import { SportMenu } from './components/sport-menu.tsx';
import { BetRecord } from './record/bet-record.tsx';
import { SlipDock } from './slip/slip-dock.tsx';
import { SlipProvider } from './slip/slip-store.tsx';
import './sportsbook.css';
import { emptyKeys, tabKeys } from './text-keys.ts';

/** The fixtures of the chosen sport and tab, each with its main prices. */
function FixtureList({
  sport,
  tab,
}: {
  sport: string | undefined;
  tab: (typeof bookTabs)[number];
}) {
  const { t } = useTranslation('sportsbook');
  const view = fixtureViewOf(tab) ?? 'today';
  const { data, isError, refetch } = useSportsFixtures(sport, view);
  if (!data) {
    return (
      <LoadState
        className="sb-state"
        state={isError ? 'error' : 'loading'}
        text={isError ? t('loadError') : t('loading')}
        retry={{
          label: t('retry'),
          className: 'ui-action ui-action--medium',
          onClick: () => void refetch(),
        }}
      />
    );
  }
  if (data.fixtures.length === 0) return <p className="sb-muted">{t(emptyKeys[view])}</p>;
  return (
    <ul className="sb-fixtures" data-testid="sb-fixtures">
      {data.fixtures.map((fixture) => (
        <FixtureRow key={fixture.id} fixture={fixture} />
      ))}
    </ul>
  );
}

/**
 * /sports and /esports (lazy area Sportsbook): Lobby's own book, phone first. The sport menu,
 * the tabs (live now, today, early, outrights, results, my bets), fixture rows with tappable
 * prices, a fixture's detail (?fixture=id), and the bet slip (a bottom sheet on a phone, a side
 * column on a desktop). Bets go through the book's game session (LOBBYSB or LOBBYES).
 */
function SportsbookPage({ book }: { book: BookKind }) {
  const { t } = useTranslation('sportsbook');
  const { isLogin } = useSessionState();
  const session = useBookSession(book, isLogin);
  const token = session.data?.token;
  const settings = useBookSettings(token).data;
  const [guestFormat, setGuestFormat] = useState<SportsOddsFormat>('decimal');
  const menu = useSportsMenu();
  const params = useBookParams();
  const sports = (menu.data?.sports ?? []).filter(
    (sport) => sport.isEsports === (book === 'esports'),
  );
  const sport = sports.find((one) => one.code === params.sport)?.code ?? sports[0]?.code;
  // prices, market states and scores arrive on the book's socket as they change (one fixture
  // while its detail is open); the queries' polling stays as the fallback
  useOddsFeed({ fixtureId: params.fixtureId });
  const state = useMemo<BookState>(
    () => ({
      book,
      isLogin,
      token,
      settings,
      format: settings?.oddsFormat ?? guestFormat,
      setFormat: setGuestFormat,
    }),
    [book, isLogin, token, settings, guestFormat],
  );

  return (
    <BookContext.Provider value={state}>
      <SlipProvider book={book}>
        <div className="sb-page" data-testid="sportsbook-page">
          <section className="sb-main">
            <h1 className="sb-title">{t(book === 'esports' ? 'title.esports' : 'title.sports')}</h1>
            {session.isError && (
              <p className="sb-error" role="alert">
                {t('sessionError')}
              </p>
            )}
            {menu.data && <SportMenu sports={sports} current={sport} />}
            {menu.isError && <p className="sb-error">{t('loadError')}</p>}
            <nav className="sb-tabs" aria-label={t('tab.label')}>
              {bookTabs.map((tab) => (
                <Link
                  key={tab}
                  className={`sb-tab${params.tab === tab ? ' sb-tab--current' : ''}`}
                  aria-current={params.tab === tab ? 'page' : undefined}
                  to={params.hrefWith({ tab, fixture: undefined })}
                  data-testid={`sb-tab-${tab}`}
                >
                  {t(tabKeys[tab])}
                </Link>
              ))}
            </nav>
            {params.fixtureId !== undefined ? (
              <FixtureDetail fixtureId={params.fixtureId} />
            ) : params.tab === 'bets' ? (
              <BetRecord />
            ) : params.tab === 'results' ? (
              <ResultsList sport={sport} />
            ) : (
              sport && <FixtureList sport={sport} tab={params.tab} />
            )}
            <OtherBooks book={book} />
          </section>
          <SlipDock />
        </div>
      </SlipProvider>
    </BookContext.Provider>
  );
}

export function SportsPage() {
  return <SportsbookPage book="sports" />;
}

export function EsportsPage() {
  return <SportsbookPage book="esports" />;
}
