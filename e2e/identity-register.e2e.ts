import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { members } from '../apps/server/src/db/schema/index.ts';
import { describeJourney } from './support/journey.ts';
import { disclaimerCheckbox, expectLoggedIn, expectMemberHeader } from './support/identity.ts';
import { enterSite, expectHidden, expectVisible } from './support/site.ts';

// §4.4: registration by username; a successful registration logs the member in, closes the
// dialog and lands on /.
describeJourney('identity: register by username', (journey) => {
  it('registers a new member who lands on / logged in', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await page.getByTestId('header-register-button').click();
    const dialog = page.getByTestId('register-dialog');
    await expectVisible(dialog);

    await dialog.getByTestId('register-username').fill('lotusfan7');
    await dialog.getByTestId('register-password').fill('Orchid2026x');
    await dialog.getByTestId('register-confirm').fill('Orchid2026x');
    await dialog.getByTestId('register-mobile').fill('891234567');
    await dialog.getByTestId('register-email').fill('lotusfan7@mail.example');
    await dialog.getByTestId('register-birthday').fill('15-06-1994');
    // the form checks the age locally; a wrong confirmation is refused before any call
    await disclaimerCheckbox(dialog).check();
    await dialog.getByTestId('register-submit').click();

    await expectHidden(dialog, 20_000);
    // '/' itself redirects to /index (§2.1), possibly before this wait begins
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/index');
    // a first login brings the first-login announcements (execution F) with the member ones
    const announcements = page.getByTestId('announcement-dialog');
    await expectVisible(announcements);
    await expect.poll(() => announcements.innerText()).toContain('Welcome aboard!');
    await expectLoggedIn(page);

    const [created] = await journey.server.db
      .select({ type: members.type, birthday: members.birthday, email: members.email })
      .from(members)
      .where(eq(members.username, 'lotusfan7'));
    expect(created).toEqual({
      type: 0,
      birthday: '1994-06-15',
      email: 'lotusfan7@mail.example',
    });

    // the session survives a reload (the token is kept, /wps/member/info answers for it)
    await page.reload();
    await expectMemberHeader(page);
  });

  it('refuses a wrong confirmation without creating the account', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await page.getByTestId('header-register-button').click();
    const dialog = page.getByTestId('register-dialog');
    await expectVisible(dialog);
    await dialog.getByTestId('register-username').fill('lotusfan8');
    await dialog.getByTestId('register-password').fill('Orchid2026x');
    await dialog.getByTestId('register-confirm').fill('Orchid2026y');
    await dialog.getByTestId('register-mobile').fill('891234568');
    await dialog.getByTestId('register-birthday').fill('15-06-1994');
    await disclaimerCheckbox(dialog).check();
    await dialog.getByTestId('register-submit').click();

    await expect
      .poll(() => dialog.getByTestId('register-confirm').getAttribute('aria-invalid'))
      .toBe('true');
    expect(await dialog.innerText()).toContain('Incorrect confirmation input');
    const found = await journey.server.db
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'lotusfan8'));
    expect(found).toHaveLength(0);
  });
});
