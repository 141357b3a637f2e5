import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LotteryBetView } from '@lobby/contracts';
import { workedNorth, type DrawLotteryKind } from '@lobby/game-math';
import { rowsOf } from '../../db/rows.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { ledgerRowCounts } from '../../../test/ledger-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { rowCounts } from '../../../test/row-count-kit.ts';
import { staffHeaders, staffToken } from '../../../test/staff-kit.ts';
import { openPlaySession } from '../originals/instant/testing/instant-kit.ts';
import { drawResultsFeedJob, lotteryIssueJob, type DrawResultsFeed } from './index.ts';
import { lotteryCaller, valueOf } from './testing/lottery-kit.ts';

type Issue = {
  id: number;
  issueNo: string;
  state: string;
  result: number[] | null;
  pendingResult: number[] | null;
  enteredBy: number | null;
};
type Answer = (kind: DrawLotteryKind, station: string, date: string) => Promise<number[] | null>;

/** A feed the test steers: what it answers, and every question it was asked. */
function fakeFeed() {
  const asked: string[] = [];
  let answer: Answer = () => Promise.resolve(null);
  const feed: DrawResultsFeed = {
    name: 'fake',
    fetchResult(kind, station, date) {
      asked.push(`${kind}/${station}/${date}`);
      return answer(kind, station, date);
    },
  };
  return { feed, asked, answerWith: (next: Answer) => void (answer = next) };
}

describe('official draws: the results feed job enters pending sheets an operator confirms', () => {
  const fake = fakeFeed();
  let ctx: TestContext;
  let admin: Record<string, string>;
  let north: ReturnType<typeof lotteryCaller>;
  let issue: Issue;
  let drawDate: string;
  const db = () => ctx.database.db;
  const northIssue = async () =>
    valueOf<{ issues: Issue[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/bo/lottery/draws/vn-north/issues',
        headers: admin,
      }),
    ).issues.find((each) => each.id === issue.id)!;
  const snapshot = async () => ({
    rows: await rowCounts(db()),
    ledger: await ledgerRowCounts(db()),
    issue: await northIssue(),
    balance: await north.balance(),
  });
  const myBet = async () =>
    valueOf<{ bets: LotteryBetView[] }>(await north.myBets()).bets.find(
      (bet) => bet.issueNo === issue.issueNo,
    )!;

  beforeAll(async () => {
    ctx = await createTestApp({ drawResultsFeed: fake.feed });
    admin = staffHeaders(await staffToken(ctx.app, 'admin'));
    await ctx.app.jobs.runNow(lotteryIssueJob);
    // a first run while nothing has been drawn: it asks nothing (and makes its lease row)
    await ctx.app.jobs.runNow(drawResultsFeedJob);
    expect(fake.asked).toEqual([]);

    const member = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    north = lotteryCaller(ctx.app, await openPlaySession(ctx.app, member, 'vn-north', 'LOTT'));
    const issues = valueOf<{ issues: Issue[] }>(
      await ctx.app.inject({
        method: 'GET',
        url: '/bo/lottery/draws/vn-north/issues',
        headers: admin,
      }),
    ).issues;
    issue = issues.filter((each) => each.state === 'open').at(-1)!;
    // ĐB 17685 ends in 85: a đề on 85 wins, one on 12 loses
    for (const numbers of [[85], [12]]) {
      valueOf(
        await north.bet('vn-north', {
          issueNo: issue.issueNo,
          selections: [{ type: 'de', numbers }],
          lineStake: '1.00',
          multiplier: 1,
        }),
      );
    }
    // the draw's time passes: its window closed an hour ago, the station drew half an hour ago
    await db().execute(sql`update lottery_issues
        set state = 'closed', opens_at = now() - interval '1 day',
            closes_at = now() - interval '1 hour', draws_at = now() - interval '30 minutes'
      where id = ${issue.id}`);
    drawDate = issue.issueNo.replace(/^(\d{4})(\d{2})(\d{2})-MB$/, '$1-$2-$3');
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('changes nothing while the feed answers null, garbage or fails', async () => {
    for (const answer of [
      () => Promise.resolve(null),
      () => Promise.resolve([1, 2, 3]),
      () => Promise.reject(new Error('feed down')),
    ] satisfies Answer[]) {
      fake.answerWith(answer);
      const before = await snapshot();
      const asked = fake.asked.length;
      await ctx.app.jobs.runNow(drawResultsFeedJob);
      expect(fake.asked.slice(asked)).toEqual([`vn-north/MB/${drawDate}`]);
      expect(await snapshot()).toEqual(before);
    }
  });

  it('enters what the feed answers as a pending result, once, and settles nothing', async () => {
    fake.answerWith((kind, station) =>
      Promise.resolve(kind === 'vn-north' && station === 'MB' ? workedNorth : null),
    );
    const balance = await north.balance();
    await ctx.app.jobs.runNow(drawResultsFeedJob);
    expect(await northIssue()).toMatchObject({
      state: 'closed',
      result: null,
      pendingResult: workedNorth,
      enteredBy: null,
    });
    expect((await myBet()).payout).toBe('0.00');
    expect(await north.balance()).toBe(balance);
    const audits = await rowsOf<{ actor_kind: string; actor_id: number | null }>(
      db(),
      sql`select actor_kind, actor_id from audit_log where action = 'lottery.result.feed'`,
    );
    expect(audits).toEqual([{ actor_kind: 'system', actor_id: null }]);

    // a second run asks nothing more about it and enters nothing twice
    const before = await snapshot();
    const asked = fake.asked.length;
    await ctx.app.jobs.runNow(drawResultsFeedJob);
    expect(fake.asked.slice(asked)).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('settles only when an operator confirms the feed’s sheet', async () => {
    const balance = Number(await north.balance());
    const confirmed = valueOf<{ issue: Issue }>(
      await ctx.app.inject({
        method: 'POST',
        url: `/bo/lottery/issues/${issue.id}/confirm`,
        headers: admin,
      }),
    );
    expect(confirmed.issue).toMatchObject({ state: 'settled', result: workedNorth });
    const bets = valueOf<{ bets: LotteryBetView[] }>(await north.myBets()).bets.filter(
      (bet) => bet.issueNo === issue.issueNo,
    );
    expect(bets.map((bet) => [bet.state, bet.payout]).sort()).toEqual([
      ['lost', '0.00'],
      ['won', '99.00'],
    ]);
    expect(Number(await north.balance())).toBeCloseTo(balance + 99, 2);
  });
});
