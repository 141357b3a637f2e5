import { expect, it } from 'vitest';
import { describeJourney } from './support/journey.ts';
import {
  chooseLanguage,
  demoLogins,
  logInFromHeader,
  webText,
  type Language,
} from './support/identity.ts';
import { enterSite, expectVisible } from './support/site.ts';
import {
  demoPaymentPasswords,
  expectWalletBalance,
  openMemberScreen,
  payMember,
  shownMinor,
  transferFunds,
  walletBalance,
} from './support/wallet-transfers.ts';

// Issue 4: transfers between the main wallet and transfer-mode game wallets (SLV, CRW),
// member ↔ upline payments, the records of §2.5 (transactionHistory) and a deposit limit in the
// security centre. Demo opens with 1,000.00, the agent with 10,000.00.
describeJourney('wallet: transfers and records', (journey) => {
  it('moves money to a game wallet and back, pays the upline and back, and shows it all', async () => {
    const member = await (await journey.newContext()).newPage();
    await enterSite(member, '/index');
    await logInFromHeader(member, demoLogins.member);

    // main → SLV and back: the balances follow
    const transfers = await openMemberScreen(member, 'transferFund', 'transfer-fund-page');
    expect(await transfers.getByRole('heading', { level: 1 }).innerText()).toBe(
      webText('en', 'transfers', 'fund.title'),
    );
    await expectWalletBalance(member, 'MAIN', 100_000n);
    await expectWalletBalance(member, 'SLV', 0n);
    expect(await member.getByTestId('transfer-wallet-CRW').count()).toBe(1);
    const receipt = await transferFunds(member, {
      from: 'MAIN',
      to: 'SLV',
      amount: '200.00',
      paymentPassword: demoPaymentPasswords.member,
    });
    expect(receipt).toContain('200.00');
    await expectWalletBalance(member, 'MAIN', 80_000n);
    await expectWalletBalance(member, 'SLV', 20_000n);

    // a wrong payment password is refused and moves nothing
    await member.getByTestId('transfer-amount').fill('10');
    await member.getByTestId('transfer-password').fill('000000');
    await member.getByTestId('transfer-submit').click();
    await expectVisible(member.getByTestId('transfer-error'));
    expect(await member.getByTestId('transfer-error').innerText()).toBe(
      webText('en', 'errors', 'err_wrong_payment_password'),
    );
    await expectWalletBalance(member, 'MAIN', 80_000n);

    // "bring all back" fills the form from SLV to main with its whole balance
    await member.getByTestId('transfer-bring-back-SLV').click();
    expect(await member.getByTestId('transfer-amount').inputValue()).toBe('200.00');
    await member.getByTestId('transfer-password').fill(demoPaymentPasswords.member);
    await member.getByTestId('transfer-submit').click();
    await expectVisible(member.getByTestId('transfer-result'));
    await expectWalletBalance(member, 'MAIN', 100_000n);
    await expectWalletBalance(member, 'SLV', 0n);

    // pay the upline (the agent) 150.00
    await openMemberScreen(member, 'transferUpline', 'transfer-upline-page');
    const paid = await payMember(member, 'upline', {
      amount: '150',
      paymentPassword: demoPaymentPasswords.member,
    });
    expect(paid).toContain('150.00');
    expect(paid).toContain('850.00');

    // the agent sets a payment password, then pays demo back through "To my downline"
    const agent = await (await journey.newContext()).newPage();
    await enterSite(agent, '/index');
    await logInFromHeader(agent, demoLogins.agent);
    await openMemberScreen(agent, 'securityCenter', 'security-center-page');
    await agent.getByTestId('payment-password-login').fill(demoLogins.agent.password);
    await agent.getByTestId('payment-password-new').fill(demoPaymentPasswords.agent);
    await agent.getByTestId('payment-password-confirm').fill(demoPaymentPasswords.agent);
    await agent.getByTestId('payment-password-submit').click();
    await expectVisible(agent.getByTestId('payment-password-result'));
    await openMemberScreen(agent, 'transferUpline', 'transfer-upline-page');
    expect(await agent.getByTestId('transfer-tab-downline').getAttribute('aria-selected')).toBe(
      'true',
    );
    expect(shownMinor(await agent.getByTestId('downline-available').innerText())).toBe(1_015_000n);
    const paidBack = await payMember(agent, 'downline', {
      downline: demoLogins.member.username,
      amount: '150.00',
      paymentPassword: demoPaymentPasswords.agent,
    });
    expect(paidBack).toContain('150.00');
    expect(paidBack).toContain('10,000.00');

    // demo's records: the four transfers, and on the account record each with the balance after
    const records = await openMemberScreen(
      member,
      'transactionHistory',
      'transaction-history-page',
    );
    expect(await records.getByRole('heading', { level: 1 }).innerText()).toBe(
      webText('en', 'records', 'title'),
    );
    await member.getByTestId('transactions-type').selectOption('transfer');
    // the unfiltered list (four transfers and the opening adjustment) stays on screen until the
    // filtered answer replaces it: wait for both counts together
    const rowCounts = async () => ({
      transfers: await member
        .locator('[data-testid="transactions-row"][data-type="transfer"]')
        .count(),
      others: await member
        .locator('[data-testid="transactions-row"]:not([data-type="transfer"])')
        .count(),
    });
    await expect.poll(rowCounts).toEqual({ transfers: 4, others: 0 });
    const shownAmounts = await member.getByTestId('transactions-amount').allInnerTexts();
    expect(shownAmounts.sort()).toEqual(['+150.00', '+200.00', '-150.00', '-200.00']);

    await member.getByTestId('records-tab-account').click();
    await expect.poll(() => member.getByTestId('account-row').count()).toBe(5);
    const rows = member.getByTestId('account-row');
    // newest first: the agent's payment brought main back to the opening 1,000.00
    expect(await rows.first().getAttribute('data-kind')).toBe('agent_transfer');
    expect(await rows.first().getByTestId('account-amount').innerText()).toBe('+150.00');
    expect(await rows.first().getByTestId('account-balance-after').innerText()).toBe('1,000.00');
    expect(await rows.last().getAttribute('data-kind')).toBe('adjustment');
    expect(await rows.last().getByTestId('account-amount').innerText()).toBe('+1,000.00');
    await member.getByTestId('account-kind').selectOption('vendor_transfer_in');
    await expect.poll(() => member.getByTestId('account-row').count()).toBe(1);
    expect(await rows.first().getByTestId('account-amount').innerText()).toBe('-200.00');
    expect(await rows.first().getByTestId('account-balance-after').innerText()).toBe('800.00');

    // a daily deposit limit in the security centre: a first limit is in force at once
    const security = await openMemberScreen(member, 'securityCenter', 'security-center-page');
    const card = security.getByTestId('security-responsible-gambling');
    await expectVisible(card.getByTestId('rg-limit-form'));
    expect(await card.getByTestId('rg-limit-daily-amount').innerText()).toBe(
      webText('en', 'responsible', 'limits.none'),
    );
    await card.getByTestId('rg-limit-period').selectOption('daily');
    await card.getByTestId('rg-limit-amount').fill('5000');
    expect(await card.getByTestId('rg-limit-preview').innerText()).toBe(
      webText('en', 'responsible', 'limits.change.new'),
    );
    await card.getByTestId('rg-limit-save').click();
    await expectVisible(card.getByTestId('rg-limit-result'));
    await expect.poll(() => card.getByTestId('rg-limit-daily-amount').innerText()).toBe('5,000.00');
  });

  it.each(['th', 'tl'] as const)(
    'renders translated and moves money in %s',
    async (language: Language) => {
      const page = await (await journey.newContext()).newPage();
      await enterSite(page, '/index');
      await chooseLanguage(page, language);
      await logInFromHeader(page, demoLogins.member);

      const transfers = await openMemberScreen(page, 'transferFund', 'transfer-fund-page');
      expect(await transfers.getByRole('heading', { level: 1 }).innerText()).toBe(
        webText(language, 'transfers', 'fund.title'),
      );
      expect(await page.getByTestId('transfer-submit').innerText()).toBe(
        webText(language, 'transfers', 'form.submit'),
      );
      await expect.poll(() => page.getByTestId('transfer-balance-MAIN').count()).toBe(1);
      const main = await walletBalance(page, 'MAIN');
      const crw = await walletBalance(page, 'CRW');
      await transferFunds(page, {
        from: 'MAIN',
        to: 'CRW',
        amount: '10',
        paymentPassword: demoPaymentPasswords.member,
      });
      await expectWalletBalance(page, 'MAIN', main - 1_000n);
      await expectWalletBalance(page, 'CRW', crw + 1_000n);

      const records = await openMemberScreen(
        page,
        'transactionHistory',
        'transaction-history-page',
      );
      expect(await records.getByRole('heading', { level: 1 }).innerText()).toBe(
        webText(language, 'records', 'title'),
      );
      expect(await page.getByTestId('records-tab-account').innerText()).toBe(
        webText(language, 'records', 'tab.account'),
      );
    },
  );
});
