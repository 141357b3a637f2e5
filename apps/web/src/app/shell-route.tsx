import { Fragment, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AppShell } from '../features/layout/components/app-shell.tsx';
import type { TrailStep } from '../features/layout/hooks/breadcrumb-trail.ts';
import { PageErrorBoundary } from './page-error.tsx';
import { PageLoader } from './page-loader.tsx';
import { crumbFor } from './page-titles.ts';
import { isBreadcrumbShown, isHomePath, pageChrome, pageIdentity } from './route-rules.ts';

/**
 * The shell around the pages, shaped by the route rules: the chrome a page has, its
 * breadcrumb, and its page identity (§2.1): the page renders under that key, so a new
 * identity starts a fresh page (with its own loader and error boundary) and the home paths
 * share one.
 */
export function ShellRoute() {
  const location = useLocation();
  const showBreadcrumb = isBreadcrumbShown(location.pathname);
  const trailStep: TrailStep = isHomePath(location.pathname)
    ? { kind: 'reset' }
    : showBreadcrumb
      ? { kind: 'visit', crumb: crumbFor(location) }
      : { kind: 'keep' };
  return (
    <AppShell
      chrome={pageChrome(location.pathname)}
      trailStep={trailStep}
      showBreadcrumb={showBreadcrumb}
    >
      <Fragment key={pageIdentity(location)}>
        <PageErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </Fragment>
    </AppShell>
  );
}
