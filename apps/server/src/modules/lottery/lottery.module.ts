import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { PamPort } from '../games/index.ts';
import { createOriginalsWallet, createPlayerAuth } from '../originals/index.ts';
import { createDrawReads } from './draw-reads.service.ts';
import type { DrawResultsFeed } from './draw-results-feed.ts';
import {
  createDrawResultsFeedJob,
  drawResultsFeedJob,
  drawResultsFeedJobIntervalMs,
} from './draw-results-feed-job.ts';
import { createDrawResults } from './draw-results.service.ts';
import { drawCorrectionRetryJob, payWaitingDifferences } from './draw-correction.ts';
import { createDrawRoundClosing, drawRoundClosingJob } from './draw-round-closing.ts';
import { createDrawRunner } from './draw-runner.ts';
import { drawRoutes } from './draw.routes.ts';
import { createIssueRunner, lotteryIssueJob, lotteryIssueJobIntervalMs } from './issue-runner.ts';
import { createLotteryBets } from './lottery-bets.service.ts';
import { createLotteryClock, type LotteryClock } from './lottery-clock.ts';
import { createLotteryMoney } from './lottery-money.ts';
import { lotteryOperatorRoutes } from './lottery-operator.routes.ts';
import { createLotteryOperator } from './lottery-operator.service.ts';
import { createLotteryReads } from './lottery-reads.service.ts';
import { lotteryRoutes } from './lottery.routes.ts';
import { createLotterySettlement } from './settlement.ts';

export interface LotteryModuleDeps {
  db: Db;
  scheduler: Scheduler;
  /** The provider wallet in process: stakes, payouts and refunds (provider LobbyOriginals). */
  pam: PamPort;
  /** Seals the game session tokens bets keep for settlement. */
  hmacKey: Buffer;
  staff: StaffAuth;
  /** Where official results come from besides operators (config LOTTERY_RESULTS_FEED_URL). */
  resultsFeed: DrawResultsFeed;
  /** Test servers only (config LOTTERY_CLOCK_SPEED): lottery time runs this many times faster. */
  clockSpeed?: number;
  /** A clock the API tests hold (issues open, close and draw when they move it). */
  clock?: LotteryClock;
}

/**
 * The lottery (issue 17, docs/lottery.md): the in-house fast games with provably fair issues,
 * their scheduler jobs (issues, the results feed, corrections waiting on the wallet, round
 * closing), bets and chase orders through the provider wallet, settlement and
 * voids, and the operator API.
 */
export const lotteryModule: FastifyPluginAsyncZod<LotteryModuleDeps> = async (app, deps) => {
  const { db } = deps;
  const clock = deps.clock ?? createLotteryClock(deps.clockSpeed);
  const money = createLotteryMoney(
    createOriginalsWallet(deps.pam),
    createSecretBox(deps.hmacKey, 'lottery-session-token'),
  );
  const settlement = createLotterySettlement({ db, money, log: app.log });
  const runner = createIssueRunner({ db, clock, settlement, draws: createDrawRunner(db) });
  deps.scheduler.every(lotteryIssueJob, lotteryIssueJobIntervalMs, () => runner.tick());
  const roundClosing = createDrawRoundClosing({ db, money, clock, log: app.log });
  deps.scheduler.every(drawRoundClosingJob, 600_000, async () => {
    await roundClosing.closeDue();
  });
  // a correction the wallet refused (the member had spent the money) is tried again
  deps.scheduler.every(drawCorrectionRetryJob, 300_000, async () => {
    await payWaitingDifferences({ db, money, log: app.log });
  });
  await app.register(lotteryRoutes, {
    players: createPlayerAuth(deps.pam),
    bets: createLotteryBets({ db, clock, money, settlement, log: app.log }),
    reads: createLotteryReads({ db, clock }),
  });
  await app.register(lotteryOperatorRoutes, {
    staff: deps.staff,
    operator: createLotteryOperator({ db, settlement }),
  });
  const results = createDrawResults({ db, money, settlement, clock, log: app.log });
  const feedJob = createDrawResultsFeedJob({
    db,
    feed: deps.resultsFeed,
    results,
    clock,
    log: app.log,
  });
  deps.scheduler.every(drawResultsFeedJob, drawResultsFeedJobIntervalMs, async () => {
    await feedJob.pull();
  });
  await app.register(drawRoutes, {
    db,
    staff: deps.staff,
    reads: createDrawReads({ db, clock }),
    results,
  });
};
