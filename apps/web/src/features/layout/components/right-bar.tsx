import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Resource } from '@lobby/contracts';
import { usePermission } from '../../brand/index.ts';
import { absoluteUrl, useQrImage } from '../../../lib/qr-image.ts';
import { resourceTitleKeys } from '../resource-labels.ts';

/** §9: right-bar QR codes are 112 px. */
export const qrCodeSize = 112;

/** The resource kinds the right bar shows a QR code for (§2.3). */
const qrResourceTypes: ReadonlyArray<Resource['resourceType']> = ['MOBILE_CONFIG', 'APP_ANDROID'];

/**
 * A resource's QR code: the image the brand uploaded, or one drawn from its link (a path of
 * this site, like the app-download page, made absolute so a phone can open it).
 */
function ResourceQr({ resource }: { resource: Resource }) {
  const drawn = useQrImage(resource.imageUrl ? null : absoluteUrl(resource.url));
  const src = resource.imageUrl ?? drawn;
  return src ? (
    // the link's visible label names it; the picture itself adds nothing for a screen reader
    <img className="right-bar__qr" src={src} alt="" width={qrCodeSize} height={qrCodeSize} />
  ) : (
    <span className="right-bar__qr right-bar__qr--pending" aria-hidden="true" />
  );
}

/** The resources with a QR code (§2.3): the mobile configuration and the Android app. */
export function useQrResources(): Resource[] {
  return (usePermission().data?.resources ?? []).filter((resource) =>
    qrResourceTypes.includes(resource.resourceType),
  );
}

/** The QR codes as a list of links; the right bar and the side menu show it. */
export function ResourceQrList({ resources }: { resources: Resource[] }) {
  const { t } = useTranslation('layout');
  return (
    <ul className="right-bar__list">
      {resources.map((resource) => {
        const label = t(resourceTitleKeys[resource.resourceType]);
        const external = /^https?:/i.test(resource.url);
        return (
          <li key={`${resource.resourceType}-${resource.url}`} className="right-bar__item">
            {external ? (
              <a href={resource.url} target="_blank" rel="noopener noreferrer">
                <ResourceQr resource={resource} />
                <span className="right-bar__label">{label}</span>
              </a>
            ) : (
              <Link to={resource.url}>
                <ResourceQr resource={resource} />
                <span className="right-bar__label">{label}</span>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
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
      <ResourceQrList resources={resources} />
    </aside>
  );
}
