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
import { seriousViolations } from './support/axe.ts';
import { headerBalance, logInOperator, proofImage } from './support/wallet-journey.ts';
import { openMemberScreen, shownMinor } from './support/wallet-transfers.ts';

/** Minor units as the pages show them: "2,500.00". */
function shownAmount(minor: bigint): string {
  const whole = (minor / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(minor % 100n).toString().padStart(2, '0')}`;
}

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
  // the whole journey in English and in Thai (the script unlike the others); Tagalog gets the
  // deposit page's texts and checks below, which is where it differs (30 s of the suite's
  // journeys saved). One server for all, so balances are relative
  it.each<Language>(['en', 'th'])(
    'deposits through the gateway and by bank transfer, withdraws, confirms receipt and reads it all back (%s)',
    async (language) => {
      const page = await (await journey.newContext()).newPage();
      await enterSite(page, '/index');
      if (language !== 'en') await chooseLanguage(page, language);
      await logInFromHeader(page, demoLogins.member);
      await expect.poll(() => headerBalance(page), liveTimeout).toMatch(/\d\.\d{2}$/);
      const start = shownMinor(await headerBalance(page));
      const balanceAfter = (change: bigint) => shownAmount(start + change);

      // a gateway deposit: the sandbox pay page opens in the same tab, Pay sends the member back
      await openDepositPage(page);
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(
        webText(language, 'wallet', 'deposit.title'),
      );
      await page.getByTestId('deposit-channel-SANDBOX').click();
      const gateway = page.getByTestId('gateway-deposit-form');
      await gateway.getByTestId('deposit-amount').fill('500.00');
      await gateway.getByTestId('deposit-submit').click();
      await page.waitForURL((url) => url.pathname.startsWith('/sandbox-gateway'));
      // the sandbox stands in for a third-party gateway: its page is English only
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/member' && url.searchParams.get('page') === 'depositv2',
      );
      const notice = page.getByTestId('deposit-return-notice');
      await expectVisible(notice);
      expect(await notice.getAttribute('data-status')).toBe('completed');
      await expect.poll(() => headerBalance(page), liveTimeout).toBe(balanceAfter(50_000n));

      // a bank transfer with its reference and proof image waits for an operator
      const reference = `E2E-KBANK-${language.toUpperCase()}`;
      await page.getByTestId('deposit-channel-BANK').click();
      const transfer = page.getByTestId('bank-transfer-form');
      expect(await transfer.getByTestId('receiving-account-number').innerText()).toBe(
        '123-4-56789-0',
      );
      await transfer.getByTestId('deposit-amount').fill('1000');
      await transfer.getByTestId('deposit-reference').fill(reference);
      await transfer.getByTestId('deposit-proof').setInputFiles(proofImage);
      await transfer.getByTestId('deposit-submit').click();
      await expectVisible(transfer.getByTestId('deposit-submitted'));
      const pendingRow = page.locator('[data-testid="deposit-row"][data-status="pending"]');
      await expectVisible(pendingRow.first());
      expect(await seriousViolations(page)).toEqual([]);

      const operator = await logInOperator(journey.server);
      const waiting = (await operator.pending('deposits')).find(
        (deposit) => deposit.reference === reference,
      );
      expect(waiting?.amount).toBe('1000.00');
      await operator.act('deposits', waiting?.id ?? 0, 'approve', {});

      // the page learns of it over the live channel: no reload, no click
      await expect.poll(() => headerBalance(page), liveTimeout).toBe(balanceAfter(150_000n));
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
      await expect.poll(() => headerBalance(page), liveTimeout).toBe(balanceAfter(120_000n));

      // the operator approves a manual payout and marks it paid; the page shows it paid
      const [withdrawal] = await operator.pending('withdrawals');
      expect(withdrawal?.amount).toBe('300.00');
      await operator.act('withdrawals', withdrawal?.id ?? 0, 'approve', { payoutMethod: 'manual' });
      await operator.act('withdrawals', withdrawal?.id ?? 0, 'paid', {});
      const row = page.getByTestId('withdrawal-row').first();
      await expect.poll(() => row.getAttribute('data-status'), liveTimeout).toBe('paid');
      await expectVisible(row.getByTestId('withdrawal-auto-confirm'));

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
      expect(await headerBalance(page)).toBe(balanceAfter(120_000n));

      // every movement in the transaction history, newest first, and in the account record
      const history = await openMemberScreen(
        page,
        'transactionHistory',
        'transaction-history-page',
      );
      expect(await history.getByRole('heading', { level: 1 }).innerText()).toBe(
        webText(language, 'records', 'title'),
      );
      const newest = async (testId: string, attribute: string, count: number) => {
        const rows = page.getByTestId(testId);
        const found: string[] = [];
        for (let index = 0; index < count; index++) {
          const item = rows.nth(index);
          const amount = await item.getByTestId(testId.replace('-row', '-amount')).innerText();
          found.push(`${await item.getAttribute(attribute)} ${amount}`);
        }
        return found;
      };
      await expect
        .poll(() => newest('transactions-row', 'data-type', 3), liveTimeout)
        .toEqual(['withdrawal -300.00', 'deposit +1,000.00', 'deposit +500.00']);
      await page.getByTestId('records-tab-account').click();
      await expect
        .poll(() => newest('account-row', 'data-kind', 3), liveTimeout)
        .toEqual(['withdrawal_hold -300.00', 'deposit +1,000.00', 'deposit +500.00']);
      expect(
        await page
          .getByTestId('account-row')
          .first()
          .getByTestId('account-balance-after')
          .innerText(),
      ).toBe(balanceAfter(120_000n));
    },
  );

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
