import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  type BetRecords,
  type LotteryCurrent,
  type ProfitReport,
} from '@lobby/contracts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';
import { loginToken } from '../../../test/login-kit.ts';
import { openPlaySession } from '../originals/instant/testing/instant-kit.ts';
import { walletCaller } from '../wallet/testing/wallet-kit.ts';
import { lotteryIssueJob } from './index.ts';
import { allDigits, lotteryCaller, valueOf } from './testing/lottery-kit.ts';

const clock = { now: 0 };

/** The betting record and profit and loss see lottery rounds (issue 17, web pages). */
describe('lottery rounds in the betting record and profit and loss', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    // the wallet writes rounds at the database's time: the lottery's held clock starts now
    clock.now = Date.now();
    ctx = await createTestApp({ clocks: { lottery: { now: () => clock.now } } });
  }, 60_000);
  afterAll(async () => ctx?.close());

  it('lists a settled 5D bet with its stake and payout, and sums it under ELOTT', async () => {
    const tick = () => ctx.app.jobs.runNow(lotteryIssueJob);
    await tick();
    const memberToken = await loginToken(ctx.app, 'demo', 'Lotus#2026');
    const demo = lotteryCaller(ctx.app, await openPlaySession(ctx.app, memberToken, '5d', 'ELOTT'));
    const { current } = valueOf<LotteryCurrent>(await demo.current('5d'));
    valueOf(
      await demo.bet('5d', {
        issueNo: current!.issueNo,
        selections: [allDigits(0)],
        lineStake: '1.00',
        multiplier: 1,
      }),
    );
    // past the draw and the next issue's opening: drawn and settled
    clock.now = Date.parse(current!.drawsAt) + 1_000;
    await tick();
    await tick();

    const member = walletCaller(ctx.app, memberToken);
    const records = (await member.get(apiPaths.betRecords, { gameType: 'ELOTT' })).json()
      .value as BetRecords;
    expect(records.content).toHaveLength(1);
    expect(records.content[0]).toMatchObject({
      gameCode: '5d',
      vassalage: 'ELOTT',
      gameType: 'ELOTT',
      stake: '10.00',
      payout: '9.80',
      status: 'settled',
    });
    const profit = (await member.get(apiPaths.profitReport, { gameType: 'ELOTT' })).json()
      .value as ProfitReport;
    expect(profit.totals).toMatchObject({ betCount: 1, stake: '10.00', profitLoss: '-0.20' });
  });
});
