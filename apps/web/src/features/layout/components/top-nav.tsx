import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appPaths } from '../../../lib/app-paths.ts';
import { useGameMenus } from '../../../lib/api/get-game-menus.ts';
import { isCurrentTarget } from '../path-match.ts';
import { NavCategory } from './vendor-menu.tsx';

/**
 * The top navigation (§2.3): home, one entry per game category that has vendors in the
 * order the server gives (vendor sorting), then promotions.
 */
export function TopNav() {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const menus = useGameMenus().data ?? [];
  const current = (target: string) => (isCurrentTarget(target, location) ? 'page' : undefined);
  return (
    <nav className="top-nav" aria-label={t('nav.label')} data-testid="top-nav">
      <ul className="top-nav__list">
        <li className="top-nav__item">
          <Link
            className="top-nav__link"
            to={appPaths.index}
            aria-current={current(appPaths.index)}
          >
            {t('nav.home')}
          </Link>
        </li>
        {menus
          .filter((category) => category.vendors.length > 0)
          .map((category) => (
            <NavCategory key={category.gameType} category={category} />
          ))}
        <li className="top-nav__item">
          <Link
            className="top-nav__link"
            to={appPaths.promotions}
            aria-current={current(appPaths.promotions)}
          >
            {t('nav.promotions')}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
