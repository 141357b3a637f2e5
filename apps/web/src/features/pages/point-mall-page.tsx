import { useTranslation } from 'react-i18next';
import { PlaceholderPage, PlaceholderSections } from './components/placeholder-page.tsx';

/** /pointMall (lazy area PointMall): redeem goods, redeem history, points details. */
export function PointMallPage() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      icon="star"
      testId="point-mall-page"
      title={t('common:route.pointMall')}
      subtitle={t('pointMall.subtitle')}
      note={t('pointMall.note')}
    >
      <PlaceholderSections
        heading={t('pointMall.sections')}
        items={[
          { key: 'goods', title: t('pointMall.goods'), text: t('pointMall.goodsText') },
          { key: 'history', title: t('pointMall.history'), text: t('pointMall.historyText') },
          { key: 'details', title: t('pointMall.details'), text: t('pointMall.detailsText') },
        ]}
      />
    </PlaceholderPage>
  );
}
