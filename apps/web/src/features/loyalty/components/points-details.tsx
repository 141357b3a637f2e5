import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PointsEntryKind } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { usePointsDetails } from '../api/list-points-details.ts';
import { LoyaltyLoadState } from './loyalty-load-state.tsx';
import { LoyaltyPager } from './loyalty-pager.tsx';

const kindKeys: Record<PointsEntryKind, string> = {
  live: 'kind.live',
  lottery: 'kind.lottery',
  pvp: 'kind.pvp',
  rng: 'kind.rng',
  sports: 'kind.sports',
  deposit: 'kind.deposit',
  redeem: 'kind.redeem',
  refund: 'kind.refund',
  convert: 'kind.convert',
  expire: 'kind.expire',
  activity: 'kind.activity',
};

/** The points details (§3): earned by product and on deposits, spent, given back, expired. */
export function PointsDetails() {
  const { t } = useTranslation('loyalty');
  const [pageNo, setPageNo] = useState(1);
  const details = usePointsDetails(pageNo);
  if (!details.data) {
    return <LoyaltyLoadState isError={details.isError} retry={() => void details.refetch()} />;
  }
  if (details.data.content.length === 0) {
    return <p className="loyalty__state">{t('details.empty')}</p>;
  }
  return (
    <>
      <ul className="loyalty-list">
        {details.data.content.map((entry) => (
          <li key={entry.id} className="loyalty-row" data-testid="points-entry">
            <div className="loyalty-row__main">
              <strong>{t(kindKeys[entry.kind])}</strong>
              <span className="loyalty__note">{entry.day}</span>
            </div>
            <span
              className={`loyalty-row__amount${entry.points.startsWith('-') ? ' is-negative' : ''}`}
            >
              {entry.points.startsWith('-') ? '' : '+'}
              {formatAmount(entry.points, 0)}
            </span>
          </li>
        ))}
      </ul>
      <LoyaltyPager
        pageNo={pageNo}
        totalPages={details.data.totalPages}
        onPage={setPageNo}
        testId="points-details-pager"
      />
    </>
  );
}
