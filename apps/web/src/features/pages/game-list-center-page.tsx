import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGameMenus } from '../../lib/api/get-game-menus.ts';
import { gameTypePath, vendorPath } from '../../lib/launch-routing.ts';
import { gameTypeTitleKeys } from '../../lib/labels.ts';
import { PlaceholderPage } from './components/placeholder-page.tsx';
import { gameTypeOfPage } from './game-type-of-page.ts';

/**
 * /live, /fish, /rng, /pvp (lazy area GameListCenter): the games of a type, filtered by
 * vendor with ?vassalage= (§2.1). The vendor filter works already; the game grid lands later.
 */
export function GameListCenterPage() {
  const { t } = useTranslation('pages');
  const { pathname, search } = useLocation();
  const gameType = gameTypeOfPage(pathname, search, 'RNG');
  const vassalage = new URLSearchParams(search).get('vassalage');
  const vendors = useGameMenus().data?.find((menu) => menu.gameType === gameType)?.vendors ?? [];
  const chosen = vendors.find((vendor) => vendor.vassalage === vassalage);
  return (
    <PlaceholderPage
      icon="grid"
      testId="game-list-page"
      title={t(gameTypeTitleKeys[gameType])}
      subtitle={chosen ? chosen.displayName : t('games.listSubtitle')}
      note={t('games.listNote')}
    >
      {vendors.length > 0 && (
        <nav className="vendor-filter" aria-label={t('games.filterLabel')}>
          <ul>
            <li>
              <Link
                to={gameTypePath(gameType)}
                className="vendor-filter__chip"
                aria-current={!vassalage ? 'page' : undefined}
              >
                {t('games.allVendors')}
              </Link>
            </li>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage}>
                <Link
                  to={vendorPath(vendor)}
                  className="vendor-filter__chip"
                  aria-current={vendor.vassalage === vassalage ? 'page' : undefined}
                >
                  {vendor.displayName}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </PlaceholderPage>
  );
}
