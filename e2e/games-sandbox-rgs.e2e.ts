import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import { demoLogins, logInFromHeader } from './support/identity.ts';
import { enterSite, expectVisible } from './support/site.ts';
import {
  amountIn,
  gameCard,
  gameFrame,
  headerMinor,
  liveTimeout,
  playBalance,
} from './support/games-journey.ts';

// An outside vendor's game (Spinwell Studios, served by the stand-in provider Sandbox RGS):
// the provider's own page runs in the site's frame and moves the member's money only through the
// provider wallet API over signed HTTP, as a real game provider behind an aggregator would.
describeJourney('games: an outside provider through the provider wallet API', (journey) => {
  it('plays Golden Temple from the slots list; the game and the header balances follow the round', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);
    await expect.poll(() => headerMinor(page), liveTimeout).toBeGreaterThan(0n);

    await page.goto('/rng?vassalage=SPN');
    await gameCard(page, 'golden-temple').getByTestId('game-start-button').click();
    await expectVisible(page.getByTestId('game-popup'));
    const frame = gameFrame(page);
    await expectVisible(frame.getByTestId('sandbox-game'), 20_000);
    expect(await frame.getByTestId('sandbox-game').innerText()).toContain('golden-temple');

    const before = await playBalance(frame);
    const headerBefore = await headerMinor(page);
    expect(before).toBe(headerBefore);
    await frame.getByTestId('sandbox-stake').fill('10.00');
    await frame.getByTestId('sandbox-spin').click();
    await expectVisible(frame.getByTestId('sandbox-result'), 15_000);

    // the wheel's multiplier decides the payout: stake × multiplier, rounded down to the cent
    const result = await frame.getByTestId('sandbox-result').innerText();
    const multiplier = Number(/×\s*([\d.]+)/.exec(result)?.[1]);
    expect(Number.isFinite(multiplier)).toBe(true);
    const payout = BigInt(Math.floor(1_000 * multiplier + 1e-9));
    expect(amountIn(await frame.getByTestId('sandbox-win').innerText())).toBe(payout);
    await expect.poll(() => playBalance(frame), liveTimeout).toBe(before - 1_000n + payout);
    await expect.poll(() => headerMinor(page), liveTimeout).toBe(headerBefore - 1_000n + payout);
  });
});
