import { expect, it } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { maskCustomerName } from '../apps/server/src/modules/games/index.ts';
import { describeJourney } from './support/journey.ts';
import { demoLogins, logInFromHeader } from './support/identity.ts';
import { enterSite, expectVisible } from './support/site.ts';
import {
  amountIn,
  depositInSandbox,
  fairNonce,
  gameCard,
  gameFrame,
  headerMinor,
  liveTimeout,
  playBalance,
  shownAmount,
} from './support/games-journey.ts';
import { openMemberScreen, shownMinor } from './support/wallet-transfers.ts';

/** Spins allowed before the journey gives up waiting for a win (a win comes ~1 in 3). */
const maxSpins = 40;

interface Spin {
  stake: bigint;
  payout: bigint;
}

/** One spin: waits for its answer (the nonce steps), checks the balance moved by payout − stake. */
async function spinOnce(frame: FrameLocator, stake: bigint): Promise<Spin> {
  const nonce = await fairNonce(frame);
  const before = await playBalance(frame);
  await frame.getByTestId('slot-spin').click();
  await expect.poll(() => fairNonce(frame), liveTimeout).toBe(nonce + 1);
  const payout = amountIn(await frame.getByTestId('slot-win').innerText());
  expect(await playBalance(frame)).toBe(before - stake + payout);
  return { stake, payout };
}

/** The winner board's entries (their accessible names: "<name> won <amount> on <game>"). */
async function winnerEntries(page: Page): Promise<string[]> {
  return page
    .getByTestId('winner-board')
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
}

// Done when (issue 5): log in, deposit in the sandbox, open a slot from the home page, spin, and
// see the balance, the betting record and the winner board change. Lotus Fortune runs in the
// site's frame (/seamless); its money moves through the provider wallet like an outside game's.
describeJourney('games: a slot from the home page', (journey) => {
  it('deposits, spins Lotus Fortune until a win and finds it in the balance, the record and the winner board', async () => {
    // any win counts for the board, so a small one shows there
    await journey.server.updateDemoMerchant({ gamePolicy: { winnerBoardMinWin: '1' } });

    // a guest watches the winner board on the home page meanwhile
    const watcher = await (await journey.newContext()).newPage();
    await enterSite(watcher, '/index');
    await expectVisible(watcher.getByTestId('winner-board'));
    const boardBefore = await winnerEntries(watcher);

    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);
    const funded = await depositInSandbox(page, '200.00');

    // the home page's hot row: Lotus Fortune's start button opens it on /seamless
    await page.goto('/index');
    await gameCard(page, 'lotus-fortune').getByTestId('game-start-button').click();
    await page.waitForURL(
      (url) => url.pathname === '/seamless' && url.searchParams.get('gameCode') === 'lotus-fortune',
    );
    const frame = gameFrame(page);
    await expectVisible(frame.getByTestId('slot-grid'), 20_000);
    expect(await playBalance(frame)).toBe(funded);
    const stake = shownMinor(await frame.getByTestId('slot-stake').inputValue());
    expect(stake).toBe(100n);

    const spins: Spin[] = [];
    while (spins.length < maxSpins) {
      const spin = await spinOnce(frame, stake);
      spins.push(spin);
      // the header follows each spin over the member's live channel, without a reload
      const moved = spins.reduce((sum, { payout }) => sum + payout - stake, 0n);
      await expect.poll(() => headerMinor(page), liveTimeout).toBe(funded + moved);
      if (spin.payout > 0n) break;
    }
    const win = spins.at(-1);
    expect(win?.payout, `no win in ${maxSpins} spins`).toBeGreaterThan(0n);
    const payout = win?.payout ?? 0n;
    const balance = await playBalance(frame);

    // the winner board of the guest's home page shows the win live
    const winnerLabel = (entries: string[]) =>
      entries.find(
        (entry) =>
          entry.startsWith(maskCustomerName(demoLogins.member.username)) &&
          entry.includes(shownAmount(payout)) &&
          entry.endsWith('Lotus Fortune'),
      );
    expect(winnerLabel(boardBefore)).toBeUndefined();
    await expect
      .poll(async () => winnerLabel(await winnerEntries(watcher)), liveTimeout)
      .toBeTruthy();

    // the betting record: every spin, newest first, the win on top with its stake and payout
    await openMemberScreen(page, 'personalHistoryCopy', 'betting-record-page');
    const rows = page.getByTestId('bets-row');
    await expect.poll(() => rows.count(), liveTimeout).toBe(Math.min(spins.length, 20));
    const newest = rows.first();
    expect(await newest.innerText()).toContain('Lotus Fortune');
    expect(shownMinor(await newest.getByTestId('bets-stake').innerText())).toBe(stake);
    expect(shownMinor(await newest.locator('td').nth(5).innerText())).toBe(payout);
    expect(shownMinor(await newest.getByTestId('bets-win-loss').innerText())).toBe(payout - stake);
    expect(await page.getByTestId('bets-total-count').innerText()).toBe(String(spins.length));
    expect(shownMinor(await page.getByTestId('bets-total-stake').innerText())).toBe(
      stake * BigInt(spins.length),
    );
    expect(shownMinor(await page.getByTestId('bets-total-result').innerText())).toBe(
      balance - funded,
    );
    expect(await headerMinor(page)).toBe(balance);
  }, 120_000);
});
