import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  acceptContract,
  apiPaths,
  endpointPath,
  settlementPaths,
  terminateContract,
  terminateHouseContract,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import { demoMerchantId } from '../wallet/testing/wallet-kit.ts';
import {
  addAccounts,
  agentsPassword,
  callerFor,
  expectRefusal,
  type AgentCaller,
} from './testing/agents-kit.ts';
import { addStats, addTree, balanceOf } from './testing/settlement-kit.ts';

const ladder = (...rates: string[]) =>
  rates.map((rate, index) => ({ teamValidBet: String(index * 10_000), rate }));
const house = ladder('40', '60', '80');
const houseLower = ladder('10', '20', '30');
const toSub = ladder('20', '40', '60');

/**
 * House contracts (issue 13): the operator offers a top-level agent a contract, the agent
 * answers it like any offer, settlement pays it from the house, and the level difference
 * below it holds; refusals move nothing; only an admin reaches the calls.
 */
describe('house contracts for top-level agents', () => {
  let ctx: TestContext;
  let db: Db;
  let merchantId: number;
  let admin: string;
  let top: AgentCaller;
  let sub: AgentCaller;
  let tree: Awaited<ReturnType<typeof addTree>>;
  let houseId: number;

  const bo = (token: string, url: string, body?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers: staffHeaders(token),
      ...(body ? { payload: body } : {}),
    });
  const offerFromHouse = (holder: string, tiers: unknown, kind = 'daily_salary', token = admin) =>
    bo(token, apiPaths.boAgentContracts, { holder, kind, tiers });
  const terminateFromHouse = (contractId: number, token = admin) =>
    bo(token, endpointPath(terminateHouseContract, { contractId }));
  const contractState = async (id: number) => {
    const [row] = await rowsOf<{ state: string; end_reason: string | null }>(
      db,
      sql`select state, end_reason from agent_contracts where id = ${id}`,
    );
    return row;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    merchantId = await demoMerchantId(db);
    tree = await addTree(db, merchantId, 'hc');
    await addAccounts(db, merchantId, [{ username: 'hclone', type: 0, parentId: null }]);
    admin = await staffToken(ctx.app, 'admin');
    top = await callerFor(ctx.app, 'hca');
    sub = await callerFor(ctx.app, 'hcb');
  });
  afterAll(async () => {
    expect(await ledgerInvariants(db)).toEqual(healthyLedger);
    await ctx.close();
  });

  it('offers a top-level agent a house contract, which it accepts in the dialog', async () => {
    const offered = await offerFromHouse('hca', house);
    expect(offered.statusCode, offered.body).toBe(200);
    const view = offered.json().value;
    expect(view).toMatchObject({ upline: null, holder: 'hca', state: 'offered' });
    houseId = view.id;
    const [audit] = await rowsOf<{ actor_kind: string; action: string }>(
      db,
      sql`select actor_kind, action from audit_log
          where subject_kind = 'agent_contract' and subject_id = ${houseId}`,
    );
    expect(audit).toEqual({ actor_kind: 'staff', action: 'agent_contract.offer' });

    const consolidated = await top.get(apiPaths.consolidated);
    expect(consolidated.json().value).toMatchObject({ dailysalreqtype: 1 });
    const pending = await top.get(apiPaths.agentContractsPending);
    expect(pending.json().value.offers).toMatchObject([{ id: houseId, upline: null }]);
    const accepted = await top.post(endpointPath(acceptContract, { contractId: houseId }));
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().value).toMatchObject({ state: 'accepted', upline: null });
  });

  it('refuses offers to accounts with an upline, non-agents and outside the rules, moving nothing', async () => {
    const cases: Array<[() => ReturnType<typeof offerFromHouse>, number, string]> = [
      [() => offerFromHouse('hcb', house), 400, 'contract_holder_not_top_level'],
      [() => offerFromHouse('hclone', house), 400, 'contract_holder_not_agent'],
      [() => offerFromHouse('hcm1', house), 400, 'contract_holder_not_agent'],
      [() => offerFromHouse('nobody-here', house), 400, 'contract_holder_not_agent'],
      [() => offerFromHouse('hca', ladder('40', '60', '100.01')), 400, 'contract_above_brand_cap'],
      [() => offerFromHouse('hca', ladder('40', '30', '80')), 400, 'contract_ladder_invalid'],
      // a running contract is never lowered in place
      [() => offerFromHouse('hca', houseLower), 409, 'contract_rate_lowered'],
    ];
    for (const [send, status, code] of cases) await expectRefusal(db, send, status, code);
  });

  it('lets only an admin reach the house calls: not finance, not an agent, not a member', async () => {
    const finance = await staffToken(ctx.app, 'finance');
    await expectRefusal(
      db,
      () => offerFromHouse('hca', house, 'daily_salary', finance),
      403,
      'staff_forbidden',
    );
    await expectRefusal(db, () => terminateFromHouse(houseId, finance), 403, 'staff_forbidden');
    const memberToken = await loginToken(ctx.app, 'hcm1', agentsPassword);
    const asMember = await offerFromHouse('hca', house, 'daily_salary', memberToken);
    expect(asMember.statusCode, asMember.body).toBe(401);
    const agentToken = await loginToken(ctx.app, 'hca', agentsPassword);
    const asAgent = await terminateFromHouse(houseId, agentToken);
    expect(asAgent.statusCode, asAgent.body).toBe(401);
    expect(await contractState(houseId)).toEqual({ state: 'accepted', end_reason: null });
  });

  it("limits the top-level agent's own offers by its house contract", async () => {
    await expectRefusal(
      db,
      () =>
        top.post(apiPaths.agentContracts, {
          downline: 'hcb',
          kind: 'daily_salary',
          tiers: ladder('50', '70', '90'),
        }),
      400,
      'contract_above_upline',
    );
    const offered = await top.post(apiPaths.agentContracts, {
      downline: 'hcb',
      kind: 'daily_salary',
      tiers: toSub,
    });
    expect(offered.statusCode, offered.body).toBe(200);
    const accepted = await sub.post(
      endpointPath(acceptContract, { contractId: offered.json().value.id }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('pays the top-level agent from the house, and it pays the level difference below', async () => {
    // today: 20,000.00 valid bet under hcb (its member), 10,000.00 under hca directly
    const now = new Date().toISOString();
    await addStats(db, merchantId, tree.m2, now, { validBet: 2_000_000n });
    await addStats(db, merchantId, tree.m3, now, { validBet: 1_000_000n });
    const run = await bo(admin, settlementPaths.boRunNow, { kind: 'daily_salary' });
    expect(run.statusCode, run.body).toBe(200);
    // hca's team 30,000 → 80.00 per 10,000 = 240.00 from the house; hcb's team 20,000 →
    // 60.00 = 120.00 from hca (paid after hca was paid: uplines first, hca had nothing)
    expect(await balanceOf(db, merchantId, tree.a)).toBe(120_00n);
    expect(await balanceOf(db, merchantId, tree.b)).toBe(120_00n);
    const [houseBalance] = await rowsOf<{ balance: string }>(
      db,
      sql`select coalesce(sum(balance), 0)::text as balance from ledger_accounts
          where merchant_id = ${merchantId} and member_id is null and kind = 'agent_payouts'`,
    );
    expect(houseBalance).toEqual({ balance: '-24000' });
    const [payout] = await rowsOf<{ idempotency_key: string; kind: string }>(
      db,
      sql`select t.idempotency_key, t.kind from ledger_transactions t
          join agent_settlements s on t.reference = 'agent_settlement:' || s.id
          where s.contract_id = ${houseId}`,
    );
    expect(payout?.kind).toBe('salary');
    expect(payout?.idempotency_key).toMatch(
      new RegExp(`^agent-settlement:${houseId}:daily_salary:`),
    );

    const income = await top.get(settlementPaths.income, { period: 'today' });
    expect(income.json().value.totals).toMatchObject({
      ownAmount: '240.00',
      ownPaid: '240.00',
      dueToDownlines: '120.00',
      downlinesPaid: '120.00',
      remainder: '120.00',
    });
    const own = await top.get(settlementPaths.records, {
      kind: 'daily_salary',
      scope: 'own',
      period: 'today',
    });
    expect(own.json().value.content).toEqual([
      expect.objectContaining({ holder: 'hca', payer: null, amount: '240.00', state: 'paid' }),
    ]);
    const csv = await top.get(settlementPaths.recordsCsv, {
      kind: 'daily_salary',
      scope: 'own',
      period: 'today',
    });
    expect(csv.body).toContain(',hca,(house),');
    const [settleAudit] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log a join agent_settlements s on s.id::text = a.subject_id
          where a.subject_kind = 'agent_settlement' and a.action = 'agent_settlement.pay'
            and s.contract_id = ${houseId}`,
    );
    expect(settleAudit?.n).toBe(1);
  });

  it('terminates and withdraws house contracts; a lower house contract ends what it no longer covers', async () => {
    const ended = await terminateFromHouse(houseId);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().value).toMatchObject({ state: 'terminated', endReason: 'by_upline' });
    await expectRefusal(db, () => terminateFromHouse(houseId), 409, 'contract_not_running');

    // the operator cannot end an agent's own contract
    const [below] = await rowsOf<{ id: number }>(
      db,
      sql`select id::int from agent_contracts where holder_id = ${tree.b} and state = 'accepted'`,
    );
    await expectRefusal(db, () => terminateFromHouse(below!.id), 404, 'contract_not_found');

    // a pending house offer is withdrawn
    const pending = await offerFromHouse('hca', houseLower, 'hourly_salary');
    expect(pending.statusCode, pending.body).toBe(200);
    const withdrawn = await terminateFromHouse(pending.json().value.id);
    expect(withdrawn.json().value).toMatchObject({ state: 'withdrawn', endReason: 'by_upline' });

    // a lower daily contract accepted by hca ends hca's higher offer to hcb (§4.11)
    const lower = await offerFromHouse('hca', houseLower);
    expect(lower.statusCode, lower.body).toBe(200);
    const accepted = await top.post(
      endpointPath(acceptContract, { contractId: lower.json().value.id }),
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await contractState(below!.id)).toEqual({
      state: 'terminated',
      end_reason: 'upline_contract_lowered',
    });
    // the holder may give up its house contract
    const givenUp = await top.post(
      endpointPath(terminateContract, { contractId: lower.json().value.id }),
    );
    expect(givenUp.json().value).toMatchObject({ state: 'terminated', endReason: 'by_holder' });
  });
});
