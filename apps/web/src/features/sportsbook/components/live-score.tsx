import { useTranslation } from 'react-i18next';
import type { SportsFixtureView } from '@lobby/contracts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { nameIn } from '../labels.ts';

/** The match minute from the kick-off (the book sends no clock): 1 to 90, then 90+. */
export function matchMinute(startsAt: string, now = Date.now()): string {
  const minute = Math.max(1, Math.floor((now - Date.parse(startsAt)) / 60_000) + 1);
  return minute > 90 ? '90+' : String(minute);
}

/** The live score panel of a live fixture: score, minute, and the simulated label. */
export function LiveScore({ fixture }: { fixture: SportsFixtureView }) {
  const { t } = useTranslation('sportsbook');
  const lang = useCurrentLanguage();
  return (
    <section className="sb-live" aria-label={t('live.panel')} data-testid="sb-live-score">
      <p className="sb-live__badges">
        <span className="sb-badge sb-badge--live">{t('live.badge')}</span>
        <span className="sb-live__minute">
          {t('live.minute', { minute: matchMinute(fixture.startsAt) })}
        </span>
        {fixture.isSimulated && (
          <span className="sb-badge sb-badge--simulated" data-testid="sb-simulated">
            {t('live.simulated')}
          </span>
        )}
      </p>
      <p className="sb-live__score">
        <span className="sb-live__team">{nameIn(fixture.home, lang)}</span>
        <strong className="sb-live__goals">
          {fixture.score.home} – {fixture.score.away}
        </strong>
        <span className="sb-live__team">{nameIn(fixture.away, lang)}</span>
      </p>
      {fixture.halfTime && (
        <p className="sb-muted">
          {t('live.halfTime', { home: fixture.halfTime.home, away: fixture.halfTime.away })}
        </p>
      )}
    </section>
  );
}
