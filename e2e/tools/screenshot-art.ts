// `npx tsx e2e/tools/screenshot-art.ts [outDir]`: pictures of the art set where players meet it
// (home, the slots list, a slot's reels, the member centre overview) at 360×740 and 1280×800, taken
// from the real server on a fresh in-memory database after `npm run build`.
import path from 'node:path';
import { enterSite, expectVisible } from '../support/site.ts';
import { demoLogins, logInFromHeader } from '../support/identity.ts';
import { gameCard, gameFrame } from '../support/games-journey.ts';
import { withScreenshotServer } from './screenshot-server.ts';

const outDir = path.resolve(process.argv[2] ?? 'test-results/art');

await withScreenshotServer(async (browser, baseURL) => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({
      baseURL,
      viewport,
      locale: 'en-US',
    });
    const page = await context.newPage();
    await enterSite(page, '/');
    await expectVisible(page.getByTestId('home-page'));
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${outDir}/home-${viewport.width}.png`, fullPage: true });
    await page.goto('/rng');
    await expectVisible(page.getByTestId('game-card').first());
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${outDir}/rng-${viewport.width}.png` });
    await context.close();

    // a slot's reels, as a free-trial player sees them after a spin
    const trial = await browser.newContext({ baseURL, viewport });
    const trialPage = await trial.newPage();
    await enterSite(trialPage, '/index');
    await gameCard(trialPage, 'jade-dragon').getByTestId('game-trial-button').click();
    const frame = gameFrame(trialPage);
    await frame.getByTestId('slot-spin').click();
    await trialPage.waitForTimeout(1500);
    await trialPage.screenshot({ path: `${outDir}/slot-${viewport.width}.png`, fullPage: true });
    await trial.close();

    // the member centre's overview
    const member = await browser.newContext({ baseURL, viewport });
    const memberPage = await member.newPage();
    await enterSite(memberPage, '/index');
    await logInFromHeader(memberPage, demoLogins.member);
    await memberPage.goto('/member');
    await expectVisible(memberPage.getByTestId('member-center-page'));
    await memberPage.waitForLoadState('networkidle');
    await memberPage.screenshot({ path: `${outDir}/member-${viewport.width}.png`, fullPage: true });
    await member.close();
  }
  console.warn(`saved to ${outDir}`);
});
