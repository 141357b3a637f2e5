import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { fairnessPaths, instantGamePaths, plinkoRisks } from '@lobby/contracts';
import { loginToken } from '../apps/server/test/login-kit.ts';
import {
  newRequestId,
  openPlaySession,
  playCaller,
} from '../apps/server/src/modules/originals/instant/testing/instant-kit.ts';
import { verifyUrl } from '../apps/web/src/play/fairness/verify-link.ts';
import { describeJourney } from './support/journey.ts';
import { enterSite, expectVisible } from './support/site.ts';

interface PlinkoPlay {
  fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
  outcome: { rows: number; risk: string; slot: number; multiplier: string };
}

/** The slot and multiplier the verify page shows, once it shows one. */
async function shownLanding(page: Page): Promise<{ slot: number; multiplier: number } | null> {
  const text = await page.getByTestId('verify-plinko-slot').innerText();
  const match = /slot (\d+), paying ([\d.]+)×/.exec(text);
  return match ? { slot: Number(match[1]), multiplier: Number(match[2]) } : null;
}

// The verify page on the real site, against plinko balls the server dropped at every risk
// level: opened from a play's link, then moved to the other plays by editing the form (the
// path where the form and the address rewrite each other).
describeJourney('games: the plinko verify page', (journey) => {
  it('shows the landing and multiplier the server paid, at every risk level', async () => {
    const { app } = journey.server;
    const member = await loginToken(app, 'demo', 'Lotus#2026');
    const plinko = playCaller(app, await openPlaySession(app, member, 'plinko'));
    const plays: PlinkoPlay[] = [];
    for (const risk of plinkoRisks) {
      for (const rows of [8, 13, 16]) {
        const answer = await plinko.post(instantGamePaths.plinkoDrop, {
          requestId: newRequestId(),
          stake: '1.00',
          rows,
          risk,
        });
        expect(answer.statusCode).toBe(200);
        plays.push(answer.json().value);
      }
    }
    const rotated = (await plinko.post(fairnessPaths.rotate, {})).json().value;
    const serverSeed = rotated.previous.serverSeed as string;

    const [first, ...others] = plays;
    const settingsOf = (play: PlinkoPlay) => ({
      rows: String(play.outcome.rows),
      risk: play.outcome.risk,
    });
    const link = verifyUrl(
      { roundId: 'r', gameCode: 'plinko', fairness: first!.fairness, settings: settingsOf(first!) },
      serverSeed,
    );
    const page = await journey.openPage();
    await enterSite(page, link);
    await expectVisible(page.getByTestId('verify-outcome'), 20_000);
    const expected = (play: PlinkoPlay) => ({
      slot: play.outcome.slot,
      multiplier: Number(play.outcome.multiplier),
    });
    await expect.poll(() => shownLanding(page)).toEqual(expected(first!));

    // a field as the page shows it and as the address holds it (or its default there)
    const fieldNow = (testId: string, name: string, fallback: string) => async () => ({
      shown: await page.getByTestId(testId).inputValue(),
      address: new URL(page.url()).searchParams.get(name) ?? fallback,
    });
    const both = (value: string) => ({ shown: value, address: value });
    // typed key by key, as a player does: each keystroke reaches the address while the
    // field keeps its focus (the page is keyed by its path, not by the query it mirrors)
    const typeInto = async (testId: string, value: string) => {
      const field = page.getByTestId(testId);
      await field.fill('');
      await field.pressSequentially(value);
      expect(await field.inputValue()).toBe(value);
    };
    for (const play of others) {
      // field after field, each reaching the address before the next (quick successive edits
      // are the unit test's: verify-page.test.tsx)
      await typeInto('verify-nonce', String(play.fairness.nonce));
      await expect
        .poll(fieldNow('verify-nonce', 'nonce', ''))
        .toEqual(both(String(play.fairness.nonce)));
      await typeInto('verify-rows', String(play.outcome.rows));
      await expect
        .poll(fieldNow('verify-rows', 'rows', '16'))
        .toEqual(both(String(play.outcome.rows)));
      await page.getByTestId('verify-risk').selectOption(play.outcome.risk);
      await expect.poll(fieldNow('verify-risk', 'risk', 'medium')).toEqual(both(play.outcome.risk));
      await expect.poll(() => shownLanding(page), { timeout: 5_000 }).toEqual(expected(play));
    }
  });
});
