import { useTranslation } from 'react-i18next';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useSportsResults } from '../api/sportsbook-catalogue.ts';
import { nameIn } from '../labels.ts';

/** The sport's results of the last 7 days: each match with its full-time and half-time score. */
export function ResultsList({ sport }: { sport: string | undefined }) {
  const { t } = useTranslation('sportsbook');
  const lang = useCurrentLanguage();
  const { data } = useSportsResults(sport, true);
  if (!data) return <p className="sb-muted">{t('loading')}</p>;
  if (data.fixtures.length === 0) return <p className="sb-muted">{t('results.empty')}</p>;
  return (
    <ul className="sb-results" data-testid="sb-results">
      {data.fixtures.map((fixture) => (
        <li key={fixture.id} className="sb-results__row">
          <span className="sb-muted">{nameIn(fixture.competition, lang)}</span>
          <span>
            {nameIn(fixture.home, lang)}{' '}
            <strong>
              {fixture.score.home} – {fixture.score.away}
            </strong>{' '}
            {nameIn(fixture.away, lang)}
          </span>
          {fixture.halfTime && (
            <span className="sb-muted">
              {t('live.halfTime', { home: fixture.halfTime.home, away: fixture.halfTime.away })}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
