import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { members } from '../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { encryptBody } from '../../../test/encrypted-body-kit.ts';
import { brandHeaders } from '../../../test/login-kit.ts';
import { createRegistrationKit } from '../../../test/registration-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import { demoMerchantId, memberIdOf } from '../wallet/testing/wallet-kit.ts';
import {
  addAccounts,
  agentsPassword,
  callerFor,
  expectRefusal,
  type AgentCaller,
} from './testing/agents-kit.ts';

/** Downline management, registerCenter, the referral link and the operator's new agents. */
describe('agent team', () => {
  let ctx: TestContext;
  let db: Db;
  let merchantId: number;
  let agent: AgentCaller;
  let outsider: AgentCaller;
  let demo: AgentCaller;
  const kit = createRegistrationKit(() => ({ app: ctx.app, db, merchantId }), { ipBlock: 61 });

  const registerCentre = async (token: AgentCaller, body: Record<string, unknown>) =>
    token.post(apiPaths.agentRegisterCenter, await encryptBody(ctx.app, body, 'lotus'));
  const usernames = (response: { json(): unknown }) =>
    (response.json() as { value: { content: { username: string }[] } }).value.content.map(
      (row) => row.username,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    merchantId = await demoMerchantId(db);
    const agentId = await memberIdOf(db, 'agent');
    const { sub, outsider: outsiderId } = await addAccounts(db, merchantId, [
      { username: 'sub', type: 1, parentId: agentId },
      { username: 'outsider', type: 1, parentId: null },
    ]);
    await addAccounts(db, merchantId, [
      { username: 'subkid', type: 0, parentId: sub! },
      { username: 'outkid', type: 0, parentId: outsiderId! },
    ]);
    agent = await callerFor(ctx.app, 'agent');
    outsider = await callerFor(ctx.app, 'outsider');
    demo = await callerFor(ctx.app, 'demo');
  });
  afterAll(async () => ctx.close());

  it('lists direct downlines by default, drills into a sub-agent, searches the whole team', async () => {
    const direct = await agent.get(apiPaths.agentDownlines, { sort: 'username', order: 'asc' });
    expect(direct.statusCode, direct.body).toBe(200);
    expect(usernames(direct)).toEqual(['demo', 'newbie', 'sub']);
    expect(direct.json().value.content[2]).toMatchObject({
      username: 'sub',
      isAgent: true,
      depth: 1,
      parent: 'agent',
      teamSize: 1,
      contracts: [],
    });
    const drilled = await agent.get(apiPaths.agentDownlines, { parent: 'sub' });
    expect(usernames(drilled)).toEqual(['subkid']);
    expect(drilled.json().value.content[0]).toMatchObject({ depth: 2, parent: 'sub' });
    const searched = await agent.get(apiPaths.agentDownlines, { username: 'SUB' });
    expect(usernames(searched).sort()).toEqual(['sub', 'subkid']);
    const paged = await agent.get(apiPaths.agentDownlines, {
      pageSize: '2',
      pageNo: '2',
      sort: 'username',
      order: 'asc',
    });
    expect(paged.json().value).toMatchObject({ totalElements: 3, totalPages: 2, pageNo: 2 });
    expect(usernames(paged)).toEqual(['sub']);
    expect(usernames(await agent.get(apiPaths.agentDownlines, { status: 'disabled' }))).toEqual([]);
    // outside the team: refused, as if the account did not exist
    expect((await agent.get(apiPaths.agentDownlines, { parent: 'outsider' })).json().code).toBe(
      'downline_not_found',
    );
    expect(usernames(await agent.get(apiPaths.agentDownlines, { username: 'out' }))).toEqual([]);
    expect((await demo.get(apiPaths.agentDownlines)).json().code).toBe('not_an_agent');
  });

  it("keeps each agent's own remark on an account of its team", async () => {
    const set = await agent.put(`${apiPaths.agentDownlines}/subkid/remark`, { remark: 'VIP soon' });
    expect(set.json().value).toEqual({ username: 'subkid', remark: 'VIP soon' });
    const drilled = await agent.get(apiPaths.agentDownlines, { parent: 'sub' });
    expect(drilled.json().value.content[0].remark).toBe('VIP soon');
    await expectRefusal(
      db,
      () => outsider.put(`${apiPaths.agentDownlines}/subkid/remark`, { remark: 'x' }),
      404,
      'downline_not_found',
    );
    await expectRefusal(
      db,
      () => agent.put(`${apiPaths.agentDownlines}/outkid/remark`, { remark: 'x' }),
      404,
      'downline_not_found',
    );
    await expectRefusal(
      db,
      () => demo.put(`${apiPaths.agentDownlines}/newbie/remark`, { remark: 'x' }),
      403,
      'not_an_agent',
    );
  });

  it('registerCenter opens a member or sub-agent directly under the agent', async () => {
    const body = {
      username: 'Kid01',
      password: agentsPassword,
      confirmPassword: agentsPassword,
      accountType: 'agent',
    };
    const response = await registerCentre(agent, body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toEqual({
      username: 'kid01',
      nickname: 'kid01',
      type: 1,
      parent: 'agent',
    });
    const [row] = await db.select().from(members).where(eq(members.username, 'kid01'));
    expect(row?.parentId).toBe(await memberIdOf(db, 'agent'));
    await callerFor(ctx.app, 'kid01');
    await expectRefusal(db, () => registerCentre(agent, body), 409, 'username_taken');
    await expectRefusal(
      db,
      async () => registerCentre(agent, { ...body, username: 'kid02', confirmPassword: 'other' }),
      400,
      'validation_failed',
    );
    await expectRefusal(
      db,
      async () => registerCentre(demo, { ...body, username: 'kid03' }),
      403,
      'not_an_agent',
    );
    await expectRefusal(
      db,
      () => agent.post(apiPaths.agentRegisterCenter, { ...body, username: 'kid04' }),
      400,
      'encryption_required',
    );
  });

  it('gives an agent its invitation code and link; registering through it places the member under the agent', async () => {
    const sub = await callerFor(ctx.app, 'sub');
    const first = (await sub.get(apiPaths.agentReferral)).json().value;
    expect(first.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.link).toContain(`/register?affiliateCode=${first.invitationCode}`);
    expect((await sub.get(apiPaths.agentReferral)).json().value).toEqual(first);
    const seeded = (await agent.get(apiPaths.agentReferral)).json().value;
    expect(seeded.invitationCode).toBe('LOTUS8');
    expect((await demo.get(apiPaths.agentReferral)).json().code).toBe('not_an_agent');
    const registered = await kit.register(
      kit.validBody({ username: 'linked01', affiliateCode: first.invitationCode }),
    );
    expect(registered.statusCode, registered.body).toBe(200);
    const drilled = await agent.get(apiPaths.agentDownlines, { parent: 'sub' });
    expect(usernames(drilled).sort()).toEqual(['linked01', 'subkid']);
  });

  it('lets the operator open agents, top-level or under an agent, and no one else', async () => {
    const admin = await staffToken(ctx.app, 'admin');
    const create = (body: Record<string, unknown>, token = admin) =>
      ctx.app.inject({
        method: 'POST',
        url: apiPaths.boAgents,
        headers: staffHeaders(token),
        payload: body,
      });
    const top = await create({ username: 'boss1', password: agentsPassword, type: 41 });
    expect(top.json().value).toMatchObject({ username: 'boss1', type: 41, parent: null });
    const under = await create({
      username: 'boss2',
      password: agentsPassword,
      type: 1,
      parent: 'boss1',
    });
    expect(under.json().value).toMatchObject({
      parent: 'boss1',
      invitationCode: expect.any(String),
    });
    await expectRefusal(
      db,
      () => create({ username: 'boss3', password: agentsPassword, type: 1, parent: 'demo' }),
      400,
      'agent_parent_not_agent',
    );
    const cashier = await staffToken(ctx.app, 'cashier');
    const refused = await create({ username: 'boss4', password: agentsPassword, type: 1 }, cashier);
    expect(refused.statusCode).toBe(403);
    const asMember = await ctx.app.inject({
      method: 'POST',
      url: apiPaths.boAgents,
      headers: { ...brandHeaders, authorization: 'Bearer nothing' },
      payload: {},
    });
    expect(asMember.statusCode).toBe(401);
  });
});
