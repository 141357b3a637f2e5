import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import {
  chooseLanguage,
  demoLogins,
  expectGuestHeader,
  expectLoggedIn,
  expectMemberHeader,
  fillLoginForm,
  logOutFromMenu,
  openLoginDialog,
  submitExpectingRefusal,
  webText,
  type Language,
} from './support/identity.ts';
import { enterSite, expectHidden, expectVisible } from './support/site.ts';

// §4.2 logout ('in_sure_logout', then /index as a guest); §4.3 login with remember-me (username
// and password kept for a day, unticking forgets them); every text in en, th and tl.
describeJourney('identity: log in, log out, remember me', (journey) => {
  it('logs out through the confirmation and logs in again with remember-me', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    let form = await openLoginDialog(page);
    await fillLoginForm(form, demoLogins.member);
    await form.getByTestId('login-submit').click();
    await expectLoggedIn(page);

    // cancelling keeps the session; confirming ends it
    await page.getByTestId('member-menu-button').click();
    await page.getByTestId('member-menu-logout').click();
    const logout = page.getByTestId('logout-dialog');
    await expectVisible(logout);
    expect(await logout.innerText()).toContain(webText('en', 'auth', 'in_sure_logout'));
    await logout.getByTestId('logout-cancel').click();
    await expectHidden(logout);
    await expectMemberHeader(page);
    await logOutFromMenu(page);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('merchantCode'))).not.toBeNull();

    // log in again, remember-me ticked
    form = await openLoginDialog(page);
    await fillLoginForm(form, demoLogins.member);
    const remember = form.getByTestId('login-remember');
    expect(await remember.isChecked()).toBe(false);
    await remember.check();
    await form.getByTestId('login-submit').click();
    await expectLoggedIn(page);
    await logOutFromMenu(page);

    // after a reload the dialog opens pre-filled, the box ticked
    await page.reload();
    await expectGuestHeader(page);
    form = await openLoginDialog(page);
    expect(await form.getByTestId('login-username').inputValue()).toBe(demoLogins.member.username);
    expect(await form.getByTestId('login-password').inputValue()).toBe(demoLogins.member.password);
    expect(await form.getByTestId('login-remember').isChecked()).toBe(true);

    // unticking forgets them: the next dialog opens empty
    await form.getByTestId('login-remember').uncheck();
    expect(await page.evaluate(() => localStorage.getItem('rememberedLogin'))).toBeNull();
    await page.reload();
    form = await openLoginDialog(page);
    expect(await form.getByTestId('login-username').inputValue()).toBe('');
    expect(await form.getByTestId('login-password').inputValue()).toBe('');
    expect(await form.getByTestId('login-remember').isChecked()).toBe(false);
  });

  it('refuses a wrong password and asks for the disclaimer first', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    const form = await openLoginDialog(page);
    await form.getByTestId('login-username').fill(demoLogins.member.username);
    await form.getByTestId('login-password').fill('Wrong#2026');
    await form.getByTestId('login-submit').click();
    await expect
      .poll(() => form.innerText())
      .toContain(webText('en', 'auth', 'disclaimer_required'));

    await fillLoginForm(form, { username: demoLogins.member.username, password: 'Wrong#2026' });
    expect(await submitExpectingRefusal(form)).toBe(webText('en', 'errors', 'err_login_failed'));
    await expectGuestHeader(page);
  });

  for (const language of ['th', 'tl'] satisfies Language[]) {
    it(`logs in and out in ${language}`, async () => {
      const page = await (await journey.newContext()).newPage();
      await enterSite(page, '/index');
      await chooseLanguage(page, language);
      await expect
        .poll(() => page.getByTestId('header-login-button').innerText())
        .toBe(webText(language, 'layout', 'header.login'));

      const form = await openLoginDialog(page);
      const dialog = page.getByTestId('login-dialog');
      expect(await dialog.getByRole('heading').first().innerText()).toBe(
        webText(language, 'auth', 'login.title'),
      );
      // an unknown name, so the demo account's failures stay below the captcha threshold
      await fillLoginForm(form, { username: `nobody${language}`, password: 'Wrong#2026' });
      expect(await submitExpectingRefusal(form)).toBe(
        webText(language, 'errors', 'err_login_failed'),
      );
      await form.getByTestId('login-username').fill(demoLogins.member.username);
      await form.getByTestId('login-password').fill(demoLogins.member.password);
      await form.getByTestId('login-submit').click();
      await expectLoggedIn(page);

      await page.getByTestId('member-menu-button').click();
      await page.getByTestId('member-menu-logout').click();
      const logout = page.getByTestId('logout-dialog');
      await expectVisible(logout);
      expect(await logout.innerText()).toContain(webText(language, 'auth', 'in_sure_logout'));
      await logout.getByTestId('logout-confirm').click();
      await page.waitForURL((url) => url.pathname === '/index');
      await expectGuestHeader(page);
    });
  }
});
