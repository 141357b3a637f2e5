import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt } from '../../lib/install-prompt.ts';
import {
  demoPermission,
  renderWithProviders,
  resetAfterTest,
  setUpI18n,
  standInApi,
} from '../../testing/test-utils.tsx';
import { AppDownloadPage } from './app-download-page.tsx';

beforeAll(async () => {
  await setUpI18n('en');
  captureInstallPrompt(window);
});
afterEach(resetAfterTest);

function permissionWith(resources: typeof demoPermission.resources) {
  standInApi({ 'GET /wps/system/permission': { value: { ...demoPermission, resources } } });
}

/** A stand-in for Chromium's install offer. */
function offerInstall(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
    prompt: () => Promise<void>;
    userChoice: Promise<{ outcome: string }>;
  };
  event.prompt = vi.fn(async () => undefined);
  event.userChoice = Promise.resolve({ outcome });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

describe('the app-download page', () => {
  it("shows the brand's QR code, both install guides, and the native apps the brand has", async () => {
    permissionWith([
      ...demoPermission.resources,
      {
        url: 'https://apps.apple.com/app/lucky-lotus',
        labelNameEn: 'iPhone app',
        resourceType: 'APP_IOS',
        imageUrl: null,
      },
    ]);
    renderWithProviders(<AppDownloadPage />, { route: '/appDownload' });
    expect(await screen.findByRole('heading', { name: 'Get the Lucky Lotus app' })).toBeTruthy();
    expect(
      (await screen.findByTestId('app-download-qr'))
        .getAttribute('src')
        ?.startsWith('data:image/svg+xml'),
    ).toBe(true);
    expect(screen.getByRole('heading', { name: 'iPhone and iPad (Safari)' })).toBeTruthy();
    expect(screen.getByText('Scroll down and tap "Add to Home Screen".')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Android (Chrome)' })).toBeTruthy();
    const native = screen.getByTestId('app-native-links');
    // only links that leave the site are native apps: the demo's Android link is one, too
    expect(native.querySelectorAll('a')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Download for iPhone' }).getAttribute('href')).toBe(
      'https://apps.apple.com/app/lucky-lotus',
    );
    // no install offer from this browser: the guides are the way
    expect(screen.queryByTestId('app-install-button')).toBeNull();
  });

  it("offers Chromium's install dialog when the browser lets the page ask, once", async () => {
    permissionWith([]);
    renderWithProviders(<AppDownloadPage />, { route: '/appDownload' });
    await screen.findByTestId('app-download-page');
    expect(screen.queryByTestId('app-native-links')).toBeNull();
    const offer = offerInstall('accepted');
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(await screen.findByTestId('app-install-button'));
    await waitFor(() => expect(offer.prompt).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByTestId('app-install-button')).toBeNull());
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(await screen.findByTestId('app-installed')).toBeTruthy();
  });
});
