import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import { demoLogins, logInFromHeader, webText } from './support/identity.ts';
import { enterSite, expectVisible, settleStartup } from './support/site.ts';
import { fairNonce, gameCard, gameFrame, liveTimeout } from './support/games-journey.ts';

// Done when (issue 5): verify an outcome on the verify page. The hash of the server seed shows
// before the play; rotating the seeds reveals the seed; the play's verify link opens /verify,
// which recomputes the same roll in the browser and finds the same hash.
describeJourney('games: provably fair', (journey) => {
  it('rolls dice, rotates the seed and verifies the roll on the verify page', async () => {
    const context = await journey.newContext();
    const page = await context.newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);

    // dice from the arcade list opens in the game popup over the list
    await page.goto('/rng?gameType=ARCADE');
    await gameCard(page, 'dice').getByTestId('game-start-button').click();
    await expectVisible(page.getByTestId('game-popup'));
    const frame = gameFrame(page);
    await expectVisible(frame.getByTestId('dice-roll'), 20_000);

    // the commitment, published before any play with it
    const hash = (await frame.getByTestId('fair-hash').innerText()).trim();
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    const firstNonce = await fairNonce(frame);

    // two rolls with the same seed pair: the nonce steps each time
    const rolls: string[] = [];
    for (let play = 1; play <= 2; play++) {
      await frame.getByTestId('dice-roll').click();
      await expect.poll(() => fairNonce(frame), liveTimeout).toBe(firstNonce + play);
      rolls.push((await frame.getByTestId('dice-result').innerText()).trim());
    }
    const lastRoll = rolls.at(-1) ?? '';
    expect(lastRoll).toMatch(/^\d{1,2}\.\d{2}$/);
    const verdict = (await frame.getByTestId('dice-verdict').innerText()).trim();
    expect(await frame.getByTestId('fair-verify-link').count()).toBe(0);

    // rotating reveals the seed behind the hash and starts a new pair at nonce 0
    await frame.getByTestId('fair-rotate').click();
    const revealed = frame.getByTestId('fair-previous-seed');
    await expectVisible(revealed);
    const serverSeed = (await revealed.innerText()).trim();
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    await expect
      .poll(async () => (await frame.getByTestId('fair-hash').innerText()).trim())
      .not.toBe(hash);
    expect(await fairNonce(frame)).toBe(0);

    // the newest play's link opens the verify page in a new tab, filled in
    const links = frame.getByTestId('fair-verify-link');
    await expect.poll(() => links.count()).toBe(2);
    const [verify] = await Promise.all([context.waitForEvent('page'), links.first().click()]);
    await verify.waitForLoadState();
    await settleStartup(verify);
    await expectVisible(verify.getByTestId('verify-page'), 20_000);
    const query = new URL(verify.url()).searchParams;
    expect(query.get('game')).toBe('dice');
    expect(query.get('serverSeed')).toBe(serverSeed);
    expect(query.get('nonce')).toBe(String(firstNonce + 1));

    // the seed's SHA-256 is the hash shown before the rolls, and the roll is the same
    expect((await verify.getByTestId('verify-seed-hash').innerText()).trim()).toBe(hash);
    const match = verify.getByTestId('verify-hash-match');
    expect(await match.getAttribute('data-match')).toBe('true');
    await expectVisible(verify.getByTestId('verify-outcome'));
    expect(await verify.getByTestId('verify-outcome').getAttribute('data-game')).toBe('dice');
    expect(await verify.getByTestId('verify-dice-roll').innerText()).toContain(lastRoll);
    // and so is its verdict: a loss there is a loss here
    const verifiedBet = (await verify.getByTestId('verify-dice-bet').innerText()).trim();
    expect(verifiedBet === webText('en', 'bets', 'verify.dice.loss')).toBe(
      verdict === webText('en', 'originals', 'common.noWin'),
    );

    // another seed does not match the published hash
    const seedInput = verify.getByTestId('verify-serverSeed');
    const tampered = `${serverSeed.slice(0, -1)}${serverSeed.endsWith('0') ? '1' : '0'}`;
    // typed key by key into the field, which keeps every keystroke
    const typeSeed = async (seed: string) => {
      await seedInput.fill('');
      await seedInput.pressSequentially(seed);
      expect(await seedInput.inputValue()).toBe(seed);
    };
    await typeSeed(tampered);
    await expect.poll(() => match.getAttribute('data-match')).toBe('false');
    await typeSeed(serverSeed);
    await expect.poll(() => match.getAttribute('data-match')).toBe('true');
  });
});
