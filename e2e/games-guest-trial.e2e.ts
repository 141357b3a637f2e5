import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import { expectGuestHeader, expectMemberHeader, webText } from './support/identity.ts';
import { enterSite, expectHidden, expectVisible } from './support/site.ts';
import {
  amountIn,
  fairNonce,
  gameCard,
  gameFrame,
  houseBalance,
  liveTimeout,
  playBalance,
  playUnit,
} from './support/games-journey.ts';

// Done when (issue 5): a guest who clicks a game gets the login dialog, and a trial player plays
// with play money (§4.8, §4.9): the free-trial button makes a trial account whose game runs in
// PLAY units, which never touch the brand's real game revenue.
describeJourney('games: guests and trial play', (journey) => {
  it('a guest pressing a game’s start button gets the login dialog', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await gameCard(page, 'lotus-fortune').getByTestId('game-start-button').click();
    await expectVisible(page.getByTestId('login-dialog'));
    expect(new URL(page.url()).pathname).toBe('/index');
    expect(await page.getByTestId('game-frame').count()).toBe(0);

    // the same from a list centre: no popup, the login dialog
    await page.keyboard.press('Escape');
    await expectHidden(page.getByTestId('login-dialog'));
    await page.goto('/rng?gameType=ARCADE');
    await gameCard(page, 'dice').getByTestId('game-start-button').click();
    await expectVisible(page.getByTestId('login-dialog'));
    expect(await page.getByTestId('game-popup').count()).toBe(0);
    await expectGuestHeader(page);
  });

  it('the free-trial button makes a trial player who spins with play money only', async () => {
    const revenueBefore = await houseBalance(journey.server, 'game_revenue');
    const playMoneyBefore = await houseBalance(journey.server, 'play_money');

    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    // the members' announcements, fetched once the trial session exists
    const memberAnnouncements = page.waitForResponse(
      (response) =>
        new URL(response.url()).pathname === '/wps/content/announcements' &&
        response.request().headers()['token'] !== undefined,
      { timeout: 20_000 },
    );
    await gameCard(page, 'lotus-fortune').getByTestId('game-trial-button').click();
    await page.waitForURL(
      (url) => url.pathname === '/seamless' && url.searchParams.get('gameCode') === 'lotus-fortune',
      { timeout: 20_000 },
    );
    await expectMemberHeader(page);
    expect(await page.evaluate(() => sessionStorage.getItem('isTrial'))).toBe('true');

    // the frame says play money, and so does the game's own balance
    await expectVisible(page.getByTestId('game-frame-play-money'));
    const frame = gameFrame(page);
    await expectVisible(frame.getByTestId('slot-grid'), 20_000);
    // a fresh login, but the members' announcements wait: nothing covers the game
    expect((await memberAnnouncements).ok()).toBe(true);
    expect(await page.getByTestId('announcement-dialog').count()).toBe(0);
    expect(await playUnit(frame)).toBe(webText('en', 'originals', 'common.playMoney'));
    const funded = await playBalance(frame);
    expect(funded).toBeGreaterThan(0n);

    // a spin moves the play balance by payout − stake
    const nonce = await fairNonce(frame);
    const stake = amountIn(await frame.getByTestId('slot-stake').inputValue());
    await frame.getByTestId('slot-spin').click();
    await expect.poll(() => fairNonce(frame), liveTimeout).toBe(nonce + 1);
    const payout = amountIn(await frame.getByTestId('slot-win').innerText());
    const balance = await playBalance(frame);
    expect(balance).toBe(funded - stake + payout);

    // all of it came from and went to the play-money house: the real game revenue never moved
    expect(await houseBalance(journey.server, 'game_revenue')).toBe(revenueBefore);
    expect(await houseBalance(journey.server, 'play_money')).toBe(playMoneyBefore - balance);

    // the betting record is a real account's page: the trial player is turned away
    await page.goto('/member?page=personalHistoryCopy');
    await expectVisible(page.getByTestId('real-account-dialog'));
    expect(await page.getByTestId('betting-record-page').count()).toBe(0);
  });
});
