import { and, eq } from 'drizzle-orm';
import {
  leaderboardPeriods,
  leaderboardScores,
  leaderboards,
  members,
  merchants,
  missions,
} from '../db/schema/index.ts';
import { periodHolding } from '../modules/missions/index.ts';
import { demoAccounts } from './demo-accounts.ts';
import type { SeedTx } from './seed-tx.ts';

/** The demo missions (issue 14): amounts in minor units of the brand currency (THB). */
const demoMissions: Array<typeof missions.$inferInsert> = [
  {
    merchantId: 0,
    title: {
      en: 'Spin the slots: bet 100',
      th: 'หมุนสล็อต: เดิมพัน 100',
      tl: 'Paikutin ang slots: tumaya ng 100',
    },
    period: 'daily',
    goalKind: 'valid_bet',
    gameType: 'RNG',
    target: 10_000n,
    reward: 500n,
    sortOrder: 1,
  },
  {
    merchantId: 0,
    title: { en: 'Deposit 300 today', th: 'ฝากเงิน 300 วันนี้', tl: 'Magdeposito ng 300 ngayon' },
    period: 'daily',
    goalKind: 'deposit_total',
    target: 30_000n,
    reward: 1_000n,
    sortOrder: 2,
  },
  {
    merchantId: 0,
    title: {
      en: 'Play 3 different vendors',
      th: 'เล่นเกมจาก 3 ค่าย',
      tl: 'Maglaro sa 3 magkakaibang vendor',
    },
    period: 'weekly',
    goalKind: 'distinct_vendors',
    target: 3n,
    reward: 2_000n,
    sortOrder: 3,
  },
  {
    merchantId: 0,
    title: {
      en: 'Win a round at x5 or more',
      th: 'ชนะรอบละ x5 ขึ้นไป',
      tl: 'Manalo ng round na x5 pataas',
    },
    period: 'weekly',
    goalKind: 'win_multiplier',
    target: 1n,
    multiplierHundredths: 500,
    minStake: 100n,
    reward: 1_500n,
    sortOrder: 4,
  },
  {
    merchantId: 0,
    title: {
      en: 'VIP high roller: bet 5,000',
      th: 'วีไอพีไฮโรลเลอร์: เดิมพัน 5,000',
      tl: 'VIP high roller: tumaya ng 5,000',
    },
    period: 'monthly',
    goalKind: 'valid_bet',
    target: 500_000n,
    reward: 8_800n,
    minVipLevel: 1,
    sortOrder: 5,
  },
];

/** The agent's turnover this week on the demo board: the board is alive on a fresh start. */
const agentDemoTurnover = 35_000n;

/**
 * Demo missions (daily, weekly, monthly; one locked behind VIP 1) and a weekly turnover
 * leaderboard with a prize pool, where the demo agent already has a score this week.
 */
export async function seedDemoMissions(
  tx: SeedTx,
  merchantId: number,
  counts: Record<string, number>,
): Promise<void> {
  const rows = await tx
    .insert(missions)
    .values(demoMissions.map((mission) => ({ ...mission, merchantId })))
    .returning({ id: missions.id });
  counts.missions = rows.length;
  const [board] = await tx
    .insert(leaderboards)
    .values({
      merchantId,
      title: {
        en: 'Weekly turnover race',
        th: 'ศึกยอดเดิมพันประจำสัปดาห์',
        tl: 'Lingguhang karera ng taya',
      },
      metric: 'turnover',
      period: 'weekly',
      prizes: ['50000', '30000', '20000', '10000', '5000'],
    })
    .returning({ id: leaderboards.id });
  counts.leaderboards = 1;
  const [brand] = await tx
    .select({ timeZone: merchants.timeZone })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  const week = periodHolding('weekly', new Date(), brand!.timeZone);
  const [period] = await tx
    .insert(leaderboardPeriods)
    .values({
      leaderboardId: board!.id,
      merchantId,
      periodKey: week.key,
      startsAt: week.start,
      endsAt: week.end,
    })
    .returning({ id: leaderboardPeriods.id });
  counts.leaderboardPeriods = 1;
  const [agent] = await tx
    .select({ id: members.id })
    .from(members)
    .where(
      and(eq(members.merchantId, merchantId), eq(members.username, demoAccounts.agent.username)),
    );
  await tx.insert(leaderboardScores).values({
    periodId: period!.id,
    memberId: agent!.id,
    score: agentDemoTurnover,
    reachedAt: week.start,
  });
  counts.leaderboardScores = 1;
}
