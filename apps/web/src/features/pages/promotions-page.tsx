import { useTranslation } from 'react-i18next';
import { PlaceholderPage, PlaceholderSections } from './components/placeholder-page.tsx';

/** /promotions (lazy area Promotions): the activity centre. */
export function PromotionsPage() {
  const { t } = useTranslation('pages');
  return (
    <PlaceholderPage
      icon="gift"
      testId="promotions-page"
      title={t('common:route.promotions')}
      subtitle={t('promotions.subtitle')}
      note={t('promotions.note')}
    >
      <PlaceholderSections
        heading={t('promotions.sections')}
        items={[
          { key: 'all', title: t('promotions.all'), text: t('promotions.allText') },
          { key: 'rewards', title: t('promotions.rewards'), text: t('promotions.rewardsText') },
          { key: 'vip', title: t('promotions.vip'), text: t('promotions.vipText') },
          { key: 'missions', title: t('promotions.missions'), text: t('promotions.missionsText') },
        ]}
      />
    </PlaceholderPage>
  );
}
