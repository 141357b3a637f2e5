import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  endpointPath,
  acceptContract,
  rejectContract,
  terminateContract,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import { demoMerchantId, memberIdOf } from '../wallet/testing/wallet-kit.ts';
import {
  addAccounts,
  agentCaller,
  callerFor,
  expectRefusal,
  type AgentCaller,
} from './testing/agents-kit.ts';

const ladder = (...rates: string[]) =>
  rates.map((rate, index) => ({ teamValidBet: String(index * 10_000), rate }));
const high = ladder('40', '60', '80');
const mid = ladder('30', '50', '70');
const low = ladder('10', '20', '30');
const raise = ladder('50', '70', '90');

/** Contracts (§1, §4.11): offers, answers, the rules, termination and auto-termination. */
describe('agent contracts', () => {
  let ctx: TestContext;
  let db: Db;
  let agent: AgentCaller;
  let sub: AgentCaller;
  let subkid: AgentCaller;
  let outsider: AgentCaller;
  let demo: AgentCaller;
  const ids: Record<string, number> = {};

  const offer = (caller: AgentCaller, downline: string, tiers: unknown, kind = 'daily_salary') =>
    caller.post(apiPaths.agentContracts, { downline, kind, tiers });
  const act = (caller: AgentCaller, endpoint: { path: string }, contractId: number) =>
    caller.post(endpointPath(endpoint, { contractId }));
  const contractOf = async (id: number) => {
    const token = await staffToken(ctx.app, 'finance');
    const response = await ctx.app.inject({
      method: 'GET',
      url: `${apiPaths.boAgentContracts}/${id}`,
      headers: staffHeaders(token),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { state: string; endReason: string | null };
  };
  const requestTypes = async (caller: AgentCaller) =>
    (await caller.get(apiPaths.consolidated)).json().value as Record<string, unknown>;

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    const merchantId = await demoMerchantId(db);
    const agentId = await memberIdOf(db, 'agent');
    Object.assign(
      ids,
      await addAccounts(db, merchantId, [
        { username: 'sub', type: 1, parentId: agentId },
        { username: 'outsider', type: 1, parentId: null },
      ]),
    );
    Object.assign(
      ids,
      await addAccounts(db, merchantId, [
        { username: 'subkid', type: 1, parentId: ids.sub! },
        { username: 'outkid', type: 0, parentId: ids.outsider! },
      ]),
    );
    agent = await callerFor(ctx.app, 'agent');
    sub = await callerFor(ctx.app, 'sub');
    subkid = await callerFor(ctx.app, 'subkid');
    outsider = await callerFor(ctx.app, 'outsider');
    demo = await callerFor(ctx.app, 'demo');
  });
  afterAll(async () => ctx.close());

  it('offers a direct downline a contract, which awaits its answer (dialog, consolidated)', async () => {
    const response = await offer(agent, 'sub', high);
    expect(response.statusCode, response.body).toBe(200);
    const offered = response.json().value;
    expect(offered).toMatchObject({
      kind: 'daily_salary',
      state: 'offered',
      upline: 'agent',
      holder: 'sub',
      period: null,
      tiers: [
        { teamValidBet: '0.00', activeMembers: 0, rate: '40.00' },
        { teamValidBet: '10000.00', activeMembers: 0, rate: '60.00' },
        { teamValidBet: '20000.00', activeMembers: 0, rate: '80.00' },
      ],
    });
    ids.first = offered.id;
    const pending = await sub.get(apiPaths.agentContractsPending);
    expect(pending.json().value.offers.map((item: { id: number }) => item.id)).toEqual([
      offered.id,
    ]);
    expect(await requestTypes(sub)).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 0,
      contracthoursalreqtype: 0,
      realtimesalreqtype: 0,
    });
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectKind, 'agent_contract'),
          eq(auditLog.action, 'agent_contract.offer'),
        ),
      );
    expect(audit).toMatchObject({ actorKind: 'member', actorId: await memberIdOf(db, 'agent') });
    expect(audit?.after).toMatchObject({ state: 'offered', kind: 'daily_salary' });
  });

  it('gives a member (type 0) with an offer the contract dialog too', async () => {
    const response = await offer(
      agent,
      'demo',
      [{ teamValidBet: '0', rate: '0.5' }],
      'realtime_salary',
    );
    expect(response.statusCode, response.body).toBe(200);
    const pending = (await demo.get(apiPaths.agentContractsPending)).json().value;
    expect(pending.offers).toMatchObject([{ kind: 'realtime_salary', tiers: [{ rate: '0.50' }] }]);
    expect(await requestTypes(demo)).toMatchObject({ realtimesalreqtype: 1, dailysalreqtype: 0 });
  });

  it('refuses offers outside the rules and the team, changing nothing', async () => {
    const refusals: Array<[() => ReturnType<AgentCaller['post']>, number, string]> = [
      [() => offer(demo, 'newbie', high), 403, 'not_an_agent'],
      [() => offer(agent, 'subkid', high), 403, 'not_your_downline'],
      [() => offer(agent, 'outkid', high), 403, 'not_your_downline'],
      [() => offer(outsider, 'sub', high), 403, 'not_your_downline'],
      [() => offer(agent, 'sub', ladder('40', '60', '100.01')), 400, 'contract_above_brand_cap'],
      [() => offer(agent, 'sub', ladder('40', '60')), 400, 'contract_ladder_invalid'],
      [() => offer(agent, 'sub', ladder('40', '30', '80')), 400, 'contract_ladder_invalid'],
      [() => offer(agent, 'sub', ladder('40', '60', 'x')), 400, 'contract_rate_invalid'],
      // sub holds no running daily salary yet: nothing to offer below
      [() => offer(sub, 'subkid', low), 400, 'contract_above_upline'],
      [() => offer(agentCaller(ctx.app), 'sub', high), 401, 'not_logged_in'],
    ];
    for (const [send, status, code] of refusals) await expectRefusal(db, send, status, code);
  });

  it('lets only the holder answer an offer, and only once', async () => {
    for (const caller of [outsider, agent, demo, subkid]) {
      await expectRefusal(
        db,
        () => act(caller, acceptContract, ids.first!),
        404,
        'contract_not_found',
      );
      await expectRefusal(
        db,
        () => act(caller, rejectContract, ids.first!),
        404,
        'contract_not_found',
      );
    }
    const accepted = await act(sub, acceptContract, ids.first!);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().value).toMatchObject({
      state: 'accepted',
      answeredAt: expect.any(String),
    });
    expect(await requestTypes(sub)).toMatchObject({ dailysalreqtype: 2 });
    await expectRefusal(
      db,
      () => act(sub, acceptContract, ids.first!),
      409,
      'contract_already_answered',
    );
    await expectRefusal(
      db,
      () => act(sub, rejectContract, ids.first!),
      409,
      'contract_already_answered',
    );
  });

  it("keeps a child's ladder within its parent's and refuses lowering a running contract", async () => {
    await expectRefusal(
      db,
      () => offer(sub, 'subkid', ladder('40', '60', '80.01')),
      400,
      'contract_above_upline',
    );
    const kept = await offer(sub, 'subkid', mid);
    expect(kept.statusCode, kept.body).toBe(200);
    ids.kid = kept.json().value.id;
    expect((await act(subkid, acceptContract, ids.kid!)).statusCode).toBe(200);
    await expectRefusal(db, () => offer(agent, 'sub', low), 409, 'contract_rate_lowered');
    await expectRefusal(
      db,
      () => offer(agent, 'sub', ladder('40', '60', '79')),
      409,
      'contract_rate_lowered',
    );
  });

  it('raises a running contract by a new offer that replaces it once accepted', async () => {
    const raised = await offer(agent, 'sub', raise);
    expect(raised.json().value).toMatchObject({ state: 'offered', replacesId: ids.first });
    ids.raised = raised.json().value.id;
    expect(await contractOf(ids.first!)).toMatchObject({ state: 'accepted' });
    expect((await act(sub, acceptContract, ids.raised!)).statusCode).toBe(200);
    expect(await contractOf(ids.first!)).toMatchObject({
      state: 'terminated',
      endReason: 'replaced',
    });
    expect(await contractOf(ids.kid!)).toMatchObject({ state: 'accepted' });
  });

  it('§4.11: accepting a lower contract terminates the downline contracts it no longer covers', async () => {
    for (const caller of [outsider, demo, subkid]) {
      await expectRefusal(
        db,
        () => act(caller, terminateContract, ids.raised!),
        404,
        'contract_not_found',
      );
    }
    const ended = await act(agent, terminateContract, ids.raised!);
    expect(ended.json().value).toMatchObject({ state: 'terminated', endReason: 'by_upline' });
    await expectRefusal(
      db,
      () => act(agent, terminateContract, ids.raised!),
      409,
      'contract_not_running',
    );
    // the kid's contract stays until sub agrees to something lower
    expect(await contractOf(ids.kid!)).toMatchObject({ state: 'accepted' });
    const lower = await offer(agent, 'sub', low);
    expect((await act(sub, acceptContract, lower.json().value.id)).statusCode).toBe(200);
    expect(await contractOf(ids.kid!)).toMatchObject({
      state: 'terminated',
      endReason: 'upline_contract_lowered',
    });
    const trail = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.subjectKind, 'agent_contract'), eq(auditLog.subjectId, String(ids.kid))),
      );
    expect(trail.map((row) => [row.action, row.actorKind])).toEqual([
      ['agent_contract.offer', 'member'],
      ['agent_contract.accept', 'member'],
      ['agent_contract.terminate', 'system'],
    ]);
    expect(trail[2]?.before).toMatchObject({ state: 'accepted' });
    expect(trail[2]?.after).toMatchObject({
      state: 'terminated',
      endReason: 'upline_contract_lowered',
    });
  });

  it('refuses a kind the brand switched off, for offers and for answers', async () => {
    const pending = await offer(agent, 'sub', ladder('10', '20', '30'), 'hourly_salary');
    expect(pending.statusCode, pending.body).toBe(200);
    const admin = await staffToken(ctx.app, 'admin');
    const switched = await ctx.app.inject({
      method: 'PUT',
      url: apiPaths.boAgentSettings,
      headers: staffHeaders(admin),
      payload: { kinds: { hourly_salary: { enabled: false } } },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    expect(switched.json().value.kinds.hourly_salary).toEqual({ enabled: false, cap: '50.00' });
    await expectRefusal(
      db,
      () => offer(agent, 'sub', low, 'hourly_salary'),
      403,
      'contract_kind_disabled',
    );
    await expectRefusal(
      db,
      () => act(sub, acceptContract, pending.json().value.id),
      403,
      'contract_kind_disabled',
    );
    expect(await requestTypes(sub)).toMatchObject({ contracthoursalreqtype: 0 });
  });

  it('lists offered and received contracts to their parties only', async () => {
    const offered = (await agent.get(apiPaths.agentContractsOffered, { username: 'sub' })).json()
      .value;
    expect(
      offered.content.every(
        (item: { upline: string; holder: string }) =>
          item.upline === 'agent' && item.holder === 'sub',
      ),
    ).toBe(true);
    expect(offered.totalElements).toBeGreaterThanOrEqual(4);
    const received = (await subkid.get(apiPaths.agentContractsReceived)).json().value;
    expect(received.content.map((item: { id: number }) => item.id)).toEqual([ids.kid]);
    expect((await outsider.get(apiPaths.agentContractsOffered)).json().value.totalElements).toBe(0);
    const refused = await demo.get(apiPaths.agentContractsOffered);
    expect(refused.json().code).toBe('not_an_agent');
  });
});
