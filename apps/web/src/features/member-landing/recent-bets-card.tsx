import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/format.ts';
import { memberPagePath } from '../../lib/app-paths.ts';
import { useCurrentLanguage } from '../../lib/language.ts';
import { useBetRecords } from '../bets/index.ts';

/** The landing's recent bets: the last three rounds of the past week, and the betting record. */
export function RecentBetsCard() {
  const { t } = useTranslation('member-landing');
  const lang = useCurrentLanguage();
  const bets = useBetRecords({ pageNo: 1, pageSize: 3, lang }, true);
  const rounds = bets.data?.content ?? [];
  return (
    <section className="landing-card" data-testid="landing-bets">
      <h2 className="landing-card__title">
        <Link to={memberPagePath('personalHistoryCopy')}>{t('bets.title')}</Link>
      </h2>
      {bets.data && rounds.length === 0 && <p className="landing-card__empty">{t('bets.none')}</p>}
      <ul className="landing-card__list">
        {rounds.map((round) => (
          <li key={round.id} className="landing-card__row" data-testid="landing-bet">
            <span>{round.gameName}</span>
            <span>
              {t('bets.stake')} {formatAmount(round.stake)}
            </span>
            <span>
              {round.winLoss === null
                ? t('bets.open')
                : `${t('bets.result')} ${formatAmount(round.winLoss)}`}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
