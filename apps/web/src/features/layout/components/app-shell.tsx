import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { mediaMatches, useMediaQuery } from '../../../lib/use-media-query.ts';
import { drawerQuery, rightBarQuery } from '../screen-queries.ts';
import { applyTrailStep, useBreadcrumbTrail, type TrailStep } from '../hooks/breadcrumb-trail.ts';
import { BottomBar } from './bottom-bar.tsx';
import { Breadcrumb } from './breadcrumb.tsx';
import { RightBar } from './right-bar.tsx';
import { SideMenu } from './side-menu.tsx';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeader } from './site-header.tsx';

const isDrawerLayout = () => mediaMatches(drawerQuery);

export interface AppShellProps {
  chrome: { header: boolean; sideMenu: boolean; footer: boolean };
  /** What this page does to the breadcrumb trail. */
  trailStep: TrailStep;
  showBreadcrumb: boolean;
  children: ReactNode;
}

/**
 * The page frame (§2.3): header with the top navigation, the collapsible side menu, the
 * breadcrumb, the page, the right bar, the footer and (on a phone) the bottom bar; which of
 * them a page has comes from the route rules.
 */
export function AppShell({ chrome, trailStep, showBreadcrumb, children }: AppShellProps) {
  const { t } = useTranslation('layout');
  const location = useLocation();
  const trail = useBreadcrumbTrail();
  // open beside the page on wide screens, closed (a drawer) on small ones
  const [sideMenuOpen, setSideMenuOpen] = useState(() => !isDrawerLayout());
  const stepKey = JSON.stringify(trailStep);
  const shellRef = useRef<HTMLDivElement>(null);
  const rightBarShown = useMediaQuery(rightBarQuery);

  // the sticky side menu starts under the sticky header, whose height depends on how the
  // top navigation wraps
  useLayoutEffect(() => {
    const shell = shellRef.current;
    const header = shell?.querySelector<HTMLElement>('.site-header');
    if (!shell || !header || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      shell.style.setProperty('--shell-sticky-top', `${header.offsetHeight}px`);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, [chrome.header]);

  useEffect(() => {
    applyTrailStep(JSON.parse(stepKey) as TrailStep);
  }, [stepKey]);

  // a drawer closes when the visitor goes somewhere
  useEffect(() => {
    if (isDrawerLayout()) setSideMenuOpen(false);
  }, [location.pathname, location.search]);

  // a page with a header always has the menu as a drawer on small screens (a phone's header has
  // no room for the account entries); a game page hides it only beside the page on wide screens
  const hasSideMenu = chrome.sideMenu || chrome.header;
  return (
    <div
      ref={shellRef}
      className="app-shell"
      data-side-menu={hasSideMenu ? (sideMenuOpen ? 'open' : 'closed') : 'none'}
      data-wide-side-menu={chrome.sideMenu ? undefined : 'none'}
      data-bottom-bar={chrome.header && chrome.sideMenu ? 'shown' : undefined}
    >
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      {chrome.header && (
        <SiteHeader
          sideMenu={
            hasSideMenu
              ? { open: sideMenuOpen, toggle: () => setSideMenuOpen((open) => !open) }
              : undefined
          }
        />
      )}
      <div className="app-shell__body">
        {hasSideMenu && (
          <>
            <SideMenu open={sideMenuOpen} onClose={() => setSideMenuOpen(false)} />
            <div
              className="app-shell__backdrop"
              aria-hidden="true"
              onClick={() => setSideMenuOpen(false)}
            />
          </>
        )}
        <main id="main-content" className="app-shell__main" tabIndex={-1}>
          {showBreadcrumb && <Breadcrumb trail={trail} />}
          {children}
        </main>
        {chrome.header && rightBarShown && <RightBar />}
      </div>
      {chrome.footer && <SiteFooter />}
      {chrome.header && chrome.sideMenu && <BottomBar />}
    </div>
  );
}
