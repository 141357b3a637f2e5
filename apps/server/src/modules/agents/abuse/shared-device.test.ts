import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAbuseFlags, type AbuseFlag } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { postPasswordLogin } from '../../../../test/login-kit.ts';
import { staffHeaders, staffToken } from '../../../../test/staff-kit.ts';
import { demoMerchantId } from '../../wallet/testing/wallet-kit.ts';
import { addAccounts, agentsPassword } from '../testing/agents-kit.ts';

/** The device cookie a login's answer sets (name=value), or '' when it sets none. */
function deviceCookieOf(setCookie: string | string[] | undefined): string {
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  return first?.split(';')[0] ?? '';
}

// Issue 13, abuse: a downline that logs in on a device its upline agent logged in on is a
// self-referral sign, flagged for the operator like a shared IP or payee name; the login
// itself goes on. A device of an agent outside the chain, or a fresh device, flags nothing.
describe('abuse flags: a device shared with an upline agent', () => {
  let ctx: TestContext;
  let finance: string;

  const logIn = async (username: string, cookie: string, ip: string) => {
    const response = await postPasswordLogin(ctx.app, {
      username,
      password: agentsPassword,
      ip,
      ...(cookie ? { cookie } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return deviceCookieOf(response.headers['set-cookie']);
  };
  const selfReferralFlags = async (): Promise<AbuseFlag[]> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: listAbuseFlags.path,
      headers: staffHeaders(finance),
      query: { reviewed: 'all', pageSize: '100' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json().value.content as AbuseFlag[]).filter(
      (flag) => flag.kind === 'self_referral',
    );
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const merchantId = await demoMerchantId(db);
    const top = await addAccounts(db, merchantId, [
      { username: 'devagent', type: 1, parentId: null },
      { username: 'otheragent', type: 1, parentId: null },
    ]);
    const middle = await addAccounts(db, merchantId, [
      { username: 'devsub', type: 1, parentId: top.devagent! },
    ]);
    await addAccounts(db, merchantId, [
      { username: 'devmember', type: 0, parentId: middle.devsub! },
      { username: 'cleanmember', type: 0, parentId: middle.devsub! },
      { username: 'strangermember', type: 0, parentId: top.otheragent! },
    ]);
    finance = await staffToken(ctx.app, 'finance');
  });
  afterAll(async () => ctx.close());

  it('flags the member and the upline agent whose device it logged in on, at any depth', async () => {
    const agentDevice = await logIn('devagent', '', '10.20.0.1');
    expect(agentDevice).toMatch(/=/);
    // the member, two levels down, on the agent's device (its own network)
    await logIn('devmember', agentDevice, '10.20.0.2');
    const flags = await selfReferralFlags();
    expect(flags.map((flag) => [flag.agent, flag.member, flag.evidence])).toEqual([
      ['devagent', 'devmember', { device: true }],
    ]);
  });

  it('flags nothing for a fresh device or an agent outside the member’s chain', async () => {
    const before = await selfReferralFlags();
    await logIn('cleanmember', '', '10.20.0.3');
    const outsiderDevice = await logIn('otheragent', '', '10.20.0.4');
    // a member of the same team as devmember, on the device of an agent of another team
    await logIn('cleanmember', outsiderDevice, '10.20.0.5');
    // and a member of otheragent's team on the device of devagent's sub-agent
    const subDevice = await logIn('devsub', '', '10.20.0.6');
    await logIn('strangermember', subDevice, '10.20.0.7');
    expect(await selfReferralFlags()).toEqual(before);
  });

  it('flags a pair once, however often they share the device', async () => {
    const agentDevice = await logIn('devagent', '', '10.20.0.8');
    await logIn('devmember', agentDevice, '10.20.0.9');
    await logIn('devmember', agentDevice, '10.20.0.9');
    const pairs = (await selfReferralFlags()).filter(
      (flag) => flag.agent === 'devagent' && flag.member === 'devmember',
    );
    expect(pairs).toHaveLength(1);
  });
});
