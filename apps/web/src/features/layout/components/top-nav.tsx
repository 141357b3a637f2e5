import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appPaths } from '../../../lib/app-paths.ts';
import { useGameMenus } from '../../games/index.ts';
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
  return (
    <nav className="top-nav" aria-label={t('nav.label')} data-testid="top-nav">
      <ul className="top-nav__list">
        <TopNavLink to={appPaths.index} current={isCurrentTarget(appPaths.index, location)}>
          {t('nav.home')}
        </TopNavLink>
        {menus
          .filter((category) => category.vendors.length > 0)
          .map((category) => (
            <NavCategory key={category.gameType} category={category} />
          ))}
        <TopNavLink
          to={appPaths.promotions}
          current={isCurrentTarget(appPaths.promotions, location)}
        >
          {t('nav.promotions')}
        </TopNavLink>
      </ul>
    </nav>
  );
}

/** One plain entry of the top navigation; the current page's entry says so. */
function TopNavLink({
  to,
  current,
  children,
}: {
  to: string;
  current: boolean;
  children: ReactNode;
}) {
  return (
    <li className="top-nav__item">
      <Link className="top-nav__link" to={to} aria-current={current ? 'page' : undefined}>
        {children}
      </Link>
    </li>
  );
}
