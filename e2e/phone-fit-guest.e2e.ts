import { beforeAll, expect, it } from 'vitest';
import { openLoginDialog } from './support/identity.ts';
import { describeJourney } from './support/journey.ts';
import { phoneContext, phoneFitProblems, savePhoneShot } from './support/phone-fit.ts';
import {
  checkAndCloseDialog,
  checkAnnouncementPopupIfShown,
  checkDrawer,
  dialogPlan,
  dialogsLeft,
  dialogTestIds,
  noteDialogChecked,
  settle,
  startDialogLog,
  type Problems,
} from './support/phone-fit-checks.ts';
import { routePlans } from './support/phone-plan.ts';
import { acceptDisclaimer, expectHidden, expectVisible } from './support/site.ts';
import { modalNames, routeTablePaths } from './support/web-source.ts';

// Issue 12 (phone first): every route and every dialog at 360 x 740, as guest, member and agent:
// no sideways overflow, every control in reach of a tap, each dialog closable by its close
// control, and no serious or critical axe finding. One file per role (the member's in two), so
// the roles run side by side; checks in e2e/support/phone-fit-checks.ts.
describeJourney('phone first: a guest at 360 x 740', (journey) => {
  beforeAll(startDialogLog);

  it('plans every route of the route table and every dialog of the modal store', () => {
    const planned = new Set(Object.keys(routePlans));
    expect(routeTablePaths().filter((route) => !planned.has(route))).toEqual([]);
    expect(modalNames().filter((name) => !((dialogTestIds[name] ?? '') in dialogPlan))).toEqual([]);
  });

  it('has a favicon, home-screen icons and a web app manifest, outside the JavaScript', async () => {
    const page = await journey.openPage('/index', phoneContext);
    const head = await page.evaluate(() => ({
      icon: document.querySelector('link[rel="icon"]')?.getAttribute('href'),
      apple: document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'),
      manifest: document.querySelector('link[rel="manifest"]')?.getAttribute('href'),
      themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    }));
    expect(head).toEqual({
      icon: '/favicon.svg',
      apple: '/apple-touch-icon.png',
      manifest: '/manifest.webmanifest',
      themeColor: expect.stringMatching(/^#[0-9a-f]{6}$/i),
    });
    const served = async (file: string) => {
      const response = await fetch(`${journey.server.baseUrl}${file}`);
      return `${file} ${response.status} ${response.headers.get('content-type')?.split(';')[0]}`;
    };
    const manifestResponse = await fetch(`${journey.server.baseUrl}/manifest.webmanifest`);
    const manifest = (await manifestResponse.json()) as { icons: Array<{ src: string }> };
    const files = ['/favicon.svg', '/apple-touch-icon.png', ...manifest.icons.map((i) => i.src)];
    expect(await Promise.all([...new Set(files)].map(served))).toEqual([
      '/favicon.svg 200 image/svg+xml',
      '/apple-touch-icon.png 200 image/png',
      '/icons/icon-192.png 200 image/png',
      '/icons/icon-512.png 200 image/png',
      '/icons/icon-maskable-512.png 200 image/png',
    ]);
  });

  it('fits a guest', async () => {
    const problems: Problems = [];
    const page = await (await journey.newContext(phoneContext)).newPage();
    await page.goto('/index');
    // the disclaimer has no ×: accepting it is its way out (§4.6)
    await expectVisible(page.getByTestId('disclaimer-dialog'));
    await settle(page);
    const disclaimer = '[data-testid="disclaimer-dialog"]';
    problems.push(
      ...(await phoneFitProblems(page, 'dialog disclaimer-dialog', { axe: disclaimer })),
    );
    noteDialogChecked('disclaimer-dialog');
    await acceptDisclaimer(page);
    await checkAnnouncementPopupIfShown(page, problems);
    await savePhoneShot(page, 'guest-home');

    await page.getByTestId('header-register-button').click();
    await checkAndCloseDialog(page, 'register-dialog', problems);
    await page.getByTestId('header-login-button').click();
    await page.getByTestId('login-forgot').click();
    await checkAndCloseDialog(page, 'forgot-password-dialog', problems);
    await page.goto('/index?resetToken=phone-check');
    await checkAndCloseDialog(page, 'reset-password-dialog', problems);
    await checkDrawer(page, 'guest', problems);
    // its routes: phone-fit-guest-routes.e2e.ts

    // a trial account meets the register prompt at the bottom bar's deposit (§4.8)
    await page.goto('/index');
    await settle(page);
    await (await openLoginDialog(page)).getByTestId('trial-button').click();
    await expectHidden(page.getByTestId('login-dialog'), 20_000);
    await checkAnnouncementPopupIfShown(page, problems);
    await page.getByTestId('bottom-bar-deposit').click();
    await checkAndCloseDialog(page, 'real-account-dialog', problems);
    expect(problems).toEqual([]);
  }, 240_000);

  it('opened, checked and closed its share of the dialogs', () => {
    expect(dialogsLeft('guest')).toEqual([]);
  });
});
