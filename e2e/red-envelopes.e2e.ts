import { expect, it } from 'vitest';
import { loginToken } from '../apps/server/test/login-kit.ts';
import { envelopeCaller } from '../apps/server/src/modules/agents/testing/red-envelope-kit.ts';
import { describeJourney } from './support/journey.ts';
import { demoLogins, logInFromHeader, webText } from './support/identity.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { enterSite, expectVisible } from './support/site.ts';

// Issue 13: an agent's red envelope reaches its downline, who opens it at 360 px and finds the
// share in the records.
describeJourney('red envelopes: a downline opens its agent’s envelope', (journey) => {
  it('lists the envelope, pays the share once, and shows it in the transaction history', async () => {
    const token = await loginToken(journey.server.app, 'agent', demoLogins.agent.password);
    const funded = await envelopeCaller(journey.server.app, token).fund({
      amount: '20.00',
      shares: 2,
      split: 'fixed',
      audience: 'direct',
      expiresInHours: 24,
      message: 'Happy new year',
    });
    expect(funded.statusCode, funded.body).toBe(200);

    const page = await (await journey.newContext()).newPage();
    await enterSite(page, '/index');
    await logInFromHeader(page, demoLogins.member);
    await page.setViewportSize(phoneContext.viewport);
    await page.goto('/redEnvelopes');
    const row = page.getByTestId('claimable-row');
    await expectVisible(row, 20_000);
    expect(await row.innerText()).toContain('Happy new year');
    expect(await phoneFitProblems(page, '/redEnvelopes')).toEqual([]);

    await row.getByTestId('claim-button').click();
    const outcome = page.getByTestId('claim-outcome');
    await expectVisible(outcome);
    expect(await outcome.innerText()).toBe(
      webText('en', 'red-envelopes', 'claim.paid').replace('{{amount}}', '10.00'),
    );
    await expectVisible(page.getByTestId('claimable-empty'));
    expect(await phoneFitProblems(page, '/redEnvelopes after the claim')).toEqual([]);

    await page.goto('/member?page=transactionHistory');
    await page.getByTestId('transactions-type').selectOption('red_envelope');
    const record = page.locator('[data-testid="transactions-row"][data-type="red_envelope"]');
    await expectVisible(record, 20_000);
    expect(await record.first().innerText()).toContain(
      webText('en', 'records', 'kind.red_envelope_claim'),
    );
  });
});
