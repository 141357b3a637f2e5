import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, settlementPaths } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { agentSettings } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { staffHeaders, staffToken } from '../../../../test/staff-kit.ts';
import { demoMerchantId } from '../../wallet/testing/wallet-kit.ts';
import { callerFor, expectRefusal, type AgentCaller } from '../testing/agents-kit.ts';
import {
  addRunningContract,
  addStats,
  addTree,
  balanceOf,
  fund,
} from '../testing/settlement-kit.ts';

const m = (major: number) => BigInt(Math.round(major * 100));
const salaryLadder = (...rungs: Array<[number, number]>) =>
  rungs.map(([threshold, rate]) => ({ threshold: m(threshold), rate: m(rate) }));
const march = { period: 'custom', from: '2026-03-01', to: '2026-03-31' };

/** The agent centre's income and records, and the operator's settlement calls, over HTTP. */
describe('settlement calls', () => {
  let ctx: TestContext;
  let db: Db;
  let merchantId: number;
  let tree: Awaited<ReturnType<typeof addTree>>;
  let b: AgentCaller;
  let c: AgentCaller;
  let member: AgentCaller;
  let outsider: AgentCaller;
  let admin: string;
  let finance: string;
  const operator = (token: string, method: 'GET' | 'POST', url: string, body?: object) =>
    ctx.app.inject({
      method,
      url,
      headers: staffHeaders(token),
      ...(body ? { payload: body } : {}),
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    merchantId = await demoMerchantId(db);
    tree = await addTree(db, merchantId, 'api');
    await addRunningContract(db, {
      merchantId,
      kind: 'daily_salary',
      uplineId: tree.a,
      holderId: tree.b,
      tiers: salaryLadder([0, 20], [1_000_000, 40], [5_000_000, 60]),
    });
    await addRunningContract(db, {
      merchantId,
      kind: 'daily_salary',
      uplineId: tree.b,
      holderId: tree.c,
      tiers: salaryLadder([0, 10], [1_000_000, 30], [5_000_000, 50]),
    });
    await fund(db, merchantId, tree.a, m(10_000));
    await addStats(db, merchantId, tree.m1, '2026-03-10T05:00:00Z', { validBet: m(800_000) });
    await addStats(db, merchantId, tree.m2, '2026-03-10T05:00:00Z', { validBet: m(400_000) });
    b = await callerFor(ctx.app, 'apib');
    c = await callerFor(ctx.app, 'apic');
    member = await callerFor(ctx.app, 'apim1');
    outsider = await callerFor(ctx.app, 'agent');
    admin = await staffToken(ctx.app, 'admin');
    finance = await staffToken(ctx.app, 'finance');
  });
  afterAll(async () => {
    expect(await ledgerInvariants(db)).toEqual(healthyLedger);
    await ctx.close();
  });

  it('re-runs a past day for the operator, then again without paying twice', async () => {
    const body = { kind: 'daily_salary', date: '2026-03-10' };
    const first = await operator(admin, 'POST', settlementPaths.boRerun, body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value.runs).toEqual([
      expect.objectContaining({
        kind: 'daily_salary',
        trigger: 'rerun',
        outcome: 'ok',
        created: 2,
        paidAmount: '5600.00',
        owedAmount: '0.00',
      }),
    ]);
    const second = await operator(admin, 'POST', settlementPaths.boRerun, body);
    expect(second.json().value.runs).toEqual([
      expect.objectContaining({ created: 0, paidAmount: '0.00' }),
    ]);
    expect(await balanceOf(db, merchantId, tree.b)).toBe(m(4_000));
    expect(await balanceOf(db, merchantId, tree.c)).toBe(m(800));

    const runs = await operator(finance, 'GET', `${settlementPaths.boRuns}?kind=daily_salary`);
    expect(runs.json().value.totalElements).toBe(2);
    const runId = first.json().value.runs[0].id;
    const items = await operator(
      finance,
      'GET',
      settlementPaths.boRunItems.replace(':runId', runId),
    );
    expect(items.statusCode, items.body).toBe(200);
    expect(items.json().value.content.map((item: { holder: string }) => item.holder)).toEqual([
      'apib',
      'apic',
    ]);
    const missing = await operator(
      finance,
      'GET',
      settlementPaths.boRunItems.replace(':runId', '999999'),
    );
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'settlement_run_not_found']);
    const debts = await operator(finance, 'GET', settlementPaths.boDebts);
    expect(debts.json().value).toMatchObject({ totalElements: 0, totalOwed: '0.00' });
  });

  it("shows the agent's own income: own amount, due to downlines, remainder", async () => {
    const response = await b.get(settlementPaths.income, march);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value.content).toEqual([
      {
        kind: 'daily_salary',
        localFrom: '2026-03-10',
        localTo: '2026-03-10',
        ownAmount: '4800.00',
        ownPaid: '4800.00',
        ownOwed: '0.00',
        dueToDownlines: '800.00',
        downlinesPaid: '800.00',
        downlinesOwed: '0.00',
        remainder: '4000.00',
      },
    ]);
    const csv = await b.get(settlementPaths.incomeCsv, march);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[1]).toBe(
      'daily_salary,2026-03-10,2026-03-10,4800.00,4800.00,0.00,800.00,800.00,0.00,4000.00',
    );
  });

  it('lists the salary records of the agent, and of its downlines as their payer', async () => {
    const own = await b.get(settlementPaths.records, { kind: 'daily_salary', ...march });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().value.content).toEqual([
      expect.objectContaining({
        holder: 'apib',
        payer: 'apia',
        teamValidBet: '1200000.00',
        rate: '40.00',
        amount: '4800.00',
        state: 'paid',
      }),
    ]);
    const downlines = await b.get(settlementPaths.records, {
      kind: 'daily_salary',
      scope: 'downlines',
      ...march,
    });
    expect(downlines.json().value.content.map((item: { holder: string }) => item.holder)).toEqual([
      'apic',
    ]);
    const csv = await c.get(settlementPaths.recordsCsv, { kind: 'daily_salary', ...march });
    expect(csv.body.split('\r\n').filter(Boolean)).toHaveLength(2);
  });

  it('shows only the caller its own items: an agent outside the tree sees nothing of it', async () => {
    for (const [url, query] of [
      [settlementPaths.records, { kind: 'daily_salary', ...march }],
      [settlementPaths.records, { kind: 'daily_salary', scope: 'downlines', ...march }],
      [settlementPaths.income, march],
    ] as const) {
      const response = await outsider.get(url, query);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().value.totalElements).toBe(0);
    }
    // c sees its own item, never its upline's
    const mine = await c.get(settlementPaths.records, { kind: 'daily_salary', ...march });
    expect(mine.json().value.content.map((item: { holder: string }) => item.holder)).toEqual([
      'apic',
    ]);
  });

  it('refuses members, switched-off kinds, open periods and other roles, moving no money', async () => {
    await expectRefusal(db, () => member.get(settlementPaths.income, march), 403, 'not_an_agent');
    await expectRefusal(
      db,
      () => member.get(settlementPaths.records, { kind: 'daily_salary', ...march }),
      403,
      'not_an_agent',
    );
    await db.update(agentSettings).set({ hourlySalaryEnabled: false });
    await expectRefusal(
      db,
      () => b.get(settlementPaths.records, { kind: 'hourly_salary', ...march }),
      403,
      'contract_kind_disabled',
    );
    await expectRefusal(
      db,
      () => operator(admin, 'POST', settlementPaths.boRunNow, { kind: 'hourly_salary' }),
      403,
      'contract_kind_disabled',
    );
    await db.update(agentSettings).set({ hourlySalaryEnabled: true });
    await expectRefusal(
      db,
      () =>
        operator(admin, 'POST', settlementPaths.boRerun, {
          kind: 'daily_salary',
          date: '2099-01-01',
        }),
      400,
      'settlement_period_open',
    );
    await expectRefusal(
      db,
      () =>
        operator(admin, 'POST', settlementPaths.boRerun, {
          kind: 'daily_salary',
          date: '2026-02-30',
        }),
      400,
      'validation_failed',
    );
    await expectRefusal(
      db,
      () =>
        operator(finance, 'POST', settlementPaths.boRerun, {
          kind: 'daily_salary',
          date: '2026-03-10',
        }),
      403,
      'staff_forbidden',
    );
    await expectRefusal(
      db,
      () =>
        b.get(settlementPaths.records, {
          kind: 'daily_salary',
          period: 'custom',
          from: '2026-03-01',
        }),
      400,
      'validation_failed',
    );
  });

  it('runs a kind now for the operator (the scheduled job, early)', async () => {
    const response = await operator(admin, 'POST', settlementPaths.boRunNow, {
      kind: 'daily_salary',
    });
    expect(response.statusCode, response.body).toBe(200);
    // the day before yesterday, yesterday and today so far: settled with nothing (no bets);
    // today also the demo agent's house contract (seeded, so in force from today on)
    const runs = (
      response.json().value.runs as Array<{
        trigger: string;
        outcome: string;
        created: number;
        paidAmount: string;
        periodStart: string;
      }>
    ).sort((x, y) => x.periodStart.localeCompare(y.periodStart));
    expect(
      runs.map(({ trigger, outcome, created, paidAmount }) => [
        trigger,
        outcome,
        created,
        paidAmount,
      ]),
    ).toEqual([
      ['operator', 'ok', 2, '0.00'],
      ['operator', 'ok', 2, '0.00'],
      ['operator', 'ok', 3, '0.00'],
    ]);
  });

  it('puts the payout in the transaction history as a salary', async () => {
    const history = await c.get(apiPaths.transactionHistory, { type: 'salary' });
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().value.content).toEqual([
      expect.objectContaining({
        type: 'salary',
        detail: 'daily_salary',
        amount: '800.00',
        note: 'apib',
      }),
    ]);
    const paidOut = await b.get(apiPaths.transactionHistory, { type: 'salary' });
    expect(
      paidOut
        .json()
        .value.content.map((row: { amount: string }) => row.amount)
        .sort(),
    ).toEqual(['-800.00', '4800.00']);
  });
});
