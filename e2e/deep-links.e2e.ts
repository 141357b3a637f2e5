import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import { enterSite, expectVisible } from './support/site.ts';

// §2.1: routes are answered by the app; a guarded route sends a guest to the login popup.
describeJourney('deep links', (journey) => {
  it.each([
    '/member',
    '/agentHome',
    '/agentHome/downlines',
    '/help',
    '/index',
    '/login',
    '/register',
  ])('%s is answered by the web app, not a 404', async (pathname) => {
    const response = await fetch(`${journey.server.baseUrl}${pathname}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(await response.text()).toContain('id="root"');
  });

  it('a missing asset is a real 404, not the app', async () => {
    const response = await fetch(`${journey.server.baseUrl}/assets/missing-file.js`);
    expect(response.status).toBe(404);
  });

  it('the app renders on a deep link in the browser', async () => {
    const page = await (await journey.newContext()).newPage();
    const response = await page.goto('/agentHome');
    expect(response?.status()).toBe(200);
    await page.waitForFunction(() => (document.getElementById('root')?.childElementCount ?? 0) > 0);
  });

  it('a guest opening /member gets the login dialog', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/');

    await page.goto('/member');
    await expectVisible(page.getByTestId('login-dialog'));
    // the guard sends the guest to /login, which shows the home page under the popup
    expect(['/', '/index', '/login']).toContain(new URL(page.url()).pathname);
  });
});
