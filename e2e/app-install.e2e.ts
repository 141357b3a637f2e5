import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import type { GetPermissionResponse } from '@lobby/contracts';
import { staffHeaders, staffToken } from '../apps/server/test/staff-kit.ts';
import { findChromiumPath, launchChromiumWithProfile } from './support/chromium.ts';
import { describeJourney } from './support/journey.ts';
import { phoneContext } from './support/phone-fit.ts';
import { enterSite, expectHidden, expectVisible, fetchApiValue } from './support/site.ts';

interface Manifest {
  name: string;
  start_url: string;
  display: string;
  icons: Array<{ src: string; sizes: string; type: string }>;
}

// Issue 15 item 6: Lobby is an installable app (docs/member-services.md "App download and
// PWA"), and §9's social prompt (the last test). Checked: the manifest and its icons; that the
// service worker registers and controls the page, never answers the API from its cache, and
// Chromium finds the site installable; and the install itself. A Playwright context is
// incognito, where Chromium never offers or installs an app: the install test launches a
// browser with a profile on disk and without the engagement checks, so Chromium offers the
// install on the first visit (the page's install button shows), installs it through the
// DevTools protocol (what the install dialog's button does; headless has no dialog to click),
// and opens it as from the home screen.
describeJourney('the installable app and the social prompt', (journey) => {
  it('serves the brand manifest with icons that load', async () => {
    const permission = await fetchApiValue<GetPermissionResponse>(
      journey.server,
      '/wps/system/permission',
    );
    const context = await journey.newContext();
    const manifestResponse = await context.request.get('/manifest.webmanifest');
    expect(manifestResponse.status()).toBe(200);
    expect(manifestResponse.headers()['content-type']).toMatch(/application\/manifest\+json/);
    const manifest = (await manifestResponse.json()) as Manifest;
    expect(manifest).toMatchObject({
      name: permission.brandName,
      start_url: '/index',
      display: 'standalone',
    });
    for (const icon of manifest.icons) {
      const response = await context.request.get(icon.src);
      expect({ icon: icon.src, status: response.status() }).toEqual({
        icon: icon.src,
        status: 200,
      });
      expect(response.headers()['content-type']).toContain(icon.type.split('+')[0]);
    }
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
  });

  it('registers a service worker that controls the page, is installable, and never caches the API', async () => {
    const context = await journey.newContext();
    const page = await context.newPage();
    await enterSite(page, '/appDownload');
    await expectVisible(page.getByTestId('app-download-page'));
    await expectVisible(page.getByTestId('app-download-qr'));
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // the worker claims the page it was installed from
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
      .toMatch(/\/sw\.js$/);

    const apiAnswers: Array<{ url: string; fromWorker: boolean }> = [];
    const staticAnswers: Array<{ url: string; fromWorker: boolean }> = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      const entry = { url: url.pathname, fromWorker: response.fromServiceWorker() };
      if (url.pathname.startsWith('/wps/')) apiAnswers.push(entry);
      if (url.pathname.startsWith('/assets/')) staticAnswers.push(entry);
    });
    await page.reload();
    await expectVisible(page.getByTestId('app-download-page'));
    await expect.poll(() => apiAnswers.length).toBeGreaterThan(0);
    expect(apiAnswers.filter((entry) => entry.fromWorker)).toEqual([]);
    // the build's files do come from the worker's cache on the second visit
    expect(staticAnswers.some((entry) => entry.fromWorker)).toBe(true);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        urls.push(...(await cache.keys()).map((request) => new URL(request.url).pathname));
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(0);
    expect(cached.filter((url) => /^\/(wps|lgw|api|pam|bo)\//.test(url))).toEqual([]);

    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    // a Playwright context is an incognito profile, where Chromium never installs anything:
    // every other criterion (manifest, icons, worker, start URL) must hold
    expect(
      installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
    ).toEqual([]);
  });

  it("installs from Chromium's install offer and opens from the home screen", async () => {
    // a Playwright context is incognito, where Chromium never installs: a browser of its own
    // with a profile on disk; what the install dialog's Install button does is the PWA domain's
    // install (a headless browser has no dialog to click)
    const chromiumPath = (await findChromiumPath())!;
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lobby-pwa-'));
    const browser = await launchChromiumWithProfile(chromiumPath, profile, {
      ...phoneContext,
      baseURL: journey.server.baseUrl,
    });
    try {
      const page = browser.pages()[0] ?? (await browser.newPage());
      await enterSite(page, '/appDownload');
      // Chromium offered the install: the page's own install button shows
      await expectVisible(page.getByTestId('app-install-button'), 20_000);
      const cdp = await browser.newCDPSession(page);
      // the manifest as Chromium parsed it: its id is the start address (no "id" member)
      const { manifest } = (await cdp.send('Page.getAppManifest')) as unknown as {
        manifest: { id: string };
      };
      const id = manifest.id;
      expect(id).toBe(`${journey.server.baseUrl}/index`);
      await cdp.send('PWA.install', { manifestId: id });
      // installed: Chromium knows the app (an unknown id is an error)
      await cdp.send('PWA.getOsAppState', { manifestId: id });

      // opened from the home screen: the app's start address, served through its worker
      const opened = browser.waitForEvent('page');
      await cdp.send('PWA.launch', { manifestId: id });
      const app = await opened;
      await app.waitForLoadState();
      expect(new URL(app.url()).pathname).toBe('/index');
      expect(
        await app.evaluate(async () => {
          await navigator.serviceWorker.ready;
          return navigator.serviceWorker.controller !== null;
        }),
      ).toBe(true);
      await expectVisible(app.getByTestId('bottom-bar'));
    } finally {
      await browser.close();
      fs.rmSync(profile, { recursive: true, force: true });
    }
  });

  it('fits a 360 px phone: the QR code, the guides and no sideways scrolling', async () => {
    const page = await (
      await journey.newContext({ viewport: { width: 360, height: 740 } })
    ).newPage();
    await enterSite(page, '/appDownload');
    await expectVisible(page.getByTestId('app-download-qr'));
    await expectVisible(page.getByRole('heading', { name: 'Android (Chrome)' }));
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  // §9: "A Zalo prompt mentions a reward of up to 131K": off until the brand turns it on
  it("shows the brand's Zalo prompt on a phone after its delay, above the bottom bar; Not now is for good", async () => {
    const turnedOn = await journey.server.app.inject({
      method: 'PUT',
      url: '/bo/social-prompts/ZALO',
      headers: staffHeaders(await staffToken(journey.server.app, 'admin')),
      payload: {
        isEnabled: true,
        url: 'https://zalo.me/lobby-demo',
        reward: { en: '131K', th: '131K', tl: '131K' },
        delaySeconds: 1,
      },
    });
    expect(turnedOn.statusCode, turnedOn.body).toBe(200);
    const page = await (await journey.newContext(phoneContext)).newPage();
    await enterSite(page, '/index');
    const prompt = page.getByTestId('social-prompt');
    await expectVisible(prompt, 15_000);
    expect(await prompt.innerText()).toMatch(/Zalo[\s\S]*131K|131K[\s\S]*Zalo/);
    expect(await page.getByTestId('social-prompt-open').getAttribute('href')).toBe(
      'https://zalo.me/lobby-demo',
    );
    const card = (await prompt.boundingBox())!;
    const bottomBar = (await page.getByTestId('bottom-bar').boundingBox())!;
    expect(card.x).toBeGreaterThanOrEqual(0);
    expect(card.x + card.width).toBeLessThanOrEqual(phoneContext.viewport.width);
    expect(card.y + card.height).toBeLessThanOrEqual(bottomBar.y);

    await page.getByTestId('social-prompt-dismiss').click();
    await expectHidden(prompt);
    await page.reload();
    await expectVisible(page.getByTestId('bottom-bar'));
    // longer than the prompt's delay: it stays away on this device
    await page.waitForTimeout(2_500);
    expect(await prompt.count()).toBe(0);
  });
});
