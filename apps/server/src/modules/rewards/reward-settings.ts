import { eq } from 'drizzle-orm';
import type { ContributionWeights, RewardSettings } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { rewardSettings } from '../../db/schema/index.ts';

/**
 * A brand's bonus rules until the operator sets its own: slots and other RNG games count in
 * full, card and table games a little, live casino and sports hardly (docs/rewards.md).
 */
export const defaultContributionWeights: ContributionWeights = {
  RNG: 100,
  FISH: 100,
  ARCADE: 100,
  PVP: 15,
  LIVE: 10,
  SPORTS: 25,
  ESPORTS: 25,
  LOTT: 10,
  ELOTT: 10,
  COCKFIGHT: 5,
};

export const defaultRewardSettings: RewardSettings = {
  contributionWeights: defaultContributionWeights,
  withdrawalRule: 'block',
  withdrawalFeePercent: 0,
};

/** The weight (percent) of a game type; a type the brand never weighted counts 0. */
export function weightOf(weights: ContributionWeights, gameType: string | null): number {
  if (!gameType) return 0;
  return (weights as Record<string, number | undefined>)[gameType] ?? 0;
}

/** The brand's bonus rules (the defaults when it has set none). */
export async function readRewardSettings(
  db: Executor,
  merchantId: number,
): Promise<RewardSettings> {
  const [row] = await db
    .select()
    .from(rewardSettings)
    .where(eq(rewardSettings.merchantId, merchantId));
  if (!row) return defaultRewardSettings;
  return {
    contributionWeights: { ...defaultContributionWeights, ...row.contributionWeights },
    withdrawalRule: row.withdrawalRule,
    withdrawalFeePercent: row.withdrawalFeePercent,
  };
}

/** Stores the brand's bonus rules. */
export async function writeRewardSettings(
  db: Executor,
  merchantId: number,
  settings: RewardSettings,
): Promise<void> {
  const values = {
    contributionWeights: settings.contributionWeights,
    withdrawalRule: settings.withdrawalRule,
    withdrawalFeePercent: settings.withdrawalFeePercent,
    updatedAt: new Date(),
  };
  await db
    .insert(rewardSettings)
    .values({ merchantId, ...values })
    .onConflictDoUpdate({ target: rewardSettings.merchantId, set: values });
}
