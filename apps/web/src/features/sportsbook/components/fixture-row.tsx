import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SportsFixtureView, SportsMarketKind, SportsMarketView } from '@lobby/contracts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useBookParams } from '../book-params.ts';
import { marketLabel, nameIn, selectionLabel, shortPick } from '../labels.ts';
import { matchMinute } from './live-score.tsx';
import { PriceButton } from './price-button.tsx';

/** The main markets a row shows, in this order: 1X2 (match winner), handicap, over/under. */
const mainKinds: SportsMarketKind[] = [
  'match_1x2',
  'match_winner',
  'handicap',
  'map_handicap',
  'over_under',
];

export function mainMarkets(fixture: SportsFixtureView): SportsMarketView[] {
  const match = fixture.markets.filter((market) => market.period === 'match');
  return mainKinds.flatMap((kind) => match.find((market) => market.kind === kind) ?? []);
}

/** A fixture of a list: when (or the live score), the teams, the main prices, a detail link. */
export function FixtureRow({ fixture }: { fixture: SportsFixtureView }) {
  const { t } = useTranslation('sportsbook');
  const lang = useCurrentLanguage();
  const { hrefWith } = useBookParams();
  const markets = fixture.isOutright ? [] : mainMarkets(fixture);
  const teams = { home: fixture.home, away: fixture.away };
  return (
    <li className="sb-fixture" data-testid={`sb-fixture-${fixture.id}`}>
      <div className="sb-fixture__head">
        {fixture.isLive ? (
          <span className="sb-badge sb-badge--live">
            {t('live.minute', { minute: matchMinute(fixture.startsAt) })}
          </span>
        ) : (
          <time className="sb-muted" dateTime={fixture.startsAt}>
            {new Date(fixture.startsAt).toLocaleString(lang, {
              month: 'short',
              day: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
            })}
          </time>
        )}
        {fixture.isSimulated && (
          <span className="sb-badge sb-badge--simulated">{t('live.simulated')}</span>
        )}
        <Link className="sb-fixture__more" to={hrefWith({ fixture: fixture.id })}>
          {t('fixture.more', { count: fixture.marketCount })}
        </Link>
      </div>
      <p className="sb-fixture__teams">
        {fixture.isOutright ? (
          nameIn(fixture.home, lang)
        ) : (
          <>
            <span>{nameIn(fixture.home, lang)}</span>
            {fixture.isLive && (
              <strong className="sb-fixture__score">
                {fixture.score.home} – {fixture.score.away}
              </strong>
            )}
            <span>{nameIn(fixture.away, lang)}</span>
          </>
        )}
      </p>
      {markets.map((market) => (
        <div key={market.id} className="sb-fixture__market">
          <span className="sb-fixture__kind">{marketLabel(t, { ...market, line: null })}</span>
          <div className="sb-prices">
            {market.selections.map((selection) => (
              <PriceButton
                key={selection.id}
                fixture={fixture}
                market={market}
                selection={selection}
                label={shortPick(t, market, selection.code)}
                fullLabel={selectionLabel(t, lang, teams, market, selection)}
              />
            ))}
          </div>
        </div>
      ))}
    </li>
  );
}
