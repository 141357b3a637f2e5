/**
 * The loyalty module's public face: VIP, points (PTSYS3), the points mall and rebates
 * (issue 14 part B; docs/rewards.md "VIP, points, mall and rebates").
 */
export { createLoyalty, loyaltyJobs, type Loyalty, type LoyaltyDeps } from './loyalty.module.ts';
export type { PointsSystemOn, WageringActive } from './loyalty-ports.ts';
export type { GrantPoints, PointsGrant } from './points-grants.ts';
export type { VipWithdrawalLimits } from './vip.service.ts';
export { lastEndedRebatePeriod, lastEndedMonth } from './loyalty-periods.ts';
// the rebate cut-off alone, for bench/rewards.bench.ts
export { createRebates, type Rebates } from './rebates.service.ts';
export { createLoyaltyConfigRepository } from './loyalty-config.repository.ts';
