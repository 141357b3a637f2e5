import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from './components/placeholder-page.tsx';

/** /seamless (lazy area Seamless): a game running inside the site, ?vassalage=&gameCode=. */
export function SeamlessPage() {
  const { t } = useTranslation('pages');
  const [params] = useSearchParams();
  const vendor = params.get('vassalage');
  const gameCode = params.get('gameCode');
  return (
    <PlaceholderPage
      icon="grid"
      testId="seamless-page"
      title={t('common:route.seamless')}
      subtitle={
        vendor ? t('seamless.game', { vendor, code: gameCode ?? '' }) : t('seamless.subtitle')
      }
      note={t('seamless.note')}
    />
  );
}
