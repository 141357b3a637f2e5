import { beforeAll, expect, it } from 'vitest';
import { demoLogins, fillLoginForm, openLoginDialog } from './support/identity.ts';
import { describeJourney } from './support/journey.ts';
import { phoneContext } from './support/phone-fit.ts';
import {
  checkAgentCentreMenu,
  checkAndCloseDialog,
  checkAnnouncementPopup,
  checkAnnouncementPopupIfShown,
  checkDrawer,
  checkRoutes,
  dialogsLeft,
  offerContractOnPhone,
  openDrawer,
  registerDownlineOnPhone,
  settle,
  startDialogLog,
  type Problems,
} from './support/phone-fit-checks.ts';
import { visitsOf } from './support/phone-plan.ts';
import { acceptDisclaimer, expectHidden } from './support/site.ts';

// Issue 12 (phone first): every route and every dialog at 360 x 740, as guest, member and agent:
// no sideways overflow, every control in reach of a tap, each dialog closable by its close
// control, and no serious or critical axe finding. One file per role (the member's in two), so
// the roles run side by side; checks in e2e/support/phone-fit-checks.ts.
describeJourney('phone first: the demo agent at 360 x 740', (journey) => {
  beforeAll(startDialogLog);

  it('fits the demo agent', async () => {
    const page = await (await journey.newContext(phoneContext)).newPage();
    await page.goto('/agent');
    await acceptDisclaimer(page);
    await checkAnnouncementPopupIfShown(page, []);
    const form = page.getByTestId('agent-landing-page').getByTestId('login-form');
    await fillLoginForm(form, demoLogins.agent);
    await form.getByTestId('login-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/agentHome'), { timeout: 20_000 });
    const problems: Problems = [];
    await checkAnnouncementPopup(page, problems);
    // every page of the agent centre (its table), the member centre, the home page
    await checkRoutes(page, visitsOf('agent'), problems);
    await checkAgentCentreMenu(page, problems);
    const downline = await registerDownlineOnPhone(page);
    await offerContractOnPhone(page, downline.username, problems);
    await page.goto('/index');
    await settle(page);
    await checkDrawer(page, 'agent', problems);
    expect(await page.getByTestId('side-menu-agent').count()).toBe(1);

    // the downline meets the contract dialog (§2.4) after its log-in's start-up dialogs
    await openDrawer(page);
    await page.getByTestId('side-menu-logout').click();
    await page.getByTestId('logout-dialog').getByTestId('logout-confirm').click();
    await page.waitForURL((url) => url.pathname === '/index');
    await settle(page);
    const login = await openLoginDialog(page);
    await fillLoginForm(login, downline);
    await login.getByTestId('login-submit').click();
    await expectHidden(page.getByTestId('login-dialog'), 20_000);
    // the members' popup was closed in this session already (by the agent)
    await checkAnnouncementPopupIfShown(page, problems);
    await checkAndCloseDialog(page, 'contract-offer-dialog', problems);
    expect(problems).toEqual([]);
  }, 300_000);

  it('opened, checked and closed its share of the dialogs', () => {
    expect(dialogsLeft('agent')).toEqual([]);
  });
});
