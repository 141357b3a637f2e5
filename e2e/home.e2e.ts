import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import { enterSite, expectVisible } from './support/site.ts';

// §2.2 and §2.3: the home page and the shell around it, as a guest sees them.
describeJourney('home page', (journey) => {
  it('shows the shell and every home section to a guest', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/');
    for (const testId of [
      'home-page',
      'banner-carousel',
      'notice-marquee',
      'winner-board',
      'top-nav',
      'side-menu',
      'site-footer',
      'header-login-button',
      'header-register-button',
    ])
      await expectVisible(page.getByTestId(testId).first());
    expect(await page.getByTestId('game-row').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/index');
  });

  it('the header login button opens the login dialog', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/');
    await page.getByTestId('header-login-button').click();
    await expectVisible(page.getByTestId('login-dialog'));
  });
});
