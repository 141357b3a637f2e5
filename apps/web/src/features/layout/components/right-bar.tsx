import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@lobby/contracts';
import { usePermission } from '../../brand/index.ts';

/** The resource kinds the right bar shows a QR code for (§2.3). */
const qrResourceTypes: ReadonlyArray<Resource['resourceType']> = ['MOBILE_CONFIG', 'APP_ANDROID'];

const LazyResourceQrList = lazy(() =>
  import('./resource-qr-list.tsx').then((module) => ({ default: module.ResourceQrList })),
);

/** The resources with a QR code (§2.3): the mobile configuration and the Android app. */
export function useQrResources(): Resource[] {
  return (usePermission().data?.resources ?? []).filter((resource) =>
    qrResourceTypes.includes(resource.resourceType),
  );
}

/** The QR codes of these resources, drawn once their code has loaded. */
export function ResourceQrCodes({ resources }: { resources: Resource[] }) {
  return (
    <Suspense fallback={null}>
      <LazyResourceQrList resources={resources} />
    </Suspense>
  );
}

/** QR codes for the mobile configuration and the Android app, when the brand has them. */
export function RightBar() {
  const { t } = useTranslation('layout');
  const resources = useQrResources();
  if (resources.length === 0) return null;
  return (
    <aside className="right-bar" aria-label={t('rightBar.label')}>
      <h2 className="right-bar__heading">{t('rightBar.heading')}</h2>
      <ResourceQrCodes resources={resources} />
    </aside>
  );
}
