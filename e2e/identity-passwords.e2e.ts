import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeJourney } from './support/journey.ts';
import {
  demoLogins,
  expectLoggedIn,
  fillLoginForm,
  logInFromHeader,
  logOutFromMenu,
  openLoginDialog,
  submitExpectingRefusal,
  webText,
} from './support/identity.ts';
import { enterSite, expectHidden, expectVisible } from './support/site.ts';

interface OutboxMessage {
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  purpose: string;
}

/** The mails stored for `recipient`, newest first, read through the page as a developer would. */
async function readOutbox(page: Page, recipient: string): Promise<OutboxMessage[]> {
  const response = await page.request.get(`/dev/outbox?recipient=${encodeURIComponent(recipient)}`);
  expect(response.ok(), `GET /dev/outbox answered ${response.status()}`).toBe(true);
  const body = (await response.json()) as { value: { messages: OutboxMessage[] } };
  return body.value.messages;
}

/** Fills the three inputs of the change-password dialog and submits. */
async function changePasswordInDialog(page: Page, oldPassword: string, newPassword: string) {
  const dialog = page.getByTestId('change-password-dialog');
  await dialog.getByTestId('change-old').fill(oldPassword);
  await dialog.getByTestId('change-new').fill(newPassword);
  await dialog.getByTestId('change-confirm').fill(newPassword);
  await dialog.getByTestId('change-submit').click();
  await expectHidden(dialog, 20_000);
}

// §4.5 change password, forgot password by email (the mailed single-use link), and the forced
// change of the brand's weak default password (§4.3 step 5).
describeJourney('identity: passwords', (journey) => {
  it('changes the password in the security centre; only the new one works after', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);

    await page.goto('/member?page=securityCenter');
    await expectVisible(page.getByTestId('security-center-page'));
    await page.getByTestId('security-change-password').click();
    await expectVisible(page.getByTestId('change-password-dialog'));
    await changePasswordInDialog(page, demoLogins.member.password, 'Jasmine#2027');
    await expectLoggedIn(page);

    await logOutFromMenu(page);
    const form = await openLoginDialog(page);
    await fillLoginForm(form, demoLogins.member);
    expect(await submitExpectingRefusal(form)).toBe(webText('en', 'errors', 'err_login_failed'));
    await form.getByTestId('login-password').fill('Jasmine#2027');
    await form.getByTestId('login-submit').click();
    await expectLoggedIn(page);
  });

  it('recovers a forgotten password through the mailed link', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    const loginForm = await openLoginDialog(page);
    await loginForm.getByTestId('login-forgot').click();
    const dialog = page.getByTestId('forgot-password-dialog');
    await expectVisible(dialog);
    await expectHidden(page.getByTestId('login-dialog'));
    await dialog.getByTestId('forgot-username').fill('demo');
    await dialog.getByTestId('forgot-email').fill('demo@lotus.example');
    await dialog.getByTestId('forgot-submit').click();
    await expectVisible(dialog.getByTestId('forgot-result'), 20_000);
    expect(await dialog.getByTestId('forgot-result').innerText()).toBe(
      webText('en', 'auth', 'in_been_out'),
    );

    const [mail] = await readOutbox(page, 'demo@lotus.example');
    expect(mail?.channel).toBe('email');
    const link = /https?:\/\/\S*resetToken=\S+/.exec(mail?.body ?? '')?.[0];
    expect(link, `a reset link in the mail: ${mail?.body}`).toBeDefined();
    // the link names the configured public address; this server listens on a random port.
    // Opened from the mail client: a new browser session, so the disclaimer comes first
    const { pathname, search } = new URL(link ?? '');
    const linkPage = await (await journey.newContext()).newPage();
    await enterSite(linkPage, `${pathname}${search}`);

    const reset = linkPage.getByTestId('reset-password-dialog');
    await expectVisible(reset);
    await expect.poll(() => new URL(linkPage.url()).search).not.toContain('resetToken');
    await reset.getByTestId('reset-new-password').fill('Lotus#Reset9');
    await reset.getByTestId('reset-confirm').fill('Lotus#Reset9');
    await reset.getByTestId('reset-submit').click();
    await expectVisible(reset.getByTestId('reset-result'), 20_000);
    await reset.getByTestId('reset-to-login').click();
    await expectHidden(reset);

    const form = linkPage.getByTestId('login-dialog').getByTestId('login-form');
    await expectVisible(form);
    await fillLoginForm(form, { username: 'demo', password: 'Lotus#Reset9' });
    await form.getByTestId('login-submit').click();
    await expectLoggedIn(linkPage);

    // the link is single-use
    await page.goto(`${pathname}${search}`);
    await expectVisible(page.getByTestId('reset-password-dialog'));
    await page.getByTestId('reset-new-password').fill('Lotus#Again10');
    await page.getByTestId('reset-confirm').fill('Lotus#Again10');
    await page.getByTestId('reset-submit').click();
    await expectVisible(page.getByTestId('reset-error'), 20_000);
  });

  it('forces a change of the weak default password before the login finishes', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    const form = await openLoginDialog(page);
    await fillLoginForm(form, demoLogins.weakDefault);
    await form.getByTestId('login-submit').click();

    const dialog = page.getByTestId('change-password-dialog');
    await expectVisible(dialog, 20_000);
    await expectVisible(dialog.getByTestId('change-forced-reason'));
    expect(await dialog.getByRole('button', { name: webText('en', 'auth', 'close') }).count()).toBe(
      0,
    );
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await expectHidden(page.getByTestId('member-menu-button'));

    await changePasswordInDialog(page, demoLogins.weakDefault.password, 'Frangipani#88');
    await expectLoggedIn(page);

    // the new password logs in without the forced change
    await logOutFromMenu(page);
    await logInFromHeader(page, { username: 'newbie', password: 'Frangipani#88' });
    expect(await dialog.isVisible()).toBe(false);
  });
});
