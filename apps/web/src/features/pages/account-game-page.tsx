import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appPaths } from '../../lib/app-paths.ts';
import { PlaceholderPage } from './components/placeholder-page.tsx';

/** /favorite and /recent (lazy area AccountGame): the player's own game lists. */
export function AccountGamePage() {
  const { t } = useTranslation('pages');
  const isRecent = useLocation().pathname.toLowerCase() === appPaths.recent;
  return isRecent ? (
    <PlaceholderPage
      icon="clock"
      testId="recent-page"
      title={t('common:route.recent')}
      subtitle={t('accountGames.recentSubtitle')}
      note={t('accountGames.recentNote')}
    />
  ) : (
    <PlaceholderPage
      icon="star"
      testId="favorite-page"
      title={t('common:route.favorite')}
      subtitle={t('accountGames.favoriteSubtitle')}
      note={t('accountGames.favoriteNote')}
    />
  );
}
