import { expect, it } from 'vitest';
import type { GetPermissionResponse } from '@lobby/contracts';
import { staffHeaders, staffToken } from '../apps/server/test/staff-kit.ts';
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
// PWA"); and §9's social prompt (the last test). What headless Chromium can check: the manifest and its icons, that the service
// worker registers and controls the page, that the API is never answered from its cache, and
// that Chromium finds the site installable (CDP Page.getInstallabilityErrors, all but "in
// incognito", which every Playwright context is). What it cannot:
// headless Chromium does not fire beforeinstallprompt (its engagement heuristics never pass),
// so the install button itself is covered by the page's unit test with a stand-in event.
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
