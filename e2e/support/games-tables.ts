import type { FrameLocator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { logInFromHeader, type Credentials } from './identity.ts';
import type { Journey } from './journey.ts';
import { enterSite, expectVisible } from './site.ts';
import { gameCard, gameFrame } from './games-journey.ts';

/**
 * A player at one of the shared tables (crash, baccarat): logged in, the table open in the game
 * popup of its list page, and what the table shows read back from inside the frame.
 */
export interface TablePlayer {
  page: Page;
  frame: FrameLocator;
}

/** Where a table's round stands as one player sees it. */
export interface RoundSight {
  roundNo: number;
  phase: string;
  /** The server seed hash the round committed to (the fairness details, opened). */
  hash: string;
  /** Seconds left to bet (betting phase only). */
  secondsLeft: number | null;
}

/**
 * Rounds of the shared tables are timed; a crash round lasts as long as its multiplier rises
 * (×100 takes about 77 s), so waiting for a round's end or a fresh one may take long.
 */
export const roundTimeout = { timeout: 150_000, interval: 250 };

/** Logs in and opens a table's game from its list page (`/live`, `/rng?gameType=ARCADE`). */
export async function sitAtTable(
  journey: Journey,
  credentials: Credentials,
  listPath: string,
  gameCode: string,
): Promise<TablePlayer> {
  const page = await (await journey.newContext()).newPage();
  await enterSite(page, '/index');
  await logInFromHeader(page, credentials);
  await page.goto(listPath);
  await gameCard(page, gameCode).getByTestId('game-start-button').click();
  await expectVisible(page.getByTestId('game-popup'));
  const frame = gameFrame(page);
  await expectVisible(frame.getByTestId('table-phase'), 20_000);
  // the round's commitment sits in the fairness details: open them to see it
  await frame.getByTestId('table-fairness').locator('summary').click();
  await expectVisible(frame.getByTestId('round-hash'));
  return { page, frame };
}

/** The round as the table shows it now. */
export async function roundSight(frame: FrameLocator): Promise<RoundSight> {
  const banner = frame.getByTestId('table-phase');
  const phase = (await banner.getAttribute('data-phase')) ?? '';
  const roundText = await banner.locator('span').first().innerText();
  const seconds = /(\d+)/.exec(await banner.locator('strong').innerText());
  return {
    roundNo: Number(/\d+/.exec(roundText)?.[0] ?? Number.NaN),
    phase,
    hash: (await frame.getByTestId('round-hash').innerText()).trim(),
    secondsLeft: phase === 'betting' && seconds ? Number(seconds[1]) : null,
  };
}

/**
 * Waits until every player sees the same round open for bets with at least `minSeconds` left
 * (else the next one), and answers that round.
 */
export async function waitForSharedBetting(
  players: TablePlayer[],
  minSeconds: number,
): Promise<RoundSight> {
  let shared: RoundSight | undefined;
  await expect
    .poll(async () => {
      const sights = await Promise.all(players.map((player) => roundSight(player.frame)));
      const [first] = sights;
      const isShared =
        first !== undefined &&
        first.phase === 'betting' &&
        (first.secondsLeft ?? 0) >= minSeconds &&
        sights.every(
          (sight) =>
            sight.phase === 'betting' &&
            sight.roundNo === first.roundNo &&
            sight.hash === first.hash,
        );
      shared = isShared ? first : undefined;
      return isShared;
    }, roundTimeout)
    .toBe(true);
  if (!shared) throw new Error('no shared betting round');
  return shared;
}

/** Waits until round `roundNo` is over for this player (settled, or a later round is shown). */
export async function waitForRoundEnd(player: TablePlayer, roundNo: number): Promise<void> {
  await expect
    .poll(async () => {
      const sight = await roundSight(player.frame);
      return sight.roundNo > roundNo || (sight.roundNo === roundNo && sight.phase === 'settled');
    }, roundTimeout)
    .toBe(true);
}

/** The live list of bets and cash-outs at the table ("de***o bet 10.00", …). */
export async function feedLines(frame: FrameLocator): Promise<string[]> {
  return frame
    .getByTestId('table-feed')
    .locator('li')
    .evaluateAll((items) => items.map((item) => item.textContent?.trim() ?? ''));
}
