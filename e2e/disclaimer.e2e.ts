import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import { closeAnnouncementsIfShown, expectHidden, expectVisible } from './support/site.ts';

// §4.6: the disclaimer shows on first load unless accepted in this session; accepting stores
// a session flag. The dialog has no close button.
describeJourney('disclaimer', (journey) => {
  it('shows on the first visit, cannot be dismissed, and accepting hides it', async () => {
    const page = await journey.openPage('/');
    const dialog = page.getByTestId('disclaimer-dialog');
    await expectVisible(dialog);
    expect(await dialog.getByRole('button', { name: /close/i }).count()).toBe(0);
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);

    await page.getByTestId('disclaimer-accept').click();
    await expectHidden(dialog);
    await expectVisible(page.getByTestId('home-page'));
  });

  it('stays hidden for the rest of the session: on reload and in a page the site opens', async () => {
    const context = await journey.newContext();
    const page = await context.newPage();
    await page.goto('/');
    await page.getByTestId('disclaimer-accept').click();
    await expectHidden(page.getByTestId('disclaimer-dialog'));
    await closeAnnouncementsIfShown(page);

    await page.reload();
    await expectVisible(page.getByTestId('home-page'));
    await page.waitForLoadState('networkidle');
    expect(await page.getByTestId('disclaimer-dialog').isVisible()).toBe(false);

    // a page opened from the site (a link in a new tab) belongs to the same browsing session;
    // window.open copies the session, whatever store the flag lives in
    const [opened] = await Promise.all([
      context.waitForEvent('page'),
      page.evaluate(() => void window.open('/index', '_blank')),
    ]);
    await opened.waitForLoadState('networkidle');
    await expectVisible(opened.getByTestId('home-page'));
    expect(await opened.getByTestId('disclaimer-dialog').isVisible()).toBe(false);
  });

  it('shows again in a new browser session', async () => {
    const first = await journey.openPage('/');
    await first.getByTestId('disclaimer-accept').click();
    await expectHidden(first.getByTestId('disclaimer-dialog'));

    const second = await journey.openPage('/');
    await expectVisible(second.getByTestId('disclaimer-dialog'));
  });
});
