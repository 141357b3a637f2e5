import { useTranslation } from 'react-i18next';
import type { CockfightBoard } from '@lobby/contracts';
import { beadKeys, resultKeys } from '../cockfight-text-keys.ts';

/** The trend grid (bead road): the event's results in fight order, six to a column. */
export function TrendGrid({ trend }: { trend: CockfightBoard['trend'] }) {
  const { t } = useTranslation('cockfight');
  return (
    <section className="cockfight__panel" aria-labelledby="cockfight-trend">
      <h2 id="cockfight-trend" className="cockfight__heading">
        {t('trend.title')}
      </h2>
      {trend.length === 0 ? (
        <p className="cockfight__muted">{t('trend.empty')}</p>
      ) : (
        <ol className="cockfight-trend" data-testid="cockfight-trend">
          {trend.map((bead) => (
            <li
              key={bead.fightNumber}
              className={`cockfight-trend__bead cockfight-trend__bead--${bead.result}`}
              title={t('trend.bead', {
                number: bead.fightNumber,
                result: t(resultKeys[bead.result]),
              })}
            >
              {t(beadKeys[bead.result])}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
