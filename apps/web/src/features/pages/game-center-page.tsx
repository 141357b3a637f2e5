import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGameMenus, gameTypeTitleKeys, gameTypeOfPage } from '../games/index.ts';
import { PlaceholderPage } from './components/placeholder-page.tsx';
import { VendorCards } from './vendor-cards.tsx';

/** /sports, /esports, /lott, /elott (lazy area GameCenter): one lobby per vendor. */
export function GameCenterPage() {
  const { t } = useTranslation('pages');
  const { pathname, search } = useLocation();
  const gameType = gameTypeOfPage(pathname, search, 'SPORTS');
  const vendors = useGameMenus().data?.find((menu) => menu.gameType === gameType)?.vendors ?? [];
  return (
    <PlaceholderPage
      icon="grid"
      testId="game-center-page"
      title={t(gameTypeTitleKeys[gameType])}
      subtitle={t('games.centerSubtitle')}
      note={t('games.centerNote')}
    >
      <VendorCards vendors={vendors} />
    </PlaceholderPage>
  );
}
