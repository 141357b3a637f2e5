import { expect, it } from 'vitest';
import type { FrameLocator } from 'playwright-core';
import { describeJourney } from './support/journey.ts';
import { demoLogins } from './support/identity.ts';
import { expectVisible, settleStartup } from './support/site.ts';
import { headerMinor, liveTimeout, playBalance, shownAmount } from './support/games-journey.ts';
import {
  feedLines,
  roundTimeout,
  sitAtTable,
  waitForRoundEnd,
  waitForSharedBetting,
  type TablePlayer,
} from './support/games-tables.ts';
import { shownMinor } from './support/wallet-transfers.ts';

/** Every bet of these journeys: 10.00 in minor units. */
const stake = 1_000n;
/** Rounds a journey may play before giving up on the case it waits for (a crash below 1.01×). */
const maxRounds = 3;

/** How the table masks a player's name in its live list (two letters, ***, the last one). */
const masked = (username: string) => `${username.slice(0, 2)}***${username.slice(-1)}`;

/** The status of my crash bet this round ('placed', 'cashed_out', 'lost'), or '' without one. */
async function crashBetStatus(frame: FrameLocator): Promise<string> {
  const bet = frame.getByTestId('crash-my-bet');
  return (await bet.count()) === 0 ? '' : ((await bet.getAttribute('data-status')) ?? '');
}

/** ×100 of a multiplier as shown ("2.37×" → 237). */
function x100Of(text: string): number {
  const match = /(\d+)\.(\d{2})×/.exec(text);
  if (!match) throw new Error(`no multiplier in "${text}"`);
  return Number(match[1]) * 100 + Number(match[2]);
}

/** Waits until the player's game and the site's header both show `minor`. */
async function expectBalances(player: TablePlayer, minor: bigint): Promise<void> {
  await expect.poll(() => playBalance(player.frame), liveTimeout).toBe(minor);
  await expect.poll(() => headerMinor(player.page), liveTimeout).toBe(minor);
}

/**
 * Cashes out by hand as soon as the button offers it; answers the cash-out's multiplier (×100)
 * and payout, or null when the round crashed first.
 */
async function cashOutByHand(
  player: TablePlayer,
): Promise<{ atX100: number; payout: bigint } | null> {
  const button = player.frame.getByTestId('crash-cashout');
  // '' once the next round shows: this one ended without a cash-out
  const sight = async () =>
    (await button.isVisible()) ? 'offered' : await crashBetStatus(player.frame);
  await expect.poll(sight, roundTimeout).not.toBe('placed');
  if ((await sight()) === 'offered') {
    await button.click({ timeout: 2_000 }).catch(() => undefined);
  }
  await expect.poll(() => crashBetStatus(player.frame), roundTimeout).not.toBe('placed');
  if ((await crashBetStatus(player.frame)) !== 'cashed_out') return null;
  const text = await player.frame.getByTestId('crash-my-bet').innerText();
  const match = /([\d.]+×).*?([\d,]+\.\d{2})\s*$/.exec(text);
  if (!match) throw new Error(`no cash-out in "${text}"`);
  return { atX100: x100Of(match[1] ?? ''), payout: shownMinor(match[2] ?? '') };
}

/** Baccarat payouts (stake included) of the spots these journeys play: §3 1:1, 0.95:1, push. */
function baccaratPayout(spot: 'player' | 'banker', winner: string): bigint {
  if (winner === 'tie') return stake;
  if (winner !== spot) return 0n;
  return spot === 'player' ? stake * 2n : stake + (stake * 95n) / 100n;
}

// Done when (issue 5): play a crash round and a baccarat round together with a second browser.
// The tables' rounds are run by the scheduled job, as in production: both players see the same
// round (number, committed hash, phase), each bets, and the money follows the shared result.
describeJourney(
  'games: shared tables with a second browser',
  (journey) => {
    it('crash: both bet in the same round; one cashes out by hand, the other rides with an auto cash-out', async () => {
      const [alice, bob] = await Promise.all([
        sitAtTable(journey, demoLogins.member, '/rng?gameType=ARCADE', 'crash'),
        sitAtTable(journey, demoLogins.agent, '/rng?gameType=ARCADE', 'crash'),
      ]);
      const players = [alice, bob];
      let cashedOutByHand = false;
      for (let played = 0; played < maxRounds && !cashedOutByHand; played++) {
        const round = await waitForSharedBetting(players, 3);
        const aliceStart = await playBalance(alice.frame);
        const bobStart = await playBalance(bob.frame);

        // bob sets an auto cash-out at 1.50×; both bet 10.00 while the countdown runs
        await bob.frame.getByTestId('auto-cashout-input').fill('1.50');
        await Promise.all(players.map(({ frame }) => frame.getByTestId('crash-bet').click()));
        for (const { frame } of players) {
          await expect.poll(() => crashBetStatus(frame), liveTimeout).toBe('placed');
        }
        await expectBalances(alice, aliceStart - stake);
        await expectBalances(bob, bobStart - stake);
        // each sees the other's bet in the table's live list
        await expect
          .poll(() => feedLines(alice.frame), liveTimeout)
          .toContain(`${masked(demoLogins.agent.username)} bet ${shownAmount(stake)}`);
        await expect
          .poll(() => feedLines(bob.frame), liveTimeout)
          .toContain(`${masked(demoLogins.member.username)} bet ${shownAmount(stake)}`);

        // alice cashes out by hand once the multiplier rises; bob rides to the crash
        const cashOut = await cashOutByHand(alice);
        await Promise.all(players.map((player) => waitForRoundEnd(player, round.roundNo)));

        // both see the same crash point, newest first among the last results
        const points = await Promise.all(
          players.map(async ({ frame }) =>
            x100Of(await frame.getByTestId('crash-history').locator('li').first().innerText()),
          ),
        );
        expect(points[1]).toBe(points[0]);
        const crashPoint = points[0] ?? 0;

        if (cashOut) {
          cashedOutByHand = true;
          expect(cashOut.atX100).toBeGreaterThanOrEqual(101);
          expect(cashOut.atX100).toBeLessThanOrEqual(crashPoint);
          expect(cashOut.payout).toBe((stake * BigInt(cashOut.atX100)) / 100n);
        }
        await expectBalances(alice, aliceStart - stake + (cashOut?.payout ?? 0n));
        const bobPayout = crashPoint >= 150 ? (stake * 150n) / 100n : 0n;
        await expectBalances(bob, bobStart - stake + bobPayout);
      }
      expect(cashedOutByHand, `no cash-out by hand in ${maxRounds} rounds`).toBe(true);
    }, 300_000);

    it('baccarat: both bet in the same round, see the same deal, are paid by it and verify it', async () => {
      const [alice, bob] = await Promise.all([
        sitAtTable(journey, demoLogins.member, '/live', 'baccarat'),
        sitAtTable(journey, demoLogins.agent, '/live', 'baccarat'),
      ]);
      const players = [alice, bob];
      const round = await waitForSharedBetting(players, 6);
      const aliceStart = await playBalance(alice.frame);
      const bobStart = await playBalance(bob.frame);

      // alice backs the player, bob the banker, with a 10 chip each
      const bets = [
        { player: alice, spot: 'player' as const },
        { player: bob, spot: 'banker' as const },
      ];
      await Promise.all(
        bets.map(async ({ player: { frame }, spot }) => {
          await frame.getByTestId('chip-10').click();
          await frame.getByTestId(`spot-${spot}`).click();
          await frame.getByTestId('place-bets').click();
          await expectVisible(frame.getByTestId(`spot-${spot}`).locator('.table-spot__placed'));
        }),
      );
      await expectBalances(alice, aliceStart - stake);
      await expectBalances(bob, bobStart - stake);

      // the deal at the close of betting: the same cards for both
      await Promise.all(players.map((player) => waitForRoundEnd(player, round.roundNo)));
      const results = await Promise.all(
        players.map(async ({ frame }) => {
          const dealt = frame.getByTestId('baccarat-result');
          await expectVisible(dealt);
          return {
            winner: (await dealt.getAttribute('data-winner')) ?? '',
            text: await dealt.innerText(),
          };
        }),
      );
      expect(results[1]).toEqual(results[0]);
      const winner = results[0]?.winner ?? '';
      expect(winner).toMatch(/^(player|banker|tie)$/);

      await expectBalances(alice, aliceStart - stake + baccaratPayout('player', winner));
      await expectBalances(bob, bobStart - stake + baccaratPayout('banker', winner));

      // the round's seed, revealed now, recomputes the same deal on the verify page
      const link = alice.frame.getByTestId('round-verify');
      await expectVisible(link);
      const [verify] = await Promise.all([alice.page.context().waitForEvent('page'), link.click()]);
      await verify.waitForLoadState();
      await settleStartup(verify);
      await expectVisible(verify.getByTestId('verify-outcome'), 20_000);
      expect(new URL(verify.url()).searchParams.get('hash')).toBe(round.hash);
      expect(await verify.getByTestId('verify-hash-match').getAttribute('data-match')).toBe('true');
      expect(await verify.getByTestId('verify-outcome').getAttribute('data-game')).toBe('baccarat');
      const verifiedWinner = await verify.getByTestId('verify-baccarat-winner').innerText();
      const shownWinner = await alice.frame.locator('.baccarat-winner').innerText();
      expect(verifiedWinner.trim()).toBe(shownWinner.trim());
    }, 180_000);
  },
  { server: { config: { JOBS_ENABLED: 'true' } } },
);
