/**
 * The rewards module's public face (docs/rewards.md "Bonuses and promotions"): bonuses with
 * wagering, promotions, the reward centre, and the withdrawal gate the payments module asks.
 */
export {
  createRewards,
  type BonusGrant,
  type Rewards,
  type RewardsModuleDeps,
} from './rewards.module.ts';
export type { DepositHistory } from './reward-ports.ts';
export type { WithdrawalGate, GatedWithdrawal } from './withdrawal-gate.ts';
export { runBonusExpiry, bonusExpiryJob } from './bonus-expiry.ts';
