import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptContract, apiPaths, endpointPath, settlementPaths } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { staffHeaders, staffToken } from '../../../../test/staff-kit.ts';
import { demoMerchantId, memberIdOf } from '../../wallet/testing/wallet-kit.ts';
import { callerFor } from '../testing/agents-kit.ts';
import { addStats, balanceOf } from '../testing/settlement-kit.ts';

/**
 * The "Done when", through the API: the demo agent offers its downline a daily
 * salary, the downline accepts and plays, the operator runs the settlement early, and the
 * salary is in the downline's records and in the agent's income.
 */
describe('a daily salary from offer to payout', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => {
    expect(await ledgerInvariants(ctx.database.db)).toEqual(healthyLedger);
    await ctx.close();
  });

  it('pays the salary of today so far when the operator runs the job early', async () => {
    const db = ctx.database.db;
    const merchantId = await demoMerchantId(db);
    const agent = await callerFor(ctx.app, 'agent');
    const demo = await callerFor(ctx.app, 'demo');
    const offered = await agent.post(apiPaths.agentContracts, {
      downline: 'demo',
      kind: 'daily_salary',
      tiers: [
        { teamValidBet: '0', rate: '10' },
        { teamValidBet: '1000', rate: '20' },
        { teamValidBet: '5000', rate: '30' },
      ],
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const accepted = await demo.post(
      endpointPath(acceptContract, { contractId: offered.json().value.id }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);

    // the downline plays: 2,000.00 of valid bet settles now (the bets trigger's figures)
    const demoId = await memberIdOf(db, 'demo');
    const before = await balanceOf(db, merchantId, demoId);
    await addStats(db, merchantId, demoId, new Date().toISOString(), { validBet: 200_000n });

    const admin = await staffToken(ctx.app, 'admin');
    const run = await ctx.app.inject({
      method: 'POST',
      url: settlementPaths.boRunNow,
      headers: staffHeaders(admin),
      payload: { kind: 'daily_salary' },
    });
    expect(run.statusCode, run.body).toBe(200);
    // 2,000 valid bet reaches the 20.00 rung: 0.2 × 20.00 = 4.00
    expect(await balanceOf(db, merchantId, demoId)).toBe(before + 400n);

    const history = await demo.get(apiPaths.transactionHistory, { type: 'salary' });
    expect(history.json().value.content).toEqual([
      expect.objectContaining({ type: 'salary', detail: 'daily_salary', amount: '4.00' }),
    ]);
    // the agent is top-level: its own salary comes from the house (seeded house contract
    // 50 / 70 / 90 per 10,000 from 0 / 1,000 / 5,000): 0.2 × 70.00 = 14.00, remainder 10.00
    const income = await agent.get(settlementPaths.income, { period: 'today' });
    expect(income.json().value.totals).toMatchObject({
      ownAmount: '14.00',
      ownPaid: '14.00',
      dueToDownlines: '4.00',
      remainder: '10.00',
    });
    const own = await agent.get(settlementPaths.records, {
      kind: 'daily_salary',
      scope: 'own',
      period: 'today',
    });
    expect(own.json().value.content).toEqual([
      expect.objectContaining({ holder: 'agent', payer: null, amount: '14.00', state: 'paid' }),
    ]);
    const records = await agent.get(settlementPaths.records, {
      kind: 'daily_salary',
      scope: 'downlines',
      period: 'today',
    });
    expect(records.json().value.content).toEqual([
      expect.objectContaining({ holder: 'demo', payer: 'agent', amount: '4.00', state: 'paid' }),
    ]);
  });
});
