import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@lobby/contracts';
import { usePermission } from '../../brand/index.ts';
import { resourceTitleKeys } from '../resource-labels.ts';

/** §9: right-bar QR codes are 112 px. */
export const qrCodeSize = 112;

/** The resource kinds the right bar shows a QR code for (§2.3). */
const qrResourceTypes: ReadonlyArray<Resource['resourceType']> = ['MOBILE_CONFIG', 'APP_ANDROID'];

/**
 * A resource's QR code: the image the brand uploaded, or one drawn from its link (the
 * encoder is loaded only then, so it stays out of the first load).
 */
function ResourceQr({ resource }: { resource: Resource }) {
  const [drawn, setDrawn] = useState<string | null>(null);
  useEffect(() => {
    if (resource.imageUrl) return;
    let cancelled = false;
    void import('uqr').then(({ renderSVG }) => {
      if (cancelled) return;
      const svg = renderSVG(resource.url, { border: 1, pixelSize: 4 });
      setDrawn(`data:image/svg+xml,${encodeURIComponent(svg)}`);
    });
    return () => {
      cancelled = true;
    };
  }, [resource.imageUrl, resource.url]);
  const src = resource.imageUrl ?? drawn;
  return src ? (
    // the link's visible label names it; the picture itself adds nothing for a screen reader
    <img className="right-bar__qr" src={src} alt="" width={qrCodeSize} height={qrCodeSize} />
  ) : (
    <span className="right-bar__qr right-bar__qr--pending" aria-hidden="true" />
  );
}

/** QR codes for the mobile configuration and the Android app, when the brand has them. */
export function RightBar() {
  const { t } = useTranslation('layout');
  const resources = (usePermission().data?.resources ?? []).filter((resource) =>
    qrResourceTypes.includes(resource.resourceType),
  );
  if (resources.length === 0) return null;
  return (
    <aside className="right-bar" aria-label={t('rightBar.label')}>
      <h2 className="right-bar__heading">{t('rightBar.heading')}</h2>
      <ul className="right-bar__list">
        {resources.map((resource) => {
          const label = t(resourceTitleKeys[resource.resourceType]);
          return (
            <li key={`${resource.resourceType}-${resource.url}`} className="right-bar__item">
              <a href={resource.url} target="_blank" rel="noopener noreferrer">
                <ResourceQr resource={resource} />
                <span className="right-bar__label">{label}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
