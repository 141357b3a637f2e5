import { expect, it } from 'vitest';
import { firstCallKey } from '@lobby/contracts';
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

  // the server answers a guest's first calls inside the page (platform/first-answers.ts); the
  // web app's list (app/first-screen.ts) and the server's (homeFirstCalls) must name the same
  // calls, or the page would ask again what it already carries
  it('a guest’s first visit asks the server none of the calls its page answers', async () => {
    const page = await (await journey.newContext()).newPage();
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^\/(wps|lgw)\//.test(url.pathname)) asked.push(firstCallKey(url.pathname, url.search));
    });
    await enterSite(page, '/index');
    await expectVisible(page.getByTestId('winner-board').first());
    const html = await (await fetch(`${journey.server.baseUrl}/index`)).text();
    const island = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(
      html,
    );
    const answered = Object.keys(
      (JSON.parse(island?.[1] ?? '{}') as { answers?: object }).answers ?? {},
    );
    expect(answered).toHaveLength(11);
    expect(asked.filter((key) => answered.includes(key))).toEqual([]);
    // what it does ask: the hot row's vendor tabs (paced, §9) and the winners' live feed
    for (const key of asked) expect(key).toMatch(/^\/lgw\/games(\/winners\/live)?\?/);
  });
});
