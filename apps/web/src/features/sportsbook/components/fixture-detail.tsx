import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadState } from '../../../components/ui/load-state.tsx';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useSportsFixture } from '../api/sportsbook-catalogue.ts';
import { useBookParams } from '../book-params.ts';
import { marketLabel, nameIn, selectionLabel } from '../labels.ts';
import { LiveScore } from './live-score.tsx';
import { PriceButton } from './price-button.tsx';
import { marketStateKeys } from '../text-keys.ts';

/** One fixture with every market, grouped by market (?fixture=id); live ones with their score. */
export function FixtureDetail({ fixtureId }: { fixtureId: number }) {
  const { t } = useTranslation('sportsbook');
  const lang = useCurrentLanguage();
  const { hrefWith } = useBookParams();
  const { data: fixture, isError, refetch } = useSportsFixture(fixtureId);
  const back = (
    <Link className="sb-back" to={hrefWith({ fixture: undefined })}>
      {t('fixture.back')}
    </Link>
  );
  if (!fixture) {
    return (
      <section className="sb-detail">
        {back}
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
      </section>
    );
  }
  const teams = { home: fixture.home, away: fixture.away };
  return (
    <section className="sb-detail" data-testid="sb-fixture-detail">
      {back}
      <p className="sb-muted">{nameIn(fixture.competition, lang)}</p>
      <h2 className="sb-detail__title">
        {fixture.isOutright
          ? nameIn(fixture.home, lang)
          : t('fixture.versus', {
              home: nameIn(fixture.home, lang),
              away: nameIn(fixture.away, lang),
            })}
      </h2>
      {fixture.isLive && <LiveScore fixture={fixture} />}
      {fixture.state === 'ended' && (
        <p className="sb-detail__result">
          {t('results.score', { home: fixture.score.home, away: fixture.score.away })}
        </p>
      )}
      {fixture.markets.map((market) => (
        <section key={market.id} className="sb-market" aria-label={marketLabel(t, market)}>
          <h3 className="sb-market__title">
            {marketLabel(t, market)}
            {market.state !== 'active' && (
              <span className="sb-badge">{t(marketStateKeys[market.state])}</span>
            )}
          </h3>
          <div className="sb-prices sb-prices--wrap">
            {market.selections.map((selection) => (
              <PriceButton
                key={selection.id}
                fixture={fixture}
                market={market}
                selection={selection}
                label={selectionLabel(t, lang, teams, market, selection)}
              />
            ))}
          </div>
        </section>
      ))}
    </section>
  );
}
