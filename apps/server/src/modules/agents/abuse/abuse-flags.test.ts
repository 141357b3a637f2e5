import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAbuseFlags, reviewAbuseFlag, type AbuseFlag } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { staffHeaders, staffToken } from '../../../../test/staff-kit.ts';
import { rowsOf } from '../../../db/rows.ts';
import { memberKnownIps, members } from '../../../db/schema/index.ts';
import { demoMerchantId } from '../../wallet/testing/wallet-kit.ts';
import { addAccounts } from '../testing/agents-kit.ts';
import { createAbuseFlagsRepository } from './abuse-flags.repository.ts';
import { createAbuseFlags } from './abuse-flags.service.ts';

describe('abuse flags', () => {
  let ctx: TestContext;
  let merchantId: number;
  let ids: Record<string, number>;
  let finance: string;
  const db = () => ctx.database.db;
  const detector = () => createAbuseFlags({ db: db(), repository: createAbuseFlagsRepository() });
  const flags = async (): Promise<AbuseFlag[]> => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: listAbuseFlags.path,
      headers: staffHeaders(finance),
      query: { reviewed: 'all', pageSize: '100' },
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value.content;
  };
  const flagOf = async (kind: string, agent: string, member: string | null) =>
    (await flags()).find(
      (flag) => flag.kind === kind && flag.agent === agent && flag.member === member,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    merchantId = await demoMerchantId(db());
    const top = await addAccounts(db(), merchantId, [
      { username: 'abuseagent', type: 1, parentId: null },
      { username: 'quietagent', type: 1, parentId: null },
      { username: 'busyagent', type: 1, parentId: null },
    ]);
    ids = { ...top };
    await db().insert(memberKnownIps).values({ memberId: top.abuseagent!, ip: '10.1.2.3' });
    await db()
      .update(members)
      .set({ payeeName: 'Somchai Jaidee' })
      .where(eq(members.id, top.abuseagent!));
    finance = await staffToken(ctx.app, 'finance');
  });
  afterAll(async () => ctx.close());

  it('flags a downline registered from its agent’s IP or with its payee name, at registration', async () => {
    const [sameIp] = await db()
      .insert(members)
      .values({
        merchantId,
        username: 'sameip',
        nickname: 'sameip',
        passwordHash: 'x',
        type: 0,
        parentId: ids.abuseagent!,
        registerIp: '10.1.2.3',
      })
      .returning({ id: members.id });
    const [samePayee] = await db()
      .insert(members)
      .values({
        merchantId,
        username: 'samepayee',
        nickname: 'samepayee',
        passwordHash: 'x',
        type: 0,
        parentId: ids.abuseagent!,
        payeeName: ' somchai jaidee',
        registerIp: '10.9.9.9',
      })
      .returning({ id: members.id });
    ids.sameip = sameIp!.id;
    ids.samepayee = samePayee!.id;
    expect(await flagOf('self_referral', 'abuseagent', 'sameip')).toMatchObject({
      evidence: { ips: ['10.1.2.3'] },
      reviewedAt: null,
    });
    expect(await flagOf('self_referral', 'abuseagent', 'samepayee')).toMatchObject({
      evidence: { payeeName: ' somchai jaidee' },
    });
    await addAccounts(db(), merchantId, [
      { username: 'cleanmember', type: 0, parentId: ids.abuseagent! },
    ]);
    expect(await flagOf('self_referral', 'abuseagent', 'cleanmember')).toBeUndefined();
  });

  it('flags a later login from the agent’s IP in the scheduled run, once', async () => {
    const [clean] = await db()
      .select({ id: members.id })
      .from(members)
      .where(eq(members.username, 'cleanmember'));
    await db().insert(memberKnownIps).values({ memberId: clean!.id, ip: '10.1.2.3' });
    await db().update(members).set({ lastLoginAt: new Date() }).where(eq(members.id, clean!.id));
    expect((await detector().detect()).selfReferral).toBe(1);
    expect((await detector().detect()).selfReferral).toBe(0);
    expect(await flagOf('self_referral', 'abuseagent', 'cleanmember')).toBeDefined();
  });

  it('flags an agent with no login and no team activity for the brand’s days', async () => {
    await db().execute(
      sql`update members set created_at = now() - interval '60 days', last_login_at = null
          where id in (${ids.quietagent!}, ${ids.busyagent!})`,
    );
    // the busy agent's own bet today is team activity
    await db().execute(
      sql`select member_stats_add(${merchantId}, ${ids.busyagent!}, now(), 1, 100, 100, 0, 0, 0, 0, 0)`,
    );
    await detector().detect();
    expect(await flagOf('dormant_agent', 'quietagent', null)).toMatchObject({
      evidence: { days: 30, lastLoginAt: null },
    });
    expect(await flagOf('dormant_agent', 'busyagent', null)).toBeUndefined();
    // the seeded agent logged in recently enough (it was created by the seed today)
    expect(await flagOf('dormant_agent', 'agent', null)).toBeUndefined();
  });

  it('marks a flag reviewed once, with an audit row; unknown flags and non-staff are refused', async () => {
    const flag = await flagOf('dormant_agent', 'quietagent', null);
    const review = (id: number, headers: Record<string, string> = staffHeaders(finance)) =>
      ctx.app.inject({
        method: 'POST',
        url: reviewAbuseFlag.path.replace(':id', String(id)),
        headers,
      });
    const first = await review(flag!.id);
    expect(first.statusCode, first.body).toBe(200);
    const reviewedAt = first.json().value.reviewedAt;
    expect(reviewedAt).not.toBeNull();
    expect((await review(flag!.id)).json().value.reviewedAt).toBe(reviewedAt);
    const audits = await rowsOf<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log where action = 'abuse_flag.review'
          and subject_id = ${String(flag!.id)}`,
    );
    expect(audits[0]?.n).toBe(1);
    const missing = await review(999_999);
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'abuse_flag_not_found']);
    const cashier = await staffToken(ctx.app, 'cashier');
    expect((await review(flag!.id, staffHeaders(cashier))).statusCode).toBe(403);
    const open = (await flags()).filter((item) => item.reviewedAt === null);
    expect(open.map((item) => item.id)).not.toContain(flag!.id);
  });
});
