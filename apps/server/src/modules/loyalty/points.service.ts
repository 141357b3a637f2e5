import { sql } from 'drizzle-orm';
import {
  formatMinorUnits,
  type ConvertPointsResult,
  type PointsDetails,
  type PointsDetailsQuery,
  type PointsEntryKind,
  type PointsSummary,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf, toBigInt } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { localToday } from '../../platform/local-dates.ts';
import type { WalletService } from '../wallet/index.ts';
import type { LoyaltyConfigRepository } from './loyalty-config.repository.ts';
import type { LoyaltyBrand } from './loyalty-ports.ts';
import type { PointsLedger } from './points-ledger.ts';

const weekMs = 7 * 86_400_000;
/** Lots one run of the expiry job closes at most (the next run takes the rest). */
const expiryBatch = 500;

/** Who converts or redeems: the brand, the member, and the payment password check. */
export interface PointsCaller {
  brand: LoyaltyBrand;
  memberId: number;
  ip: string;
  clientKey: string;
  checkPaymentPassword(password: string): Promise<void>;
}

/** The points balance, history, conversion to cash, and expiry (PTSYS3). */
export function createPointsService(deps: {
  db: Db;
  wallet: WalletService;
  config: LoyaltyConfigRepository;
  points: PointsLedger;
  pointsSystemOn(merchantId: number): Promise<boolean>;
  clock?: () => Date;
}) {
  const { db, wallet, config, points } = deps;
  const now = deps.clock ?? (() => new Date());

  async function assertOn(merchantId: number): Promise<void> {
    if (!(await deps.pointsSystemOn(merchantId))) throw new AppError('points_system_off');
  }

  /** Cash (minor units) a number of points is worth: floor(points × 10^decimals / ratio). */
  function cashOf(brand: LoyaltyBrand, pointsCount: bigint, ratio: number): bigint {
    return (pointsCount * 10n ** BigInt(brand.currencyDecimals)) / BigInt(ratio);
  }

  async function expireLot(lot: { id: number; merchantId: number; memberId: number }) {
    await wallet.transact(async ({ tx, post }) => {
      const [row] = await rowsOf<{ remaining: unknown; expires_at: Date | string | null }>(
        tx,
        sql`select remaining, expires_at from points_lots where id = ${lot.id} for update`,
      );
      if (!row || row.expires_at === null || new Date(row.expires_at) > now()) return;
      const balance = (await wallet.balances(lot.merchantId, lot.memberId, tx)).points;
      const remaining = toBigInt(row.remaining);
      const take = balance < remaining ? balance : remaining;
      await tx.execute(sql`update points_lots set remaining = 0 where id = ${lot.id}`);
      if (take <= 0n) return;
      await points.debit(tx, post, {
        merchantId: lot.merchantId,
        memberId: lot.memberId,
        points: take,
        key: `points:expire:${lot.id}`,
        memo: 'expire',
        lotsTaken: true,
      });
      await points.addEntry(tx, {
        merchantId: lot.merchantId,
        memberId: lot.memberId,
        kind: 'expire',
        day: new Date().toISOString().slice(0, 10),
        points: -take,
        reference: `expire:${lot.id}`,
      });
    });
  }

  return {
    async summary(brand: LoyaltyBrand, memberId: number): Promise<PointsSummary> {
      const settings = await config.settings(db, brand.id);
      const balance = (await wallet.balances(brand.id, memberId)).points;
      const [soon] = await rowsOf<{ soon: unknown }>(
        db,
        sql`select coalesce(sum(remaining), 0) as soon from points_lots
            where member_id = ${memberId} and remaining > 0
              and expires_at <= ${new Date(now().getTime() + weekMs)}`,
      );
      return {
        enabled: await deps.pointsSystemOn(brand.id),
        balance: balance.toString(),
        pointsPerCashUnit: settings.pointsPerCashUnit,
        expiryDays: settings.pointsExpiryDays,
        expiringSoon: toBigInt(soon!.soon).toString(),
      };
    },

    async details(
      brand: LoyaltyBrand,
      memberId: number,
      query: PointsDetailsQuery,
    ): Promise<PointsDetails> {
      const kind = query.kind ?? null;
      const rows = await rowsOf<{
        id: number | string;
        kind: PointsEntryKind;
        points: unknown;
        day: string;
        created_at: Date | string;
      }>(
        db,
        sql`select id, kind, points, day, created_at from points_entries
            where member_id = ${memberId} and merchant_id = ${brand.id}
              and (${kind}::text is null or kind = ${kind})
            order by day desc, id desc
            limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
      );
      const [count] = await rowsOf<{ n: number | string }>(
        db,
        sql`select count(*) as n from points_entries
            where member_id = ${memberId} and merchant_id = ${brand.id}
              and (${kind}::text is null or kind = ${kind})`,
      );
      const total = Number(count!.n);
      return {
        content: rows.map((row) => ({
          id: Number(row.id),
          kind: row.kind,
          points: toBigInt(row.points).toString(),
          day: row.day,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        totalElements: total,
      };
    },

    /**
     * Converts points to cash at the brand's ratio: the points go back to the house and the
     * cash comes from `promotions`, in one ledger transaction. Too few points: refused, nothing
     * moves. A repeated key answers the first conversion.
     */
    async convert(
      caller: PointsCaller,
      input: { points: number; paymentPassword: string },
    ): Promise<ConvertPointsResult> {
      const { brand, memberId } = caller;
      await assertOn(brand.id);
      const settings = await config.settings(db, brand.id);
      const count = BigInt(input.points);
      const cash = cashOf(brand, count, settings.pointsPerCashUnit);
      if (cash <= 0n) throw new AppError('points_too_few_to_convert');
      await caller.checkPaymentPassword(input.paymentPassword);
      const reference = `convert:${caller.clientKey}`;
      return wallet.transact(async ({ tx, post }) => {
        await wallet.lockMember(tx, memberId);
        const [earlier] = await rowsOf<{ points: unknown }>(
          tx,
          sql`select points from points_entries where member_id = ${memberId}
              and reference = ${reference}`,
        );
        if (earlier && -toBigInt(earlier.points) !== count)
          throw new AppError('idempotency_conflict');
        if (!earlier) {
          await points.debit(tx, post, {
            merchantId: brand.id,
            memberId,
            points: count,
            key: `points:convert:${memberId}:${caller.clientKey}`,
            memo: 'convert',
            cash,
          });
          await points.addEntry(tx, {
            merchantId: brand.id,
            memberId,
            kind: 'convert',
            day: localToday(brand.timeZone, now()),
            points: -count,
            reference,
          });
          await recordAudit(tx, {
            merchantId: brand.id,
            actorKind: 'member',
            actorId: memberId,
            action: 'points.convert',
            subjectKind: 'member',
            subjectId: memberId,
            after: { points: count, cash },
            ip: caller.ip,
          });
        }
        const balances = await wallet.balances(brand.id, memberId, tx);
        return {
          points: count.toString(),
          cash: formatMinorUnits(cash, brand.currencyDecimals),
          pointsBalance: balances.points.toString(),
        };
      });
    },

    /** The expiry job: what is left of lots past their expiry goes back to the house. */
    async expireDue(): Promise<number> {
      const due = await rowsOf<{
        id: number | string;
        merchant_id: number | string;
        member_id: number | string;
      }>(
        db,
        sql`select id, merchant_id, member_id from points_lots
            where remaining > 0 and expires_at <= ${now()} order by id limit ${expiryBatch}`,
      );
      for (const lot of due) {
        await expireLot({
          id: Number(lot.id),
          merchantId: Number(lot.merchant_id),
          memberId: Number(lot.member_id),
        });
      }
      return due.length;
    },
  };
}
export type PointsService = ReturnType<typeof createPointsService>;
