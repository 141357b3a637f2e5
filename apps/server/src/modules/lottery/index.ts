/**
 * The lottery's public face: the module (fast games, fair issues, bets, chases, settlement,
 * the operator API) and its job's name, for `scheduler.runNow` in tests and ops.
 */
export { lotteryModule, type LotteryModuleDeps } from './lottery.module.ts';
export type { LotteryClock } from './lottery-clock.ts';
export { lotteryIssueJob } from './issue-runner.ts';
export { drawCorrectionRetryJob } from './draw-correction.ts';
export { drawRoundClosingJob } from './draw-round-closing.ts';
export { issueSlot, upcomingSlots } from './issue-schedule.ts';
export { demoDrawSchedules, type DrawSchedule } from './draw-schedule.ts';
export {
  createHttpResultsFeed,
  manualEntryOnly,
  type DrawResultsFeed,
} from './draw-results-feed.ts';
export { drawResultsFeedJob } from './draw-results-feed-job.ts';
