import { sql } from 'drizzle-orm';
import {
  formatMinorUnits,
  type Language,
  type LocalizedText,
  type MallGoodsKind,
  type MallGoodsList,
  type Redemption,
  type RedemptionList,
  type RedemptionState,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf, toBigInt, type DbTransaction, type Executor } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { localToday } from '../../platform/local-dates.ts';
import type { WalletService } from '../wallet/index.ts';
import type { LoyaltyConfigRepository } from './loyalty-config.repository.ts';
import type { LoyaltyBrand, Post } from './loyalty-ports.ts';
import type { PointsLedger } from './points-ledger.ts';
import type { PointsCaller } from './points.service.ts';

export interface RedemptionRow {
  id: number | string;
  member_id: number | string;
  username: string;
  goods_id: number | string;
  name: LocalizedText;
  kind: MallGoodsKind;
  points: unknown;
  state: RedemptionState;
  reason: string | null;
  address: string;
  created_at: Date | string;
  decided_at: Date | string | null;
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

export function toRedemption(row: RedemptionRow, lang: Language): Redemption {
  return {
    id: Number(row.id),
    goodsId: Number(row.goods_id),
    goodsName: row.name[lang],
    kind: row.kind,
    points: toBigInt(row.points).toString(),
    state: row.state,
    reason: row.reason,
    address: row.address,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: iso(row.decided_at),
  };
}

const redemptionSelect = sql`select r.id, r.member_id, m.username, r.goods_id, g.name, g.kind,
    r.points, r.state, r.reason, r.address, r.created_at, r.decided_at
  from mall_redemptions r join mall_goods g on g.id = r.goods_id
  join members m on m.id = r.member_id`;

/** Reads redemptions with their goods' names (the member's page and the operator's). */
export async function findRedemptions(
  db: Executor,
  filter: {
    merchantId: number;
    memberId?: number;
    id?: number;
    state?: RedemptionState;
    offset: number;
    limit: number;
    lock?: boolean;
  },
): Promise<{ rows: RedemptionRow[]; total: number }> {
  const where = sql`r.merchant_id = ${filter.merchantId}
    and (${filter.memberId ?? null}::bigint is null or r.member_id = ${filter.memberId ?? null})
    and (${filter.id ?? null}::bigint is null or r.id = ${filter.id ?? null})
    and (${filter.state ?? null}::text is null or r.state = ${filter.state ?? null})`;
  const rows = await rowsOf<RedemptionRow>(
    db,
    sql`${redemptionSelect} where ${where} order by r.id desc
        limit ${filter.limit} offset ${filter.offset} ${filter.lock ? sql`for update of r` : sql``}`,
  );
  if (filter.lock) return { rows, total: rows.length };
  const [count] = await rowsOf<{ n: number | string }>(
    db,
    sql`select count(*) as n from mall_redemptions r where ${where}`,
  );
  return { rows, total: Number(count!.n) };
}

/**
 * The points mall (§1, §4.11): goods, redeeming them with the payment password, the redeem
 * history. Credit goods are approved at once (their cash is paid in the redemption's own
 * transaction); physical goods wait in process for an operator (approve, or reject: the
 * points and the stock come back).
 */
export function createMall(deps: {
  db: Db;
  wallet: WalletService;
  config: LoyaltyConfigRepository;
  points: PointsLedger;
  pointsSystemOn(merchantId: number): Promise<boolean>;
}) {
  const { db, wallet, points } = deps;

  async function refund(
    tx: DbTransaction,
    post: Post,
    brand: LoyaltyBrand,
    row: RedemptionRow,
  ): Promise<void> {
    const memberId = Number(row.member_id);
    const count = toBigInt(row.points);
    const day = localToday(brand.timeZone);
    const settings = await deps.config.settings(tx, brand.id);
    await points.credit(post, {
      merchantId: brand.id,
      memberId,
      points: count,
      key: `mall:refund:${row.id}`,
      memo: 'refund',
    });
    await points.addToLot(tx, {
      merchantId: brand.id,
      memberId,
      day,
      points: count,
      expiryDays: settings.pointsExpiryDays,
    });
    await points.addEntry(tx, {
      merchantId: brand.id,
      memberId,
      kind: 'refund',
      day,
      points: count,
      reference: `refund:${row.id}`,
    });
    await tx.execute(
      sql`update mall_goods set stock = stock + 1 where id = ${row.goods_id} and stock is not null`,
    );
  }

  return {
    async goods(brand: LoyaltyBrand, lang: Language): Promise<MallGoodsList> {
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select id, kind, name, description, image, points_price, credit_amount, stock
            from mall_goods where merchant_id = ${brand.id} and is_active order by sort, id`,
      );
      return {
        goods: rows.map((row) => ({
          id: Number(row.id),
          kind: row.kind as MallGoodsKind,
          name: (row.name as LocalizedText)[lang],
          description: (row.description as LocalizedText)[lang],
          image: String(row.image),
          pointsPrice: toBigInt(row.points_price).toString(),
          creditAmount:
            row.kind === 'credit'
              ? formatMinorUnits(toBigInt(row.credit_amount), brand.currencyDecimals)
              : null,
          stock: row.stock === null ? null : Number(row.stock),
        })),
      };
    },

    /**
     * Redeems one unit of goods: the points leave the member (oldest lots first), the stock
     * goes down, and a credit good's cash is paid, in one transaction; too few points or no
     * stock refuse it all. A repeated Idempotency-Key answers the first redemption.
     */
    async redeem(
      caller: PointsCaller,
      lang: Language,
      input: { goodsId: number; address: string; paymentPassword: string },
    ): Promise<Redemption> {
      const { brand, memberId } = caller;
      if (!(await deps.pointsSystemOn(brand.id))) throw new AppError('points_system_off');
      const [good] = await rowsOf<{
        kind: MallGoodsKind;
        points_price: unknown;
        credit_amount: unknown;
      }>(
        db,
        sql`select kind, points_price, credit_amount from mall_goods
            where id = ${input.goodsId} and merchant_id = ${brand.id} and is_active`,
      );
      if (!good) throw new AppError('goods_not_found');
      if (good.kind === 'physical' && input.address === '') throw new AppError('address_required');
      await caller.checkPaymentPassword(input.paymentPassword);
      const id = await wallet.transact(async ({ tx, post }) => {
        await wallet.lockMember(tx, memberId);
        const [earlier] = await rowsOf<{ id: number | string }>(
          tx,
          sql`select id from mall_redemptions where member_id = ${memberId}
              and client_key = ${caller.clientKey}`,
        );
        if (earlier) return Number(earlier.id);
        const taken = await rowsOf<{ id: number }>(
          tx,
          sql`update mall_goods set stock = stock - 1
              where id = ${input.goodsId} and (stock is null or stock > 0) returning id`,
        );
        if (taken.length === 0) throw new AppError('goods_out_of_stock');
        const price = toBigInt(good.points_price);
        const state: RedemptionState = good.kind === 'credit' ? 'approved' : 'in_process';
        const [row] = await rowsOf<{ id: number | string }>(
          tx,
          sql`insert into mall_redemptions (merchant_id, member_id, goods_id, client_key, points,
                state, address, decided_at)
              values (${brand.id}, ${memberId}, ${input.goodsId}, ${caller.clientKey}, ${price},
                ${state}, ${good.kind === 'physical' ? input.address : ''},
                ${state === 'approved' ? new Date() : null})
              returning id`,
        );
        const redemptionId = Number(row!.id);
        await points.debit(tx, post, {
          merchantId: brand.id,
          memberId,
          points: price,
          key: `mall:redeem:${redemptionId}`,
          memo: 'redeem',
          cash: good.kind === 'credit' ? toBigInt(good.credit_amount) : 0n,
        });
        await points.addEntry(tx, {
          merchantId: brand.id,
          memberId,
          kind: 'redeem',
          day: localToday(brand.timeZone),
          points: -price,
          reference: `redeem:${redemptionId}`,
        });
        await recordAudit(tx, {
          merchantId: brand.id,
          actorKind: 'member',
          actorId: memberId,
          action: 'mall.redeem',
          subjectKind: 'mall_redemption',
          subjectId: redemptionId,
          after: { goodsId: input.goodsId, points: price, state },
          ip: caller.ip,
        });
        return redemptionId;
      });
      const { rows } = await findRedemptions(db, {
        merchantId: brand.id,
        memberId,
        id,
        offset: 0,
        limit: 1,
      });
      return toRedemption(rows[0]!, lang);
    },

    async history(
      brand: LoyaltyBrand,
      memberId: number,
      query: {
        state?: RedemptionState | undefined;
        lang?: Language | undefined;
        pageNo: number;
        pageSize: number;
      },
      fallback: Language,
    ): Promise<RedemptionList> {
      const { rows, total } = await findRedemptions(db, {
        merchantId: brand.id,
        memberId,
        ...(query.state ? { state: query.state } : {}),
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        content: rows.map((row) => toRedemption(row, query.lang ?? fallback)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        totalElements: total,
      };
    },

    /** The operator decides a redemption in process; a rejection gives points and stock back. */
    async decide(
      brand: LoyaltyBrand,
      staff: { id: number; ip: string },
      id: number,
      decision: { approve: true } | { approve: false; reason: string },
    ): Promise<RedemptionRow> {
      await wallet.transact(async ({ tx, post }) => {
        const { rows } = await findRedemptions(tx, {
          merchantId: brand.id,
          id,
          offset: 0,
          limit: 1,
          lock: true,
        });
        const row = rows[0];
        if (!row) throw new AppError('redemption_not_found');
        if (row.state !== 'in_process') throw new AppError('redemption_already_decided');
        const state: RedemptionState = decision.approve ? 'approved' : 'rejected';
        const reason = decision.approve ? null : decision.reason;
        if (!decision.approve) await refund(tx, post, brand, row);
        await tx.execute(sql`
          update mall_redemptions set state = ${state}, reason = ${reason}, decided_by = ${staff.id},
            decided_at = now() where id = ${id}`);
        await recordAudit(tx, {
          merchantId: brand.id,
          actorKind: 'staff',
          actorId: staff.id,
          action: `mall.${decision.approve ? 'approve' : 'reject'}`,
          subjectKind: 'mall_redemption',
          subjectId: id,
          reason,
          before: { state: row.state },
          after: { state, points: toBigInt(row.points) },
          ip: staff.ip,
        });
      });
      const { rows } = await findRedemptions(db, { merchantId: brand.id, id, offset: 0, limit: 1 });
      return rows[0]!;
    },
  };
}
export type Mall = ReturnType<typeof createMall>;
