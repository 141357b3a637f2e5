import { expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { describeJourney } from './support/journey.ts';
import {
  chooseLanguage,
  demoLogins,
  logInFromHeader,
  webText,
  type Language,
} from './support/identity.ts';
import { enterSite, expectHidden, expectVisible } from './support/site.ts';
import {
  headerBalance,
  logInOperator,
  proofImage,
  seriousViolations,
} from './support/wallet-journey.ts';

/** Long enough for the live channel to carry an operator's action to the page. */
const liveTimeout = { timeout: 15_000, interval: 250 };

async function openDepositPage(page: Page): Promise<void> {
  await page.getByTestId('header-deposit').click();
  await expectVisible(page.getByTestId('deposit-page'));
  await expectVisible(page.getByRole('tab').first());
}

// §2.5 depositv2 and withdraw, §3 Balance and Withdrawal confirmation, §4.11, §9: the member's
// money end to end against the real server — a gateway deposit through the sandbox pay page, a
// bank transfer an operator approves, a withdrawal the operator pays by hand and the member
// confirms; the header balance follows each step over the live channel, without a reload.
describeJourney('wallet: deposit and withdraw', (journey) => {
  it('deposits through the gateway and by bank transfer, withdraws and confirms receipt', async () => {
    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);
    await expect.poll(() => headerBalance(page), liveTimeout).toBe('1,000.00');

    // a gateway deposit: the sandbox pay page opens in the same tab, Pay sends the member back
    await openDepositPage(page);
    await page.getByTestId('deposit-channel-SANDBOX').click();
    const gateway = page.getByTestId('gateway-deposit-form');
    await gateway.getByTestId('deposit-amount').fill('500.00');
    await gateway.getByTestId('deposit-submit').click();
    await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway'));
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/member' && url.searchParams.get('page') === 'depositv2',
    );
    const notice = page.getByTestId('deposit-return-notice');
    await expectVisible(notice);
    expect(await notice.getAttribute('data-status')).toBe('completed');
    await expect.poll(() => headerBalance(page), liveTimeout).toBe('1,500.00');

    // a bank transfer with its reference and proof image waits for an operator
    await page.getByTestId('deposit-channel-BANK').click();
    const transfer = page.getByTestId('bank-transfer-form');
    expect(await transfer.getByTestId('receiving-account-number').innerText()).toBe(
      '123-4-56789-0',
    );
    await transfer.getByTestId('deposit-amount').fill('1000');
    await transfer.getByTestId('deposit-reference').fill('E2E-KBANK-0001');
    await transfer.getByTestId('deposit-proof').setInputFiles(proofImage);
    await transfer.getByTestId('deposit-submit').click();
    await expectVisible(transfer.getByTestId('deposit-submitted'));
    const pendingRow = page.locator('[data-testid="deposit-row"][data-status="pending"]');
    await expectVisible(pendingRow.first());
    expect(await seriousViolations(page)).toEqual([]);

    const operator = await logInOperator(journey.server);
    const waiting = (await operator.pending('deposits')).find(
      (deposit) => deposit.reference === 'E2E-KBANK-0001',
    );
    expect(waiting?.amount).toBe('1000.00');
    await operator.act('deposits', waiting?.id ?? 0, 'approve', {});

    // the page learns of it over the live channel: no reload, no click
    await expect.poll(() => headerBalance(page), liveTimeout).toBe('2,500.00');
    await expect
      .poll(
        () => page.locator('[data-testid="deposit-row"][data-status="pending"]').count(),
        liveTimeout,
      )
      .toBe(0);

    // a withdrawal to the demo bank account is held at once
    await page.getByTestId('header-withdraw').click();
    const form = page.getByTestId('withdrawal-form');
    await expectVisible(form);
    expect(await form.getByTestId('withdraw-account').first().isChecked()).toBe(true);
    await form.getByTestId('withdraw-amount').fill('300.00');
    await form.getByTestId('withdraw-password').fill('135790');
    await form.getByTestId('withdraw-submit').click();
    await expectVisible(form.getByTestId('withdraw-submitted'));
    await expect.poll(() => headerBalance(page), liveTimeout).toBe('2,200.00');

    // the operator approves a manual payout and marks it paid; the page shows it paid
    const [withdrawal] = await operator.pending('withdrawals');
    expect(withdrawal?.amount).toBe('300.00');
    await operator.act('withdrawals', withdrawal?.id ?? 0, 'approve', { payoutMethod: 'manual' });
    await operator.act('withdrawals', withdrawal?.id ?? 0, 'paid', {});
    const row = page.getByTestId('withdrawal-row').first();
    await expect.poll(() => row.getAttribute('data-status'), liveTimeout).toBe('paid');
    expect(await row.getByTestId('withdrawal-auto-confirm').innerText()).toContain('minutes');

    // the member confirms it arrived in full
    await row.getByTestId('withdrawal-confirm').click();
    const dialog = page.getByTestId('confirm-receipt-dialog');
    await expectVisible(dialog);
    await dialog.getByTestId('confirm-choice-partly').check();
    await expectVisible(dialog.getByTestId('confirm-proof'));
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByTestId('confirm-choice-received').check();
    await dialog.getByTestId('confirm-submit').click();
    await expectHidden(dialog);
    await expect.poll(() => row.getAttribute('data-status'), liveTimeout).toBe('received');
    expect(await headerBalance(page)).toBe('2,200.00');
  });

  it.each<Language>(['th', 'tl'])(
    'shows the deposit page and checks the amount in %s',
    async (language) => {
      const page = await (await journey.newContext()).newPage();
      await enterSite(page, '/index');
      await chooseLanguage(page, language);
      await logInFromHeader(page, demoLogins.member);
      await openDepositPage(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
        webText(language, 'wallet', 'deposit.title'),
      );
      await page.getByTestId('deposit-channel-SANDBOX').click();
      const gateway = page.getByTestId('gateway-deposit-form');
      await gateway.getByTestId('deposit-submit').click();
      await expectVisible(gateway.getByText(webText(language, 'wallet', 'amount.required')));

      // and the bank transfer's receiving account, with its copy button in the page's language
      await page.getByTestId('deposit-channel-BANK').click();
      const copy = page.getByTestId('copy-account-number');
      expect(await copy.innerText()).toBe(webText(language, 'wallet', 'copy.action'));
    },
  );
});
