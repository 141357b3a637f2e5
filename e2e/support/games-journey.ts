import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ledgerAccounts } from '../../apps/server/src/db/schema/index.ts';
import type { LobbyServer } from './lobby-server.ts';
import { expectVisible } from './site.ts';
import { headerBalance } from './wallet-journey.ts';
import { shownMinor } from './wallet-transfers.ts';

/**
 * Steps the game journeys share: money in through the sandbox gateway, a game started from its
 * card, and reading what the game inside the site's frame shows.
 */

/** Long enough for the live channels (member websocket, winner feed) to reach a page. */
export const liveTimeout = { timeout: 15_000, interval: 250 };

/** Minor units as the pages show them: 250050n → "2,500.50". */
export function shownAmount(minor: bigint): string {
  const sign = minor < 0n ? '-' : '';
  const absolute = minor < 0n ? -minor : minor;
  const whole = (absolute / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${whole}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** The header balance in minor units, once it shows an amount. */
export async function headerMinor(page: Page): Promise<bigint> {
  await expect.poll(() => headerBalance(page), liveTimeout).toMatch(/\d\.\d{2}$/);
  return shownMinor(await headerBalance(page));
}

/**
 * Deposits `amount` through the sandbox gateway as the wallet journey does (deposit page →
 * sandbox pay page → back on the deposit page) and waits for the header to show it.
 */
export async function depositInSandbox(page: Page, amount: string): Promise<bigint> {
  const before = await headerMinor(page);
  await page.getByTestId('header-deposit').click();
  await expectVisible(page.getByTestId('deposit-page'));
  await page.getByTestId('deposit-channel-SANDBOX').click();
  const gateway = page.getByTestId('gateway-deposit-form');
  await gateway.getByTestId('deposit-amount').fill(amount);
  await gateway.getByTestId('deposit-submit').click();
  await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway'));
  await page.getByRole('button', { name: 'Pay' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/member' && url.searchParams.get('page') === 'depositv2',
  );
  const notice = page.getByTestId('deposit-return-notice');
  await expectVisible(notice);
  expect(await notice.getAttribute('data-status')).toBe('completed');
  const after = before + shownMinor(amount);
  await expect.poll(() => headerMinor(page), liveTimeout).toBe(after);
  return after;
}

/** The first card of a game on the page (a game can sit in several rows). */
export function gameCard(page: Page, gameCode: string): Locator {
  return page.locator(`[data-testid="game-card"][data-game-code="${gameCode}"]`).first();
}

/** The in-house game running in the site's frame (on /seamless or in the game popup). */
export function gameFrame(page: Page): FrameLocator {
  return page.frameLocator('[data-testid="game-frame"]');
}

/** The balance the game shows at its top, in minor units (waits until it has one). */
export async function playBalance(frame: FrameLocator): Promise<bigint> {
  const shown = frame.getByTestId('play-balance').locator('strong');
  await expect.poll(() => shown.innerText(), liveTimeout).toMatch(/\d\.\d{2}/);
  return shownMinor(await shown.innerText());
}

/** The unit the game's balance is in ("THB", or the play-money label). */
export async function playUnit(frame: FrameLocator): Promise<string> {
  return (
    await frame.getByTestId('play-balance').locator('.play-balance__unit').innerText()
  ).trim();
}

/** The next nonce the fairness panel shows (it steps by one per play). */
export async function fairNonce(frame: FrameLocator): Promise<number> {
  const nonce = frame.getByTestId('fair-nonce');
  await expectVisible(nonce, 15_000);
  return Number((await nonce.innerText()).trim());
}

/** An amount in a text ("You won 12.50", "+3.00"), in minor units; 0n when it shows none. */
export function amountIn(text: string): bigint {
  return /\d\.\d{2}/.test(text) ? shownMinor(text) : 0n;
}

/** A house account's balance (the sum of its shards) in minor units, straight from the ledger. */
export async function houseBalance(
  server: LobbyServer,
  kind: 'game_revenue' | 'play_money',
): Promise<bigint> {
  const [row] = await server.db
    .select({ total: sql<string | null>`sum(${ledgerAccounts.balance})` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, kind), isNull(ledgerAccounts.memberId)));
  return BigInt(row?.total ?? '0');
}
