import { sql } from 'drizzle-orm';
import type { LocalizedText, LoyaltyProduct, RebatePeriodKind } from '@lobby/contracts';
import { loyaltyProducts } from '@lobby/contracts';
import { rowsOf, toBigInt, type Executor } from '../../db/rows.ts';

export interface LoyaltySettingsRow {
  rebatePeriod: RebatePeriodKind;
  rebateMinimum: bigint;
  depositPointsPpm: number;
  pointsPerCashUnit: number;
  pointsExpiryDays: number;
}

export interface ProductRateRow {
  product: LoyaltyProduct;
  vipPointsPpm: number;
  pointsPpm: number;
  rebatePpm: number;
}

export interface VipTierRow {
  level: number;
  name: LocalizedText;
  reachPoints: bigint;
  keepPoints: bigint;
  rebateShareBp: number;
  levelUpBonus: bigint;
  birthdayBonus: bigint;
  monthlyBonus: bigint;
  withdrawalsPerDay: number | null;
  withdrawalDailyAmount: bigint | null;
}

const defaultSettings: LoyaltySettingsRow = {
  rebatePeriod: 'daily',
  rebateMinimum: 0n,
  depositPointsPpm: 0,
  pointsPerCashUnit: 100,
  pointsExpiryDays: 0,
};

/** A brand's loyalty settings, rates and VIP tiers. */
export function createLoyaltyConfigRepository() {
  return {
    async settings(db: Executor, merchantId: number): Promise<LoyaltySettingsRow> {
      const [row] = await rowsOf<Record<string, unknown>>(
        db,
        sql`select * from loyalty_settings where merchant_id = ${merchantId}`,
      );
      if (!row) return defaultSettings;
      return {
        rebatePeriod: row.rebate_period as RebatePeriodKind,
        rebateMinimum: toBigInt(row.rebate_minimum),
        depositPointsPpm: Number(row.deposit_points_ppm),
        pointsPerCashUnit: Number(row.points_per_cash_unit),
        pointsExpiryDays: Number(row.points_expiry_days),
      };
    },

    async saveSettings(db: Executor, merchantId: number, s: LoyaltySettingsRow): Promise<void> {
      await db.execute(sql`
        insert into loyalty_settings (merchant_id, rebate_period, rebate_minimum,
          deposit_points_ppm, points_per_cash_unit, points_expiry_days)
        values (${merchantId}, ${s.rebatePeriod}, ${s.rebateMinimum}, ${s.depositPointsPpm},
          ${s.pointsPerCashUnit}, ${s.pointsExpiryDays})
        on conflict (merchant_id) do update set rebate_period = excluded.rebate_period,
          rebate_minimum = excluded.rebate_minimum,
          deposit_points_ppm = excluded.deposit_points_ppm,
          points_per_cash_unit = excluded.points_per_cash_unit,
          points_expiry_days = excluded.points_expiry_days`);
    },

    /** Every product's rates; a product without a row earns nothing. */
    async rates(db: Executor, merchantId: number): Promise<Map<LoyaltyProduct, ProductRateRow>> {
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select * from loyalty_product_rates where merchant_id = ${merchantId}`,
      );
      const rates = new Map<LoyaltyProduct, ProductRateRow>();
      for (const product of loyaltyProducts) {
        rates.set(product, { product, vipPointsPpm: 0, pointsPpm: 0, rebatePpm: 0 });
      }
      for (const row of rows) {
        const product = row.product as LoyaltyProduct;
        rates.set(product, {
          product,
          vipPointsPpm: Number(row.vip_points_ppm),
          pointsPpm: Number(row.points_ppm),
          rebatePpm: Number(row.rebate_ppm),
        });
      }
      return rates;
    },

    async saveRate(db: Executor, merchantId: number, rate: ProductRateRow): Promise<void> {
      await db.execute(sql`
        insert into loyalty_product_rates (merchant_id, product, vip_points_ppm, points_ppm, rebate_ppm)
        values (${merchantId}, ${rate.product}, ${rate.vipPointsPpm}, ${rate.pointsPpm}, ${rate.rebatePpm})
        on conflict (merchant_id, product) do update set vip_points_ppm = excluded.vip_points_ppm,
          points_ppm = excluded.points_ppm, rebate_ppm = excluded.rebate_ppm`);
    },

    /** The tiers by level, lowest first. */
    async tiers(db: Executor, merchantId: number): Promise<VipTierRow[]> {
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select * from vip_tiers where merchant_id = ${merchantId} order by level`,
      );
      return rows.map((row) => ({
        level: Number(row.level),
        name: row.name as LocalizedText,
        reachPoints: toBigInt(row.reach_points),
        keepPoints: toBigInt(row.keep_points),
        rebateShareBp: Number(row.rebate_share_bp),
        levelUpBonus: toBigInt(row.level_up_bonus),
        birthdayBonus: toBigInt(row.birthday_bonus),
        monthlyBonus: toBigInt(row.monthly_bonus),
        withdrawalsPerDay:
          row.withdrawals_per_day === null ? null : Number(row.withdrawals_per_day),
        withdrawalDailyAmount:
          row.withdrawal_daily_amount === null ? null : toBigInt(row.withdrawal_daily_amount),
      }));
    },

    async replaceTiers(db: Executor, merchantId: number, tiers: VipTierRow[]): Promise<void> {
      await db.execute(sql`delete from vip_tiers where merchant_id = ${merchantId}`);
      for (const t of tiers) {
        await db.execute(sql`
          insert into vip_tiers (merchant_id, level, name, reach_points, keep_points,
            rebate_share_bp, level_up_bonus, birthday_bonus, monthly_bonus,
            withdrawals_per_day, withdrawal_daily_amount)
          values (${merchantId}, ${t.level}, ${JSON.stringify(t.name)}::jsonb, ${t.reachPoints},
            ${t.keepPoints}, ${t.rebateShareBp}, ${t.levelUpBonus}, ${t.birthdayBonus},
            ${t.monthlyBonus}, ${t.withdrawalsPerDay}, ${t.withdrawalDailyAmount})`);
      }
    },
  };
}
export type LoyaltyConfigRepository = ReturnType<typeof createLoyaltyConfigRepository>;
