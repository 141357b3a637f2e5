import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectVisible } from './site.ts';

/** The demo accounts' payment passwords: the member's is seeded, the agent sets one. */
export const demoPaymentPasswords = { member: '135790', agent: '246810' } as const;

/** Opens a member-centre screen by its address (the session survives in sessionStorage). */
export async function openMemberScreen(
  page: Page,
  screen: string,
  testId: string,
): Promise<Locator> {
  await page.goto(`/member?page=${screen}`);
  const root = page.getByTestId(testId);
  await expectVisible(root, 20_000);
  return root;
}

/** Amount text as the pages show it ("฿ 1,000.00", "+200.00") in minor units. */
export function shownMinor(text: string): bigint {
  const match = /(-?)([\d,]+)\.(\d{2})/.exec(text);
  if (!match) throw new Error(`no amount in "${text}"`);
  const [, sign, whole = '0', cents = '00'] = match;
  const minor = BigInt(whole.replace(/,/g, '')) * 100n + BigInt(cents);
  return sign === '-' ? -minor : minor;
}

/** The balance a wallet shows on the transfer page, in minor units. */
export async function walletBalance(page: Page, code: string): Promise<bigint> {
  return shownMinor(await page.getByTestId(`transfer-balance-${code}`).innerText());
}

/** Waits until a wallet on the transfer page shows `minor`. */
export async function expectWalletBalance(page: Page, code: string, minor: bigint): Promise<void> {
  await expect.poll(() => walletBalance(page, code), { timeout: 10_000 }).toBe(minor);
}

/** Fills and sends the wallet transfer form; waits for its receipt and returns it. */
export async function transferFunds(
  page: Page,
  move: { from: string; to: string; amount: string; paymentPassword: string },
): Promise<string> {
  await page.getByTestId('transfer-from').selectOption(move.from);
  await page.getByTestId('transfer-to').selectOption(move.to);
  await page.getByTestId('transfer-amount').fill(move.amount);
  await page.getByTestId('transfer-password').fill(move.paymentPassword);
  await page.getByTestId('transfer-submit').click();
  const result = page.getByTestId('transfer-result');
  await expectVisible(result, 15_000);
  return (await result.innerText()).trim();
}

/** Sends a member payment form (`upline` or `downline`) and returns its receipt. */
export async function payMember(
  page: Page,
  form: 'upline' | 'downline',
  payment: { amount: string; paymentPassword: string; downline?: string },
): Promise<string> {
  if (payment.downline) await page.getByTestId('downline-member').selectOption(payment.downline);
  await page.getByTestId(`${form}-amount`).fill(payment.amount);
  await page.getByTestId(`${form}-password`).fill(payment.paymentPassword);
  await page.getByTestId(`${form}-submit`).click();
  const result = page.getByTestId(`${form}-result`);
  await expectVisible(result, 15_000);
  return (await result.innerText()).trim();
}
