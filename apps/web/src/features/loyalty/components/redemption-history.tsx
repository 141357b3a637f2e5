import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedemptionState } from '@lobby/contracts';
import { formatAmount } from '../../../lib/format.ts';
import { useCurrentLanguage } from '../../../lib/language.ts';
import { useRedemptions } from '../api/list-redemptions.ts';
import { LoyaltyLoadState } from './loyalty-load-state.tsx';
import { LoyaltyPager } from './loyalty-pager.tsx';

const stateKeys: Record<RedemptionState, string> = {
  in_process: 'state.in_process',
  approved: 'state.approved',
  rejected: 'state.rejected',
};

/** The redeem history (§4.11): in process, approved, or rejected with the reason. */
export function RedemptionHistory() {
  const { t } = useTranslation('loyalty');
  const [pageNo, setPageNo] = useState(1);
  const history = useRedemptions(useCurrentLanguage(), pageNo);
  if (!history.data) {
    return <LoyaltyLoadState isError={history.isError} retry={() => void history.refetch()} />;
  }
  if (history.data.content.length === 0) {
    return (
      <p className="loyalty__state" data-testid="redemptions-empty">
        {t('history.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="loyalty-list">
        {history.data.content.map((item) => (
          <li key={item.id} className="loyalty-row" data-testid="redemption-row">
            <div className="loyalty-row__main">
              <strong>{item.goodsName}</strong>
              <span className="loyalty__note">{new Date(item.createdAt).toLocaleString()}</span>
              {item.reason && (
                <span className="loyalty__note">
                  {t('history.reason', { reason: item.reason })}
                </span>
              )}
            </div>
            <span className="loyalty-row__amount">
              {t('history.points', { points: formatAmount(item.points, 0) })}
            </span>
            <span
              className={`loyalty-badge loyalty-badge--${item.state}`}
              data-testid="redemption-state"
            >
              {t(stateKeys[item.state])}
            </span>
          </li>
        ))}
      </ul>
      <LoyaltyPager
        pageNo={pageNo}
        totalPages={history.data.totalPages}
        onPage={setPageNo}
        testId="redemptions-pager"
      />
    </>
  );
}
