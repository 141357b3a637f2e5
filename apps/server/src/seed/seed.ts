import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import {
  agentSettings,
  cockfightSettings,
  feedbackSettings,
  gameProviders,
  members,
  merchants,
  paymentChannels,
  activities,
  lotteryGames,
  promotions,
  vipTiers,
} from '../db/schema/index.ts';
import { seedDemoMerchant } from './demo-merchant.ts';
import { seedSystemData } from './system-data.ts';
import { seedContentData } from './content-data.ts';
import { seedCatalogueData } from './catalogue-data.ts';
import { seedDemoAccounts } from './demo-accounts.ts';
import { seedDemoAgentSettings } from './demo-agent-settings.ts';
import { seedDemoHouseContracts } from './demo-house-contracts.ts';
import { seedDemoMoney } from './demo-money.ts';
import { seedDemoMissions } from './demo-missions.ts';
import { seedDemoGameProviders } from './demo-game-providers.ts';
import { seedDemoSportsbook } from './demo-sportsbook.ts';
import { seedDemoPromotions } from './demo-promotions.ts';
import { seedDemoActivities } from './demo-activities.ts';
import { seedDemoLottery } from './demo-lottery.ts';

import { seedDemoLoyalty } from './demo-loyalty.ts';
import { seedDemoInbox } from './demo-inbox.ts';

import { seedDemoChat } from './demo-chat.ts';
import { seedDemoReferralRule } from './demo-referrals.ts';
import { seedDemoCockfight } from './demo-cockfight.ts';
import { ensureInHouseVendors } from './in-house-vendors.ts';

export interface SeedReport {
  created: boolean;
  /** Rows created per table. */
  counts: Record<string, number>;
}

/**
 * Fills an empty database with the demo brand "Lucky Lotus" and reports what it created.
 * A database that already has a brand is left alone, so running it twice changes nothing.
 */
export async function seedDemo(db: Db): Promise<SeedReport> {
  const existing = await db.select({ id: merchants.id }).from(merchants).limit(1);
  if (existing.length > 0) {
    // an upgrade: the in-house vendors first (the lottery and cockfight demo parts need them)
    const upgraded = await ensureInHouseVendors(db);
    const report = await seedMissingDemoParts(db);
    if (Object.keys(upgraded).length === 0) return report;
    return { created: true, counts: { ...upgraded, ...report.counts } };
  }
  return db.transaction(async (tx) => {
    const counts: Record<string, number> = {};
    const merchantId = await seedDemoMerchant(tx, counts);
    await seedSystemData(tx, merchantId, counts);
    await seedContentData(tx, merchantId, counts);
    await seedCatalogueData(tx, merchantId, counts);
    await seedDemoGameProviders(tx, merchantId, counts);
    await seedDemoAccounts(tx, merchantId, counts);
    await seedDemoAgentSettings(tx, merchantId, counts);
    await seedDemoHouseContracts(tx, merchantId, counts);
    await seedDemoMoney(tx, merchantId, counts);
    await seedDemoMissions(tx, merchantId, counts);
    await seedDemoPromotions(tx, merchantId, counts);
    await seedDemoActivities(tx, merchantId, counts);
    await seedDemoLottery(tx, merchantId, counts);
    await seedDemoLoyalty(tx, merchantId, counts);
    await seedDemoChat(tx, merchantId, counts);
    await seedDemoInbox(tx, merchantId, counts);
    await seedDemoReferralRule(tx, merchantId, counts);
    await seedDemoSportsbook(tx, merchantId, counts);
    await seedDemoCockfight(tx, merchantId, counts);
    return { created: true, counts };
  });
}

/**
 * A database seeded by an earlier version gets the demo parts that version did not have, each
 * once: the demo accounts while the brand has no account at all, then its money (deposit
 * channels, staff, opening balances) while the brand has no deposit channel, and its game
 * providers while it has none.
 */
async function seedMissingDemoParts(db: Db): Promise<SeedReport> {
  const [demo] = await db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, 'lotus'))
    .limit(1);
  if (!demo) return { created: false, counts: {} };
  const [anyAccount] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.merchantId, demo.id))
    .limit(1);
  const [anyChannel] = await db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(eq(paymentChannels.merchantId, demo.id))
    .limit(1);
  const [anyProvider] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(eq(gameProviders.merchantId, demo.id))
    .limit(1);
  const [anyAgentSettings] = await db
    .select({ id: agentSettings.merchantId })
    .from(agentSettings)
    .where(eq(agentSettings.merchantId, demo.id))
    .limit(1);
  const [anyPromotion] = await db
    .select({ id: promotions.id })
    .from(promotions)
    .where(eq(promotions.merchantId, demo.id))
    .limit(1);
  const [anyTier] = await db
    .select({ id: vipTiers.merchantId })
    .from(vipTiers)
    .where(eq(vipTiers.merchantId, demo.id))
    .limit(1);
  const [anyActivity] = await db
    .select({ id: activities.id })
    .from(activities)
    .where(eq(activities.merchantId, demo.id))
    .limit(1);
  const [anyLotteryGame] = await db
    .select({ id: lotteryGames.id })
    .from(lotteryGames)
    .where(eq(lotteryGames.merchantId, demo.id))
    .limit(1);
  const [anyFeedbackRule] = await db
    .select({ id: feedbackSettings.merchantId })
    .from(feedbackSettings)
    .where(eq(feedbackSettings.merchantId, demo.id))
    .limit(1);
  const [anyCockfight] = await db
    .select({ id: cockfightSettings.merchantId })
    .from(cockfightSettings)
    .where(eq(cockfightSettings.merchantId, demo.id))
    .limit(1);
  if (
    anyCockfight &&
    anyAccount &&
    anyChannel &&
    anyProvider &&
    anyAgentSettings &&
    anyPromotion &&
    anyTier &&
    anyActivity &&
    anyLotteryGame &&
    anyFeedbackRule
  ) {
    return { created: false, counts: {} };
  }
  return db.transaction(async (tx) => {
    const counts: Record<string, number> = {};
    if (!anyAccount) await seedDemoAccounts(tx, demo.id, counts);
    if (!anyChannel) await seedDemoMoney(tx, demo.id, counts);
    if (!anyProvider) await seedDemoGameProviders(tx, demo.id, counts);
    if (!anyAgentSettings) await seedDemoAgentSettings(tx, demo.id, counts);
    if (!anyAgentSettings) await seedDemoHouseContracts(tx, demo.id, counts);
    if (!anyPromotion) await seedDemoPromotions(tx, demo.id, counts);
    if (!anyActivity) await seedDemoActivities(tx, demo.id, counts);
    if (!anyLotteryGame) await seedDemoLottery(tx, demo.id, counts);
    if (!anyTier) await seedDemoLoyalty(tx, demo.id, counts);
    if (!anyFeedbackRule) await seedDemoInbox(tx, demo.id, counts);
    if (!anyCockfight) {
      // a database seeded before cockfight: its provider row and the demo event
      await seedDemoGameProviders(tx, demo.id, counts);
      await seedDemoCockfight(tx, demo.id, counts);
    }
    return { created: true, counts };
  });
}
