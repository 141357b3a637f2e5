import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentReportPaths } from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { brandHeaders, loginToken, postPasswordLogin } from '../../../../test/login-kit.ts';
import { demoIds, type DemoIds } from '../../payments/testing/withdrawal-kit.ts';
import { csvCell, toCsv } from './csv-text.ts';
import { reportRange } from './report-period.ts';

describe('team reports over the member aggregates', () => {
  let ctx: TestContext;
  let ids: DemoIds;
  let agent: string;
  const get = (token: string, path: string, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `${path}?period=custom&from=2026-03-01&to=2026-03-31${query}`,
      headers: { ...brandHeaders, authorization: `Bearer ${token}` },
    });
  const add = (member: number, at: string, bet: number, payout: number) =>
    ctx.database.db.execute(
      sql`select member_stats_add(${ids.merchantId}, ${member}, ${at}::timestamptz,
            1, ${bet}, ${bet}, ${payout}, 0, 0, 0, 0)`,
    );

  beforeAll(async () => {
    ctx = await createTestApp();
    ids = await demoIds(ctx.database.db);
    agent = await loginToken(ctx.app, 'agent', 'Lotus#2026');
    const [newbie] = await ctx.database.db
      .execute(sql`select id from members where username = 'newbie'`)
      .then((result) => (result as unknown as { rows: { id: number }[] }).rows);
    // a name that is a formula, to prove the CSV keeps it text
    await ctx.database.db.execute(
      sql`update members set username = '=cmd,"x"' where username = 'newbie'`,
    );
    await add(ids.demoId, '2026-03-05T03:00:00Z', 10_000, 2_500);
    await add(ids.demoId, '2026-03-06T03:00:00Z', 5_000, 0);
    await add(Number(newbie!.id), '2026-03-07T03:00:00Z', 20_000, 30_000);
    // outside the range: not counted
    await add(ids.demoId, '2026-04-01T03:00:00Z', 99_900, 0);
  });
  afterAll(async () => ctx.close());

  it('sums the team per member, sorted and paged, with totals over every member', async () => {
    const response = await get(agent, agentReportPaths.profitLoss, '&sort=betAmount&pageSize=1');
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value.totalElements).toBe(2);
    expect(value.content).toEqual([
      expect.objectContaining({ account: '=cmd,"x"', depth: 1, betAmount: '200.00' }),
    ]);
    expect(value.totals).toMatchObject({
      betCount: 3,
      betAmount: '350.00',
      payout: '325.00',
      profitLoss: '-25.00',
    });
    const ascending = await get(agent, agentReportPaths.betting, '&sort=betAmount&order=asc');
    expect(ascending.json().value.content.map((row: { account: string }) => row.account)).toEqual([
      'demo',
      '=cmd,"x"',
    ]);
  });

  it('gives the overview of the team', async () => {
    const response = await get(agent, agentReportPaths.overview);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().value).toMatchObject({
      teamSize: 2,
      directMembers: 2,
      activeMembers: 0,
      figures: { betCount: 3, validBet: '350.00' },
      range: { from: '2026-03-01', to: '2026-03-31', timeZone: 'Asia/Bangkok' },
    });
  });

  it('exports the same rows as CSV, escaped and formula-safe', async () => {
    const response = await get(agent, agentReportPaths.bettingCsv, '&sort=betAmount');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const lines = response.body.replace('\uFEFF', '').trimEnd().split('\r\n');
    expect(lines).toEqual([
      'account,depth,isAgent,betCount,betAmount,validBet,payout,profitLoss',
      `"'=cmd,""x""",1,false,1,200.00,200.00,300.00,100.00`,
      'demo,1,false,2,150.00,150.00,25.00,-125.00',
    ]);
  });

  it('refuses a member, a team outside the agent, and bad input, with an envelope', async () => {
    const member = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const asMember = await get(member, agentReportPaths.overview);
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json()).toMatchObject({ success: false, messageKey: 'err_not_an_agent' });
    const login = await postPasswordLogin(ctx.app, {
      username: 'agentpro',
      password: 'Lotus#2026',
      portal: 'agent',
    });
    const agentOnly = login.json().value.token as string;
    // agentpro is an agent, but the demo agent is not below it
    const outside = await get(agentOnly, agentReportPaths.betting, `&agentId=${ids.demoId}`);
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ messageKey: 'err_not_in_your_team' });
    const csvOutside = await get(agentOnly, agentReportPaths.bettingCsv, `&agentId=${ids.demoId}`);
    expect(csvOutside.statusCode).toBe(403);
    const badSort = await get(agent, agentReportPaths.betting, '&sort=password');
    expect(badSort.statusCode).toBe(400);
    const tooLong = await ctx.app.inject({
      method: 'GET',
      url: `${agentReportPaths.overview}?period=custom&from=2026-01-01&to=2026-12-31`,
      headers: { ...brandHeaders, authorization: `Bearer ${agent}` },
    });
    expect(tooLong.statusCode).toBe(400);
  });
});

describe('report periods in the brand’s time zone', () => {
  // 2026-03-04 18:00 UTC is Thursday 2026-03-05 01:00 in Bangkok
  const now = new Date('2026-03-04T18:00:00Z');
  it.each([
    ['today', '2026-03-05', '2026-03-05'],
    ['yesterday', '2026-03-04', '2026-03-04'],
    ['thisWeek', '2026-03-02', '2026-03-05'],
    ['thisMonth', '2026-03-01', '2026-03-05'],
  ] as const)('%s', (period, from, to) => {
    expect(reportRange({ period }, 'Asia/Bangkok', now)).toEqual({
      from,
      to,
      timeZone: 'Asia/Bangkok',
    });
  });
  it('refuses a custom range without dates, reversed, or of a day that does not exist', () => {
    expect(() => reportRange({ period: 'custom' }, 'UTC', now)).toThrow();
    expect(() =>
      reportRange({ period: 'custom', from: '2026-03-05', to: '2026-03-01' }, 'UTC', now),
    ).toThrow();
    expect(() =>
      reportRange({ period: 'custom', from: '2026-02-30', to: '2026-03-01' }, 'UTC', now),
    ).toThrow();
  });
});

describe('CSV cells', () => {
  it('quotes separators, doubles quotes, defuses formulas, keeps negative amounts', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('-12.50')).toBe('-12.50');
    expect(toCsv([{ header: 'n', cell: (row: { n: number }) => row.n }], [{ n: 1 }])).toBe(
      '\uFEFFn\r\n1\r\n',
    );
  });
});
