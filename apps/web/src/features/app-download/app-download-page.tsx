import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Resource } from '@lobby/contracts';
import { Button } from '../../components/ui/button.tsx';
import { promptInstall, useInstallState } from './use-install-offer.ts';
import { absoluteUrl, useQrImage } from '../../lib/qr-image.ts';
import { usePermission } from '../brand/index.ts';
import './app-download.css';

/** Side of the QR code in CSS pixels: scanned from another screen. */
const qrSize = 168;
/** Each install guide's title and steps, in order (keys written out for the i18n test). */
const guides = {
  ios: {
    title: 'guide.ios.title',
    steps: ['guide.ios.open', 'guide.ios.share', 'guide.ios.add', 'guide.ios.confirm'],
  },
  android: {
    title: 'guide.android.title',
    steps: [
      'guide.android.open',
      'guide.android.menu',
      'guide.android.install',
      'guide.android.confirm',
    ],
  },
} as const;
/** The brand's native apps: an app resource whose link leaves this site. */
const nativeTypes: ReadonlyArray<Resource['resourceType']> = ['APP_IOS', 'APP_ANDROID'];

function InstallButton() {
  const { t } = useTranslation('app-download');
  const state = useInstallState();
  const [isAsking, setIsAsking] = useState(false);
  if (state === 'installed') {
    return (
      <p role="status" data-testid="app-installed">
        {t('install.installed')}
      </p>
    );
  }
  if (state === 'none') return <p className="app-download__hint">{t('install.useGuide')}</p>;
  return (
    <Button
      type="button"
      data-testid="app-install-button"
      disabled={isAsking}
      onClick={() => {
        setIsAsking(true);
        void promptInstall().finally(() => setIsAsking(false));
      }}
    >
      {t('install.button')}
    </Button>
  );
}

function Guide({ platform }: { platform: keyof typeof guides }) {
  const { t } = useTranslation('app-download');
  return (
    <section className="app-download__guide" id={platform} aria-labelledby={`guide-${platform}`}>
      <h2 id={`guide-${platform}`}>{t(guides[platform].title)}</h2>
      <ol>
        {guides[platform].steps.map((step) => (
          <li key={step}>{t(step)}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * /appDownload (public, a lazy area): Lobby is an installable app. The browser's install
 * button where it offers one (Chromium's beforeinstallprompt), the QR code of the brand's
 * address to open it on a phone, the iOS (Add to Home Screen) and Android install guides, and
 * the brand's native apps when it has them (docs/member-services.md "App download and PWA").
 */
export function AppDownloadPage() {
  const { t } = useTranslation('app-download');
  const permission = usePermission().data;
  const brandName = permission?.brandName ?? '';
  const siteUrl = absoluteUrl('/index');
  const qr = useQrImage(siteUrl);
  const nativeApps = (permission?.resources ?? []).filter(
    (resource) => nativeTypes.includes(resource.resourceType) && /^https:/i.test(resource.url),
  );
  return (
    <section className="app-download" data-testid="app-download-page">
      <h1 className="app-download__title">{t('title', { brand: brandName })}</h1>
      <p className="app-download__intro">{t('intro')}</p>
      <div className="app-download__install">
        <InstallButton />
      </div>
      <figure className="app-download__qr">
        {qr ? (
          <img
            src={qr}
            width={qrSize}
            height={qrSize}
            alt={t('qr.alt', { brand: brandName })}
            data-testid="app-download-qr"
          />
        ) : (
          <span className="app-download__qr-pending" aria-hidden="true" />
        )}
        <figcaption>
          {t('qr.caption')} <span className="app-download__address">{siteUrl}</span>
        </figcaption>
      </figure>
      <div className="app-download__guides">
        <Guide platform="ios" />
        <Guide platform="android" />
      </div>
      {nativeApps.length > 0 && (
        <section
          className="app-download__native"
          aria-labelledby="native-apps"
          data-testid="app-native-links"
        >
          <h2 id="native-apps">{t('native.title')}</h2>
          <ul>
            {nativeApps.map((resource) => (
              <li key={resource.url}>
                <a href={resource.url} target="_blank" rel="noopener noreferrer">
                  {t(resource.resourceType === 'APP_IOS' ? 'native.ios' : 'native.android')}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}
