import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import {
  listenOn,
  openSocket,
  type SocketClient,
} from '../../platform/testing/member-events-kit.ts';
import { callerFor } from './testing/agents-kit.ts';

// §2.4: a member already on the site hears of a new offer on its live channel, so the contract
// dialog opens without waiting for the next visit; nobody else hears of it.
describe('a contract offer on the live channel', () => {
  let ctx: TestContext;
  let base: string;
  const clients: SocketClient[] = [];
  const connect = async (username: string) => {
    const token = await loginToken(ctx.app, username, 'Lotus#2026');
    const client = openSocket(`${base}${apiPaths.memberEvents}?merchant=lotus`, ['lobby', token]);
    clients.push(client);
    await client.opened;
    return client;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    base = await listenOn(ctx.app);
  });
  afterAll(async () => {
    for (const client of clients) client.socket.terminate();
    await ctx?.close();
  });

  it('tells the holder, and only the holder, once the offer is made', async () => {
    const holder = await connect('demo');
    const bystander = await connect('agent');
    const agent = await callerFor(ctx.app, 'agent');
    const offered = await agent.post(apiPaths.agentContracts, {
      downline: 'demo',
      kind: 'realtime_salary',
      tiers: [{ teamValidBet: '0', rate: '0.5' }],
    });
    expect(offered.statusCode, offered.body).toBe(200);
    expect(await holder.next('contract_offered')).toMatchObject({ type: 'contract_offered' });
    expect(bystander.messages.filter((message) => message.type === 'contract_offered')).toEqual([]);
  });

  it('says nothing of a refused offer', async () => {
    const holder = await connect('demo');
    const agent = await callerFor(ctx.app, 'agent');
    const refused = await agent.post(apiPaths.agentContracts, {
      downline: 'demo',
      kind: 'realtime_salary',
      tiers: [{ teamValidBet: '0', rate: '150' }],
    });
    expect(refused.statusCode).toBe(400);
    // a good offer after it: its event is the only one (events reach a socket in order)
    const offered = await agent.post(apiPaths.agentContracts, {
      downline: 'demo',
      kind: 'realtime_salary',
      tiers: [{ teamValidBet: '0', rate: '0.5' }],
    });
    expect(offered.statusCode, offered.body).toBe(200);
    await holder.next('contract_offered');
    expect(holder.messages.filter((message) => message.type === 'contract_offered')).toHaveLength(
      1,
    );
  });
});
