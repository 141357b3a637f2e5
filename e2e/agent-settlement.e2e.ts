import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import {
  acceptContract,
  apiPaths,
  endpointPath,
  instantGamePaths,
  settlementPaths,
  terminateContract,
} from '@lobby/contracts';
import { staffHeaders, staffToken } from '../apps/server/test/staff-kit.ts';
import {
  addAccounts,
  agentsPassword,
  callerFor,
  type AgentCaller,
} from '../apps/server/src/modules/agents/testing/agents-kit.ts';
import { fund } from '../apps/server/src/modules/agents/testing/settlement-kit.ts';
import {
  newRequestId,
  openPlaySession,
  playCaller,
} from '../apps/server/src/modules/originals/instant/testing/instant-kit.ts';
import { loginToken } from '../apps/server/test/login-kit.ts';
import {
  demoMerchantId,
  memberIdOf,
} from '../apps/server/src/modules/wallet/testing/wallet-kit.ts';
import { demoLogins, fillLoginForm } from './support/identity.ts';
import { describeJourney, type Journey } from './support/journey.ts';
import { phoneContext, phoneFitProblems } from './support/phone-fit.ts';
import { logInOnPhone } from './support/phone-fit-checks.ts';
import {
  acceptDisclaimer,
  closeAnnouncementsIfShown,
  expectHidden,
  expectVisible,
} from './support/site.ts';

/** A daily-salary ladder: per 10,000 of the previous day's team valid bet. */
const dailyLadder = (rates: [string, string, string]) => [
  { teamValidBet: '0', rate: rates[0] },
  { teamValidBet: '1000', rate: rates[1] },
  { teamValidBet: '5000', rate: rates[2] },
];

/** Offers `downline` a daily salary; returns the contract id. */
async function offerDaily(from: AgentCaller, downline: string, rates: [string, string, string]) {
  const offered = await from.post(apiPaths.agentContracts, {
    downline,
    kind: 'daily_salary',
    tiers: dailyLadder(rates),
  });
  expect(offered.statusCode, offered.body).toBe(200);
  return offered.json().value.id as number;
}

async function accept(holder: AgentCaller, contractId: number): Promise<void> {
  const accepted = await holder.post(endpointPath(acceptContract, { contractId }));
  expect(accepted.statusCode, accepted.body).toBe(200);
}

/** Logs an agent in at /agent (§2.1) and waits for the agent centre. */
async function logInAtAgentPage(page: Page, credentials: { username: string; password: string }) {
  await page.goto('/agent');
  await acceptDisclaimer(page);
  await closeAnnouncementsIfShown(page);
  const form = page.getByTestId('agent-landing-page').getByTestId('login-form');
  await fillLoginForm(form, credentials);
  await form.getByTestId('login-submit').click();
  await page.waitForURL((url) => url.pathname.startsWith('/agentHome'), { timeout: 20_000 });
  await closeAnnouncementsIfShown(page);
}

/** The shown agent-centre page, once its calls have settled. */
async function openAgentPage(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expectVisible(page.locator('[data-testid="agent-centre-shown"] > :first-child'));
}

/** Plays `rolls` dice rolls of `stake` as `username` (a roll never pushes: all valid bet). */
async function playDice(journey: Journey, username: string, rolls: number, stake: string) {
  const { app } = journey.server;
  const token = await loginToken(app, username, agentsPassword);
  const dice = playCaller(app, await openPlaySession(app, token, 'dice'));
  for (let roll = 0; roll < rolls; roll++) {
    const answer = await dice.post(instantGamePaths.diceRoll, {
      requestId: newRequestId(),
      stake,
      target: 5000,
      direction: 'under',
    });
    expect(answer.statusCode, answer.body).toBe(200);
  }
}

// Issue 13 "Done when": the downline plays under a daily-salary contract, the operator runs the
// settlement early (the job itself, `run-now`), and the salary shows in the downline's account
// record (on a phone) and in the agent's income and salary pages (desktop); then an agent that
// accepts a lower contract ends its own downline's higher one (§4.11), on a phone.
describeJourney('agent centre: a salary settled, and a contract auto-terminated', (journey) => {
  it('pays the downline its salary and shows it on both sides', async () => {
    const { app, db } = journey.server;
    const merchantId = await demoMerchantId(db);
    const agent = await callerFor(app, 'agent');
    const demo = await callerFor(app, 'demo');
    await fund(db, merchantId, await memberIdOf(db, 'agent'), 100_000n);
    await fund(db, merchantId, await memberIdOf(db, 'demo'), 200_000n);
    await accept(demo, await offerDaily(agent, 'demo', ['10', '20', '30']));

    // 11 rolls of 100.00: 1,100.00 of valid bet reaches the 20.00 rung: 0.11 × 20.00 = 2.20
    await playDice(journey, 'demo', 11, '100.00');
    const admin = await staffToken(app, 'admin');
    const run = await app.inject({
      method: 'POST',
      url: settlementPaths.boRunNow,
      headers: staffHeaders(admin),
      payload: { kind: 'daily_salary' },
    });
    expect(run.statusCode, run.body).toBe(200);

    // the downline, on a phone: the salary on its account record
    const phone = await (await journey.newContext(phoneContext)).newPage();
    await phone.goto('/index');
    await acceptDisclaimer(phone);
    await closeAnnouncementsIfShown(phone);
    expect(await logInOnPhone(phone, demoLogins.member)).toEqual([]);
    await phone.goto('/member?page=transactionHistory');
    await phone.getByTestId('records-tab-account').click();
    const salary = phone.locator('[data-testid="account-row"][data-kind="salary"]');
    await expectVisible(salary);
    expect(await salary.getByTestId('account-amount').innerText()).toBe('+2.20');
    expect(await phoneFitProblems(phone, 'account record with a salary', {})).toEqual([]);

    // the agent, at desktop size: what it paid, on its income and daily-salary pages
    const desk = await (await journey.newContext()).newPage();
    await logInAtAgentPage(desk, demoLogins.agent);
    await openAgentPage(desk, '/agentHome/income');
    const totals = desk.getByTestId('agent-income-totals');
    await expectVisible(totals);
    expect(await totals.innerText()).toMatch(/2\.20/);
    // the agent is top-level: the house pays its own salary (seeded house contract, 70.00 per
    // 10,000 from 1,000): 0.11 × 70.00 = 7.70, less the 2.20 it paid: 5.50
    expect(await desk.getByTestId('agent-income-remainder').first().innerText()).toBe('5.50');
    await openAgentPage(desk, '/agentHome/daily-salary');
    await desk.getByTestId('settlement-scope-downlines').click();
    const paid = desk.getByTestId('settlement-row').filter({ hasText: 'demo' });
    await expectVisible(paid);
    expect(await paid.getByTestId('settlement-amount').innerText()).toBe('2.20');
  }, 180_000);

  it('ends the downline contract that a lower contract of its agent no longer covers', async () => {
    const { app, db } = journey.server;
    const merchantId = await demoMerchantId(db);
    const suffix = Date.now().toString(36).slice(-6);
    const [subAgent, subMember] = [`sa${suffix}`, `sm${suffix}`];
    const ids = await addAccounts(db, merchantId, [
      { username: subAgent, type: 1, parentId: await memberIdOf(db, 'agent') },
    ]);
    await addAccounts(db, merchantId, [
      { username: subMember, type: 0, parentId: ids[subAgent] ?? null },
    ]);
    const agent = await callerFor(app, 'agent');
    const sub = await callerFor(app, subAgent);
    const member = await callerFor(app, subMember);

    // agent → sub-agent 10/20/30, sub-agent → its member the same; then the agent ends its
    // contract and offers a lower one (a running contract is never lowered in place)
    const upper = await offerDaily(agent, subAgent, ['10', '20', '30']);
    await accept(sub, upper);
    await accept(member, await offerDaily(sub, subMember, ['10', '20', '30']));
    const ended = await agent.post(endpointPath(terminateContract, { contractId: upper }));
    expect(ended.statusCode, ended.body).toBe(200);
    await offerDaily(agent, subAgent, ['5', '10', '15']);

    // the sub-agent, on a phone: the contract dialog (§2.4) after its login; it accepts
    const page = await (await journey.newContext(phoneContext)).newPage();
    await logInAtAgentPage(page, { username: subAgent, password: agentsPassword });
    const dialog = page.getByTestId('contract-offer-dialog');
    await expectVisible(dialog, 20_000);
    expect(await dialog.getByTestId('contract-terms').innerText()).toContain('Daily salary');
    await dialog.getByTestId('contract-accept').click();
    await expectHidden(dialog, 20_000);

    // its own offer to its member ended at once, by the system
    await openAgentPage(page, '/agentHome/contracts');
    const own = page.getByTestId('offered-contract').filter({ hasText: subMember });
    await expectVisible(own);
    await expect.poll(() => own.getAttribute('data-state')).toBe('terminated');
    expect(await phoneFitProblems(page, 'contracts after auto-termination', {})).toEqual([]);
  }, 180_000);
});
