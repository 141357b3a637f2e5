import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import {
  demoLogins,
  expectGuestHeader,
  expectLoggedIn,
  fillLoginForm,
  logInFromHeader,
  openLoginDialog,
  submitExpectingRefusal,
  webText,
} from './support/identity.ts';
import { enterSite, expectHidden, expectVisible } from './support/site.ts';

// §4.8 trial play blocked from real-account pages ('in_need_true_account'); §2.1 and §4.3 the
// agent area: /agent logs agents in and sends them to /agentHome, refuses members, and
// /agentHome sends a non-agent back to /agent.
describeJourney('identity: trial play and the agent area', (journey) => {
  it('a trial login is turned away from the member centre', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await openLoginDialog(page);
    await page.getByTestId('trial-button').click();
    await expectLoggedIn(page);
    expect(await page.evaluate(() => sessionStorage.getItem('isTrial'))).toBe('true');

    // the avatar leads to the security centre: the action gate stops it
    await page.getByTestId('header-avatar').click();
    const prompt = page.getByTestId('real-account-dialog');
    await expectVisible(prompt);
    expect(await prompt.getByTestId('real-account-message').innerText()).toBe(
      webText('en', 'errors', 'in_need_true_account'),
    );
    expect(webText('en', 'errors', 'in_need_true_account')).toBe(
      'Please Register An Account First',
    );
    expect(new URL(page.url()).pathname).toBe('/index');
    await page.keyboard.press('Escape');
    await expectHidden(prompt);

    // typing the address: the route guard turns it away to the home page with the prompt
    await page.goto('/member?page=securityCenter');
    await expectVisible(prompt);
    await page.waitForURL((url) => url.pathname === '/index');
    expect(await page.getByTestId('security-center-page').count()).toBe(0);

    // its button opens the register dialog
    await prompt.getByTestId('real-account-register').click();
    await expectVisible(page.getByTestId('register-dialog'));
  });

  it('an agent logs in at /agent and reaches /agentHome', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/agent');
    const landing = page.getByTestId('agent-landing-page');
    await expectVisible(landing);
    const form = landing.getByTestId('login-form');
    expect(await form.getByTestId('login-remember').count()).toBe(0);
    await fillLoginForm(form, demoLogins.agent);
    await form.getByTestId('login-submit').click();

    await page.waitForURL((url) => url.pathname.startsWith('/agentHome'), { timeout: 20_000 });
    await expectVisible(page.getByTestId('agent-home-page'));
    await expect.poll(() => page.getByTestId('agent-nickname').innerText()).toContain('Agent Mali');
    // logged in, the announcements for members (execution A) pop up once per session
    const announcements = page.getByTestId('announcement-dialog');
    await expectVisible(announcements);
    await page.getByTestId('announcement-close').click();
    await expectHidden(announcements);

    // a reload keeps the agent there; the logout goes through the confirmation to /index
    await page.reload();
    await expectVisible(page.getByTestId('agent-home-page'));
    await page.getByTestId('agent-logout').click();
    await page.getByTestId('logout-dialog').getByTestId('logout-confirm').click();
    await page.waitForURL((url) => url.pathname === '/index');
    await expectGuestHeader(page);
  });

  it('a member is refused at /agent and sent back from /agentHome', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/agent');
    const form = page.getByTestId('agent-landing-page').getByTestId('login-form');
    await fillLoginForm(form, demoLogins.member);
    expect(await submitExpectingRefusal(form)).toBe(webText('en', 'errors', 'err_non_agent_login'));
    expect(webText('en', 'errors', 'err_non_agent_login')).toBe('Non-agents cannot log in');
    expect(new URL(page.url()).pathname).toBe('/agent');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    // logged in on the member site, the member still cannot enter the agent centre
    await page.goto('/index');
    await logInFromHeader(page, demoLogins.member);
    await page.getByTestId('member-menu-button').click();
    expect(await page.getByTestId('member-menu-agent').count()).toBe(0);
    await page.goto('/agentHome');
    await page.waitForURL((url) => url.pathname === '/agent');
    await expectVisible(page.getByTestId('agent-landing-page'));
    expect(await page.getByTestId('agent-home-page').count()).toBe(0);
  });
});
