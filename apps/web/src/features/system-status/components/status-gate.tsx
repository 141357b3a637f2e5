import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../brand/index.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { removeFirstPaint } from '../../../lib/first-paint.ts';
import { useSystemStatus } from '../api/get-status.ts';
import { systemScreenFor } from '../system-screen.ts';

// the screens that replace the site are needed on few visits: they load when one is shown,
// not in every visit's first load
const MaintenancePage = lazy(() =>
  import('./maintenance-page.tsx').then((m) => ({ default: m.MaintenancePage })),
);
const RestrictedPage = lazy(() =>
  import('./restricted-page.tsx').then((m) => ({ default: m.RestrictedPage })),
);
const StatusErrorPage = lazy(() =>
  import('./status-error-page.tsx').then((m) => ({ default: m.StatusErrorPage })),
);

/**
 * The first decision of every visit (§4.1): the status call says whether the app may render,
 * or the maintenance or access-restricted page replaces it. Maintenance wins.
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('status');
  const status = useSystemStatus();
  const location = usePermission().data?.location;
  const screen = status.data ? systemScreenFor(status.data.status, location) : undefined;
  // the whole site mounts at once when the gate opens: as a transition React renders it in
  // slices and keeps the splash meanwhile, where one task of that size blocked a phone's main
  // thread for a second
  const [appShown, setAppShown] = useState(false);
  useEffect(() => {
    if (screen === 'app' && !appShown) startTransition(() => setAppShown(true));
  }, [screen, appShown]);
  // the server's first paint stays over the splash until a screen of the app's own is shown
  const splashShown = status.isPending || (screen === 'app' && !appShown);
  useEffect(() => {
    if (!splashShown) removeFirstPaint();
  }, [splashShown]);
  const splash = (
    <div className="status-splash" aria-busy="true">
      <Spinner label={t('loading')} size={40} />
    </div>
  );
  if (status.isPending) return splash;
  if (status.isError) {
    return (
      <Suspense fallback={splash}>
        <StatusErrorPage error={status.error} onRetry={() => void status.refetch()} />
      </Suspense>
    );
  }
  const shown = systemScreenFor(status.data.status, location);
  switch (shown) {
    case 'maintenance':
      return (
        <Suspense fallback={splash}>
          <MaintenancePage maintenanceUntil={status.data.maintenanceUntil} />
        </Suspense>
      );
    case 'restricted':
      return (
        <Suspense fallback={splash}>
          <RestrictedPage ip={status.data.ip} />
        </Suspense>
      );
    case 'app':
      return appShown ? children : splash;
    default:
      return shown satisfies never;
  }
}
