import { useTranslation } from 'react-i18next';
import type { LotteryKind } from '@lobby/game-math';
import { useLotteryTrend } from '../api/lottery-reads.ts';
import { ballText } from '../board-spec.ts';

const shown = 5;

/** Hot and cold numbers over the last issues, and the big/small road of the first number. */
export function TrendPanel({ code, kind }: { code: string; kind: LotteryKind }) {
  const { t } = useTranslation('lottery-fast');
  const trend = useLotteryTrend(code);
  if (!trend.data) return null;
  const { issues, counts, road } = trend.data;
  if (issues === 0) return null;
  const byCount = [...counts].sort((a, b) => b.count - a.count || a.number - b.number);
  const hot = byCount.slice(0, shown);
  const cold = byCount.slice(-shown).reverse();
  const most = Math.max(1, ...counts.map((entry) => entry.count));
  return (
    <section
      className="lottery-fast__panel"
      aria-labelledby="lottery-trend-title"
      data-testid="lottery-trend"
    >
      <h2 id="lottery-trend-title" className="lottery-fast__heading">
        {t('trend.title', { issues })}
      </h2>
      {[
        { label: t('trend.hot'), entries: hot, tone: 'hot' },
        { label: t('trend.cold'), entries: cold, tone: 'cold' },
      ].map((group) => (
        <div key={group.tone} className="lottery-trend__group">
          <h3 className="lottery-fast__subheading">{group.label}</h3>
          <ul className="lottery-trend__bars">
            {group.entries.map((entry) => (
              <li key={entry.number} className="lottery-trend__bar">
                <span className="lottery-trend__number">{ballText(kind, entry.number)}</span>
                <span
                  className={`lottery-trend__fill lottery-trend__fill--${group.tone}`}
                  style={{ width: `${(entry.count / most) * 100}%` }}
                />
                <span className="lottery-trend__count">{entry.count}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <h3 className="lottery-fast__subheading">{t('trend.road')}</h3>
      {road.length === 0 ? (
        <p className="lottery-fast__muted">{t('results.empty')}</p>
      ) : (
        <ol className="lottery-road" aria-label={t('trend.road')}>
          {road.map((bead, index) => (
            <li key={index} className={`lottery-road__bead lottery-road__bead--${bead}`}>
              {t(`trend.${bead}Short`)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
