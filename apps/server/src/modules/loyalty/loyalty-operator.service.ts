import { sql } from 'drizzle-orm';
import {
  formatMinorUnits,
  type BoGoods,
  type BoLoyaltyConfig,
  type BoVipTiers,
  type LocalizedText,
  type MallGoodsKind,
  type boGoodsInputSchema,
  type boVipTiersSchema,
} from '@lobby/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { rowsOf, toBigInt } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import type { LoyaltyConfigRepository, VipTierRow } from './loyalty-config.repository.ts';
import type { LoyaltyBrand } from './loyalty-ports.ts';

type GoodsInput = z.output<typeof boGoodsInputSchema>;
type TiersInput = z.output<typeof boVipTiersSchema>;
export interface StaffCaller {
  id: number;
  ip: string;
}

/** A typed amount that may be zero ("0" or "0.00" means none). */
function moneyOrZero(text: string, decimals: number): bigint {
  return /^0+(\.0+)?$/.test(text) ? 0n : parseMoneyInput(text, decimals);
}

function toBoGoods(row: Record<string, unknown>, decimals: number): BoGoods {
  return {
    id: Number(row.id),
    kind: row.kind as MallGoodsKind,
    name: row.name as LocalizedText,
    description: row.description as LocalizedText,
    image: String(row.image),
    pointsPrice: Number(toBigInt(row.points_price)),
    creditAmount:
      row.kind === 'credit' ? formatMinorUnits(toBigInt(row.credit_amount), decimals) : null,
    stock: row.stock === null ? null : Number(row.stock),
    isActive: Boolean(row.is_active),
    sort: Number(row.sort),
  };
}

/** The operator's loyalty configuration: VIP tiers, rates and settings, goods (all audited). */
export function createLoyaltyOperator(deps: { db: Db; config: LoyaltyConfigRepository }) {
  const { db, config } = deps;

  function tiersView(tiers: VipTierRow[], decimals: number): BoVipTiers {
    const money = (minor: bigint) => formatMinorUnits(minor, decimals);
    return {
      tiers: tiers.map((t) => ({
        level: t.level,
        name: t.name,
        reachPoints: Number(t.reachPoints),
        keepPoints: Number(t.keepPoints),
        rebateShare: (t.rebateShareBp / 100).toFixed(2),
        levelUpBonus: money(t.levelUpBonus),
        birthdayBonus: money(t.birthdayBonus),
        monthlyBonus: money(t.monthlyBonus),
        withdrawalsPerDay: t.withdrawalsPerDay,
        withdrawalDailyAmount:
          t.withdrawalDailyAmount === null ? null : money(t.withdrawalDailyAmount),
      })),
    };
  }

  function checkedTiers(input: TiersInput, decimals: number): VipTierRow[] {
    const sorted = [...input.tiers].sort((a, b) => a.level - b.level);
    const valid = sorted.every(
      (t, index) =>
        t.level === index &&
        t.keepPoints <= t.reachPoints &&
        Number(t.rebateShare) <= 100 &&
        (index === 0 ? t.reachPoints === 0 : t.reachPoints > sorted[index - 1]!.reachPoints),
    );
    if (!valid || sorted.length === 0) throw new AppError('vip_tiers_invalid');
    return sorted.map((t) => ({
      level: t.level,
      name: t.name,
      reachPoints: BigInt(t.reachPoints),
      keepPoints: BigInt(t.keepPoints),
      rebateShareBp: Math.round(Number(t.rebateShare) * 100),
      levelUpBonus: moneyOrZero(t.levelUpBonus, decimals),
      birthdayBonus: moneyOrZero(t.birthdayBonus, decimals),
      monthlyBonus: moneyOrZero(t.monthlyBonus, decimals),
      withdrawalsPerDay: t.withdrawalsPerDay,
      withdrawalDailyAmount:
        t.withdrawalDailyAmount === null
          ? null
          : parseMoneyInput(t.withdrawalDailyAmount, decimals),
    }));
  }

  async function configView(brand: LoyaltyBrand): Promise<BoLoyaltyConfig> {
    const settings = await config.settings(db, brand.id);
    const rates = await config.rates(db, brand.id);
    return {
      settings: {
        ...settings,
        rebateMinimum: formatMinorUnits(settings.rebateMinimum, brand.currencyDecimals),
      },
      rates: [...rates.values()],
    };
  }

  async function goodsRow(brand: LoyaltyBrand, id: number): Promise<BoGoods> {
    const [row] = await rowsOf<Record<string, unknown>>(
      db,
      sql`select * from mall_goods where id = ${id} and merchant_id = ${brand.id}`,
    );
    if (!row) throw new AppError('goods_not_found');
    return toBoGoods(row, brand.currencyDecimals);
  }

  function goodsValues(brand: LoyaltyBrand, input: GoodsInput) {
    const credit =
      input.kind === 'credit'
        ? parseMoneyInput(input.creditAmount ?? '', brand.currencyDecimals)
        : 0n;
    return { ...input, credit };
  }

  return {
    async tiers(brand: LoyaltyBrand): Promise<BoVipTiers> {
      return tiersView(await config.tiers(db, brand.id), brand.currencyDecimals);
    },

    async replaceTiers(
      brand: LoyaltyBrand,
      staff: StaffCaller,
      input: TiersInput,
    ): Promise<BoVipTiers> {
      const rows = checkedTiers(input, brand.currencyDecimals);
      await db.transaction(async (tx) => {
        const before = await config.tiers(tx, brand.id);
        await config.replaceTiers(tx, brand.id, rows);
        await tx.execute(sql`
          update loyalty_members set vip_level = ${rows.length - 1}
          where merchant_id = ${brand.id} and vip_level > ${rows.length - 1}`);
        await recordAudit(tx, {
          merchantId: brand.id,
          actorKind: 'staff',
          actorId: staff.id,
          action: 'vip.tiers',
          subjectKind: 'vip_tiers',
          subjectId: brand.id,
          before: { levels: before.length },
          after: { levels: rows.length },
          ip: staff.ip,
        });
      });
      return this.tiers(brand);
    },

    config: configView,

    async saveConfig(
      brand: LoyaltyBrand,
      staff: StaffCaller,
      input: BoLoyaltyConfig,
    ): Promise<BoLoyaltyConfig> {
      const minimum = moneyOrZero(input.settings.rebateMinimum, brand.currencyDecimals);
      await db.transaction(async (tx) => {
        await config.saveSettings(tx, brand.id, { ...input.settings, rebateMinimum: minimum });
        for (const rate of input.rates) await config.saveRate(tx, brand.id, rate);
        await recordAudit(tx, {
          merchantId: brand.id,
          actorKind: 'staff',
          actorId: staff.id,
          action: 'loyalty.config',
          subjectKind: 'loyalty_settings',
          subjectId: brand.id,
          after: { ...input.settings, rates: input.rates },
          ip: staff.ip,
        });
      });
      return configView(brand);
    },

    async goods(brand: LoyaltyBrand): Promise<{ goods: BoGoods[] }> {
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select * from mall_goods where merchant_id = ${brand.id} order by sort, id`,
      );
      return { goods: rows.map((row) => toBoGoods(row, brand.currencyDecimals)) };
    },

    async saveGoods(
      brand: LoyaltyBrand,
      staff: StaffCaller,
      input: GoodsInput,
      id?: number,
    ): Promise<BoGoods> {
      const v = goodsValues(brand, input);
      const savedId = await db.transaction(async (tx) => {
        const values = sql`${brand.id}, ${v.kind}, ${JSON.stringify(v.name)}::jsonb,
          ${JSON.stringify(v.description)}::jsonb, ${v.image}, ${BigInt(v.pointsPrice)}, ${v.credit},
          ${v.stock}, ${v.isActive}, ${v.sort}`;
        const [row] =
          id === undefined
            ? await rowsOf<{ id: number | string }>(
                tx,
                sql`insert into mall_goods (merchant_id, kind, name, description, image,
                      points_price, credit_amount, stock, is_active, sort)
                    values (${values}) returning id`,
              )
            : await rowsOf<{ id: number | string }>(
                tx,
                sql`update mall_goods set (merchant_id, kind, name, description, image,
                      points_price, credit_amount, stock, is_active, sort) = (${values})
                    where id = ${id} and merchant_id = ${brand.id} returning id`,
              );
        if (!row) throw new AppError('goods_not_found');
        await recordAudit(tx, {
          merchantId: brand.id,
          actorKind: 'staff',
          actorId: staff.id,
          action: id === undefined ? 'mall.goods.create' : 'mall.goods.update',
          subjectKind: 'mall_goods',
          subjectId: Number(row.id),
          after: { ...v, credit: v.credit },
          ip: staff.ip,
        });
        return Number(row.id);
      });
      return goodsRow(brand, savedId);
    },
  };
}
export type LoyaltyOperator = ReturnType<typeof createLoyaltyOperator>;
