import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Resource } from '@lobby/contracts';
import { absoluteUrl, useQrImage } from '../../../lib/qr-image.ts';
import { resourceTitleKeys } from '../resource-labels.ts';

/** §9: right-bar QR codes are 112 px. */
export const qrCodeSize = 112;

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

/**
 * The QR codes as a list of links (the right bar and the side menu show it; loaded when one
 * of them first shows a code, so the first load of a phone does not carry it).
 */
export function ResourceQrList({ resources }: { resources: Resource[] }) {
  const { t } = useTranslation('layout');
  return (
    <ul className="right-bar__list">
      {resources.map((resource) => {
        const content = (
          <>
            <ResourceQr resource={resource} />
            <span className="right-bar__label">{t(resourceTitleKeys[resource.resourceType])}</span>
          </>
        );
        return (
          <li key={`${resource.resourceType}-${resource.url}`} className="right-bar__item">
            {/^https?:/i.test(resource.url) ? (
              <a href={resource.url} target="_blank" rel="noopener noreferrer">
                {content}
              </a>
            ) : (
              <Link to={resource.url}>{content}</Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
