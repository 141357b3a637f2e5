import { sql } from 'drizzle-orm';
import { formatMinorUnits, type Language, type VipStatus, type VipTier } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf, toBigInt, type Executor } from '../../db/rows.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { localToday } from '../../platform/local-dates.ts';
import type { WalletService } from '../wallet/index.ts';
import type { LoyaltyConfigRepository, VipTierRow } from './loyalty-config.repository.ts';
import type { LoyaltyBrand } from './loyalty-ports.ts';
import { lastEndedMonth } from './loyalty-periods.ts';
import { payVipBonus } from './vip-bonus.ts';

/** What the payments module asks before a withdrawal: the VIP level's daily limits. */
export interface VipWithdrawalLimits {
  perDay: number | null;
  dailyAmount: bigint | null;
}

export function toVipTier(tier: VipTierRow, lang: Language, decimals: number): VipTier {
  const money = (minor: bigint) => formatMinorUnits(minor, decimals);
  return {
    level: tier.level,
    name: tier.name[lang],
    reachPoints: tier.reachPoints.toString(),
    keepPoints: tier.keepPoints.toString(),
    rebateShare: (tier.rebateShareBp / 100).toFixed(2),
    levelUpBonus: money(tier.levelUpBonus),
    birthdayBonus: money(tier.birthdayBonus),
    monthlyBonus: money(tier.monthlyBonus),
    withdrawalsPerDay: tier.withdrawalsPerDay,
    withdrawalDailyAmount:
      tier.withdrawalDailyAmount === null ? null : money(tier.withdrawalDailyAmount),
  };
}

async function levelOf(db: Executor, memberId: number): Promise<number> {
  const [row] = await rowsOf<{ vip_level: number }>(
    db,
    sql`select vip_level from loyalty_members where member_id = ${memberId}`,
  );
  return row ? Number(row.vip_level) : 0;
}

/**
 * VIP: the member's level and progress, the monthly review (keep the level by meeting its
 * keep target, or drop one level; the monthly bonus of the level then), birthday bonuses, and
 * the withdrawal limits of a level. Level-ups happen as points come in (loyalty-activity.ts).
 */
export function createVip(deps: {
  db: Db;
  wallet: WalletService;
  config: LoyaltyConfigRepository;
  clock?: () => Date;
}) {
  const { db, wallet, config } = deps;
  const now = deps.clock ?? (() => new Date());

  /** Reviews one month of a brand, once (the vip_reviews row); the members reviewed. */
  async function review(
    brand: LoyaltyBrand,
    month: string,
  ): Promise<{ periods: number; members: number }> {
    return wallet.transact(async ({ tx, post }) => {
      const [made] = await rowsOf<{ month: string }>(
        tx,
        sql`insert into vip_reviews (merchant_id, month) values (${brand.id}, ${month})
            on conflict do nothing returning month`,
      );
      if (!made) return { periods: 0, members: 0 };
      const dropped = await rowsOf<{ member_id: number | string }>(
        tx,
        sql`update loyalty_members lm set vip_level = lm.vip_level - 1, level_changed_at = now()
            from vip_tiers v
            where v.merchant_id = lm.merchant_id and v.level = lm.vip_level
              and lm.merchant_id = ${brand.id} and lm.vip_level > 0
              and coalesce((select vm.points from vip_months vm
                            where vm.member_id = lm.member_id and vm.month = ${month}), 0)
                  < v.keep_points
            returning lm.member_id`,
      );
      const holders = await rowsOf<{ member_id: number | string; monthly_bonus: unknown }>(
        tx,
        sql`select lm.member_id, v.monthly_bonus from loyalty_members lm
            join vip_tiers v on v.merchant_id = lm.merchant_id and v.level = lm.vip_level
            where lm.merchant_id = ${brand.id} and lm.vip_level > 0 and v.monthly_bonus > 0
            order by lm.member_id`,
      );
      for (const holder of holders) {
        await payVipBonus(tx, post, {
          merchantId: brand.id,
          memberId: Number(holder.member_id),
          kind: 'monthly',
          cause: month,
          amount: toBigInt(holder.monthly_bonus),
        });
      }
      const [count] = await rowsOf<{ n: number | string }>(
        tx,
        sql`select count(*) as n from loyalty_members where merchant_id = ${brand.id} and vip_level > 0`,
      );
      const kept = Number(count!.n);
      await tx.execute(sql`
        update vip_reviews set kept = ${kept}, dropped = ${dropped.length}
        where merchant_id = ${brand.id} and month = ${month}`);
      await recordAudit(tx, {
        merchantId: brand.id,
        actorKind: 'system',
        actorId: null,
        action: 'vip.review',
        subjectKind: 'vip_review',
        subjectId: month,
        after: { dropped: dropped.length, monthlyBonuses: holders.length },
      });
      return { periods: 1, members: kept + dropped.length };
    });
  }

  return {
    review,
    reviewDue: (brand: LoyaltyBrand) => review(brand, lastEndedMonth(brand.timeZone, now())),

    /** Birthday bonuses of today's birthdays (local day), once per member and year. */
    async payBirthdays(brand: LoyaltyBrand): Promise<number> {
      const today = localToday(brand.timeZone, now());
      const due = await rowsOf<{ member_id: number | string; birthday_bonus: unknown }>(
        db,
        sql`select lm.member_id, v.birthday_bonus from loyalty_members lm
            join members m on m.id = lm.member_id
            join vip_tiers v on v.merchant_id = lm.merchant_id and v.level = lm.vip_level
            where lm.merchant_id = ${brand.id} and v.birthday_bonus > 0
              and substring(m.birthday from 6 for 5) = ${today.slice(5)}
              and not exists (select 1 from vip_bonuses b where b.member_id = lm.member_id
                and b.kind = 'birthday' and b.cause = ${today.slice(0, 4)})`,
      );
      for (const member of due) {
        await wallet.transact(({ tx, post }) =>
          payVipBonus(tx, post, {
            merchantId: brand.id,
            memberId: Number(member.member_id),
            kind: 'birthday',
            cause: today.slice(0, 4),
            amount: toBigInt(member.birthday_bonus),
          }),
        );
      }
      return due.length;
    },

    async status(brand: LoyaltyBrand, memberId: number, lang: Language): Promise<VipStatus> {
      const tiers = await config.tiers(db, brand.id);
      const level = await levelOf(db, memberId);
      const month = localToday(brand.timeZone, now()).slice(0, 7);
      const [row] = await rowsOf<{ points: unknown }>(
        db,
        sql`select points from vip_months where member_id = ${memberId} and month = ${month}`,
      );
      const current = tiers.find((tier) => tier.level === level);
      const next = tiers.find((tier) => tier.level === level + 1);
      return {
        level,
        levelName: current?.name[lang] ?? String(level),
        monthPoints: toBigInt(row?.points ?? 0).toString(),
        keepPoints: (current?.keepPoints ?? 0n).toString(),
        next: next
          ? { level: next.level, name: next.name[lang], reachPoints: next.reachPoints.toString() }
          : null,
        tiers: tiers.map((tier) => toVipTier(tier, lang, brand.currencyDecimals)),
      };
    },

    /** The member's VIP level (0 before any), within the caller's transaction. */
    levelOf(executor: Executor, _merchantId: number, memberId: number): Promise<number> {
      return levelOf(executor, memberId);
    },

    /** The payments module's port: the daily withdrawal limits of the member's level. */
    async withdrawalLimits(
      executor: Executor,
      merchantId: number,
      memberId: number,
    ): Promise<VipWithdrawalLimits> {
      const level = await levelOf(executor, memberId);
      const tier = (await config.tiers(executor, merchantId)).find((t) => t.level === level);
      return {
        perDay: tier?.withdrawalsPerDay ?? null,
        dailyAmount: tier?.withdrawalDailyAmount ?? null,
      };
    },
  };
}
export type Vip = ReturnType<typeof createVip>;
