import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs } from '../../components/ui/tabs.tsx';
import { formatAmount } from '../../lib/format.ts';
import { openModal } from '../../lib/modal-store.ts';
import { TrialPrompt, useSessionState } from '../session/index.ts';
import { usePointsSummary } from './api/get-points-summary.ts';
import { ConvertForm } from './components/convert-form.tsx';
import { GoodsGrid } from './components/goods-grid.tsx';
import { LoyaltyLoadState } from './components/loyalty-load-state.tsx';
import { PointsDetails } from './components/points-details.tsx';
import { RedemptionHistory } from './components/redemption-history.tsx';
import './loyalty.css';

type MallTab = 'goods' | 'history' | 'details';

/** The mall for a member whose brand runs the points system. */
function Mall() {
  const { t } = useTranslation(['loyalty', 'loyalty-errors']);
  const summary = usePointsSummary();
  const [tab, setTab] = useState<MallTab>('goods');
  if (!summary.data) {
    return <LoyaltyLoadState isError={summary.isError} retry={() => void summary.refetch()} />;
  }
  if (!summary.data.enabled) {
    return (
      <p className="loyalty__state" data-testid="points-off">
        {t('mall.off')}
      </p>
    );
  }
  const balance = summary.data.balance;
  return (
    <>
      <div className="loyalty-card mall-balance">
        <div>
          <p className="loyalty__note">{t('mall.balance')}</p>
          <strong className="loyalty__figure" data-testid="points-balance">
            {formatAmount(balance, 0)}
          </strong>
        </div>
        {summary.data.expiringSoon !== '0' && (
          <p className="loyalty__note" data-testid="points-expiring">
            {t('mall.expiring', { points: formatAmount(summary.data.expiringSoon, 0) })}
          </p>
        )}
      </div>
      <ConvertForm ratio={summary.data.pointsPerCashUnit} />
      <Tabs
        label={t('mall.sections')}
        tabs={[
          { value: 'goods', label: t('mall.goods'), testId: 'mall-tab-goods' },
          { value: 'history', label: t('mall.history'), testId: 'mall-tab-history' },
          { value: 'details', label: t('mall.details'), testId: 'mall-tab-details' },
        ]}
        value={tab}
        onValueChange={setTab}
        listClassName="loyalty-tabs"
        tabClassName="loyalty-tabs__tab"
      >
        {tab === 'goods' && <GoodsGrid balance={Number(balance)} />}
        {tab === 'history' && <RedemptionHistory />}
        {tab === 'details' && <PointsDetails />}
      </Tabs>
    </>
  );
}

/** /pointMall (lazy area PointMall): points balance, goods, redeem, convert, history, details. */
export function PointMallPage() {
  const { t } = useTranslation('loyalty');
  const { token, isTrial } = useSessionState();
  let body = <Mall />;
  if (token === null) {
    body = (
      <div className="loyalty__state" data-testid="point-mall-login">
        <p>{t('mall.loginFirst')}</p>
        <button
          type="button"
          className="ui-action ui-action--medium"
          onClick={() => openModal('login', {})}
        >
          {t('mall.login')}
        </button>
      </div>
    );
  } else if (isTrial) {
    body = <TrialPrompt testId="point-mall-trial" className="loyalty__state" />;
  }
  return (
    <section className="loyalty" data-testid="point-mall-page">
      <h1 className="loyalty__title">{t('mall.title')}</h1>
      {body}
    </section>
  );
}
