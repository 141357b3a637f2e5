import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getTeamTransactions, getTeamTransactionsCsv } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { brandHeaders, loginToken } from '../../../../test/login-kit.ts';
import { demoMerchantId, memberIdOf } from '../../wallet/testing/wallet-kit.ts';
import { addAccounts, agentsPassword } from '../testing/agents-kit.ts';
import { creditMain, nextIp } from '../testing/red-envelope-kit.ts';

describe('team transactions', () => {
  let ctx: TestContext;
  let tokens: Record<string, string>;
  let ids: Record<string, number>;
  const get = (
    who: string,
    query: Record<string, string> = {},
    url: string = getTeamTransactions.path,
  ) =>
    ctx.app.inject({
      method: 'GET',
      url,
      headers: { ...brandHeaders, token: tokens[who]! },
      query: { period: 'today', ...query },
      remoteAddress: nextIp(),
    });
  const accounts = (response: { json(): { value: { content: { account: string }[] } } }) =>
    response
      .json()
      .value.content.map((row) => row.account)
      .sort();

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const merchantId = await demoMerchantId(db);
    const agentId = await memberIdOf(db, 'agent');
    const top = await addAccounts(db, merchantId, [
      { username: 'txsub', type: 1, parentId: agentId },
      { username: 'txmember', type: 0, parentId: agentId },
      { username: 'txoutsider', type: 0, parentId: null },
      { username: 'txother', type: 1, parentId: null },
    ]);
    const deeper = await addAccounts(db, merchantId, [
      { username: 'txdeep', type: 0, parentId: top.txsub! },
    ]);
    ids = { ...top, ...deeper };
    await creditMain(db, merchantId, ids.txmember!, 12_00n);
    await creditMain(db, merchantId, ids.txdeep!, 30_00n);
    await creditMain(db, merchantId, ids.txoutsider!, 99_00n);
    tokens = {};
    for (const name of ['agent', 'txsub', 'txmember', 'txother']) {
      tokens[name] = await loginToken(ctx.app, name, agentsPassword, nextIp());
    }
  });
  afterAll(async () => ctx.close());

  it("lists the team's movements at every depth with the member's account, never an outsider's", async () => {
    const response = await get('agent');
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    // the seeded demo member (a direct downline) has its opening credit today as well
    expect(accounts(response)).toEqual(['demo', 'txdeep', 'txmember']);
    expect(value.content[0]).toMatchObject({ type: 'adjustment', status: 'completed' });
    expect(value).toMatchObject({ totalElements: 3, unit: 'THB' });
  });

  it('filters by type, account and dates, and sorts by amount', async () => {
    expect(accounts(await get('agent', { type: 'adjustment', account: 'txdeep' }))).toEqual([
      'txdeep',
    ]);
    expect(accounts(await get('agent', { type: 'deposit' }))).toEqual([]);
    expect(accounts(await get('agent', { account: 'txoutsider' }))).toEqual([]);
    const past = await get('agent', { period: 'custom', from: '2024-01-01', to: '2024-01-31' });
    expect(past.json().value.totalElements).toBe(0);
    const ascending = await get('agent', { sort: 'amount', order: 'asc', pageSize: '2' });
    expect(ascending.json().value.content.map((row: { amount: string }) => row.amount)).toEqual([
      '12.00',
      '30.00',
    ]);
    const descending = await get('agent', { sort: 'amount', pageSize: '1', pageNo: '3' });
    expect(descending.json().value.content[0]).toMatchObject({ account: 'txmember' });
  });

  it("shows a sub-agent's team to its upline, and refuses teams outside and non-agents", async () => {
    expect(accounts(await get('agent', { agentId: String(ids.txsub) }))).toEqual(['txdeep']);
    expect(accounts(await get('txsub'))).toEqual(['txdeep']);
    const foreign = await get('agent', { agentId: String(ids.txother) });
    expect([foreign.statusCode, foreign.json().code]).toEqual([403, 'not_in_your_team']);
    const sideways = await get('txsub', { agentId: String(ids.txother) });
    expect(sideways.statusCode).toBe(403);
    expect(accounts(await get('txother'))).toEqual([]);
    const member = await get('txmember');
    expect([member.statusCode, member.json().code]).toEqual([403, 'not_an_agent']);
  });

  it('exports the same rows as CSV', async () => {
    const response = await get('txsub', {}, getTeamTransactionsCsv.path);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe('createdAt,account,type,detail,amount,status,orderNo,note');
    expect(lines.slice(1).map((line) => line.split(',').slice(1, 5))).toEqual([
      ['txdeep', 'adjustment', 'adjustment', '30.00'],
    ]);
  });
});
