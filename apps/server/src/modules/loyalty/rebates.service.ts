import { sql } from 'drizzle-orm';
import {
  formatMinorUnits,
  type Rebate,
  type RebateClaim,
  type RebateList,
  type RebateState,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { rowsOf, toBigInt } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { WalletService } from '../wallet/index.ts';
import type { LoyaltyConfigRepository } from './loyalty-config.repository.ts';
import type { LoyaltyBrand } from './loyalty-ports.ts';
import { lastEndedRebatePeriod, type DayPeriod } from './loyalty-periods.ts';

interface RebateRow {
  id: number | string;
  period_from: string;
  period_to: string;
  valid_bet: unknown;
  share_bp: number;
  amount: unknown;
  state: RebateState;
  claimed_at: Date | string | null;
}

const percentOf = (bp: number) => (bp / 100).toFixed(2);
const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

function toRebate(row: RebateRow, decimals: number): Rebate {
  return {
    id: Number(row.id),
    periodFrom: row.period_from,
    periodTo: row.period_to,
    validBet: formatMinorUnits(toBigInt(row.valid_bet), decimals),
    share: percentOf(Number(row.share_bp)),
    amount: formatMinorUnits(toBigInt(row.amount), decimals),
    state: row.state,
    claimedAt: iso(row.claimed_at),
  };
}

/**
 * Rebates: valid bet × the product's rate × the member's VIP share, cut off per period by a
 * job at the brand's local midnight (exactly once: the cut-off row is unique per period and the
 * turnover rows it takes are marked), claimed into the main wallet in one locked transaction.
 */
export function createRebates(deps: {
  db: Db;
  wallet: WalletService;
  config: LoyaltyConfigRepository;
}) {
  const { db, wallet, config } = deps;

  /** Cuts one period off: the rebates of every member with turnover; 0 when done already. */
  async function cutOff(brand: LoyaltyBrand, period: DayPeriod): Promise<number> {
    return db.transaction(async (tx) => {
      const settings = await config.settings(tx, brand.id);
      const [cutoff] = await rowsOf<{ id: number | string }>(
        tx,
        sql`insert into rebate_cutoffs (merchant_id, period, period_from, period_to)
            values (${brand.id}, ${settings.rebatePeriod}, ${period.from}, ${period.to})
            on conflict (merchant_id, period_to) do nothing returning id`,
      );
      if (!cutoff) return 0;
      const cutoffId = Number(cutoff.id);
      // late turnover of an earlier day (none normally) joins this cut-off
      await tx.execute(sql`
        update rebate_turnover set cutoff_id = ${cutoffId}
        where merchant_id = ${brand.id} and cutoff_id is null and day <= ${period.to}`);
      await tx.execute(sql`
        insert into rebates (merchant_id, member_id, cutoff_id, valid_bet, amount, share_bp)
        select ${brand.id}, s.member_id, ${cutoffId}, s.valid_bet,
          floor(s.rated * s.share_bp / 10000000000)::bigint, s.share_bp
        from (
          select t.member_id, sum(t.valid_bet)::bigint as valid_bet,
            sum(t.valid_bet::numeric * coalesce(r.rebate_ppm, 0)) as rated,
            coalesce(max(v.rebate_share_bp), 0) as share_bp
          from rebate_turnover t
          left join loyalty_product_rates r
            on r.merchant_id = t.merchant_id and r.product = t.product
          left join loyalty_members lm on lm.member_id = t.member_id
          left join vip_tiers v
            on v.merchant_id = t.merchant_id and v.level = coalesce(lm.vip_level, 0)
          where t.cutoff_id = ${cutoffId}
          group by t.member_id
        ) s
        where floor(s.rated * s.share_bp / 10000000000) >= greatest(${settings.rebateMinimum}, 1)`);
      const [sums] = await rowsOf<{ members: number | string; total: unknown }>(
        tx,
        sql`select count(*) as members, coalesce(sum(amount), 0) as total from rebates
            where cutoff_id = ${cutoffId}`,
      );
      await tx.execute(sql`
        update rebate_cutoffs set members = ${Number(sums!.members)}, total = ${toBigInt(sums!.total)}
        where id = ${cutoffId}`);
      await recordAudit(tx, {
        merchantId: brand.id,
        actorKind: 'system',
        actorId: null,
        action: 'rebate.cutoff',
        subjectKind: 'rebate_cutoff',
        subjectId: cutoffId,
        after: { from: period.from, to: period.to, members: Number(sums!.members) },
      });
      return Number(sums!.members) + 1;
    });
  }

  return {
    cutOff,

    /** The job's work for one brand: the last ended period, if not cut yet. */
    async cutOffDue(brand: LoyaltyBrand, now: Date): Promise<{ periods: number; members: number }> {
      const settings = await config.settings(db, brand.id);
      const made = await cutOff(
        brand,
        lastEndedRebatePeriod(settings.rebatePeriod, brand.timeZone, now),
      );
      return { periods: made > 0 ? 1 : 0, members: Math.max(made - 1, 0) };
    },

    async list(
      brand: LoyaltyBrand,
      memberId: number,
      query: { state?: RebateState | undefined; pageNo: number; pageSize: number },
    ): Promise<RebateList> {
      const state = query.state ?? null;
      const rows = await rowsOf<RebateRow>(
        db,
        sql`select r.id, c.period_from, c.period_to, r.valid_bet, r.share_bp, r.amount, r.state,
              r.claimed_at
            from rebates r join rebate_cutoffs c on c.id = r.cutoff_id
            where r.member_id = ${memberId} and r.merchant_id = ${brand.id}
              and (${state}::text is null or r.state = ${state})
            order by (r.state = 'claimable') desc, r.id desc
            limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
      );
      const [totals] = await rowsOf<{ n: number | string; claimable: unknown }>(
        db,
        sql`select count(*) filter (where ${state}::text is null or state = ${state}) as n,
              coalesce(sum(amount) filter (where state = 'claimable'), 0) as claimable
            from rebates where member_id = ${memberId} and merchant_id = ${brand.id}`,
      );
      const settings = await config.settings(db, brand.id);
      const total = Number(totals!.n);
      return {
        content: rows.map((row) => toRebate(row, brand.currencyDecimals)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        totalElements: total,
        claimableTotal: formatMinorUnits(toBigInt(totals!.claimable), brand.currencyDecimals),
        period: settings.rebatePeriod,
        minimum: formatMinorUnits(settings.rebateMinimum, brand.currencyDecimals),
      };
    },

    /**
     * Claims one rebate: the row is locked, so a second claim (also a concurrent one) waits,
     * then finds it claimed and is refused; the ledger key `rebate:<id>` pays once whatever.
     */
    async claim(
      brand: LoyaltyBrand,
      memberId: number,
      id: number,
      ip: string,
    ): Promise<RebateClaim> {
      return wallet.transact(async ({ tx, post }) => {
        const [row] = await rowsOf<RebateRow>(
          tx,
          sql`select r.id, c.period_from, c.period_to, r.valid_bet, r.share_bp, r.amount, r.state,
                r.claimed_at
              from rebates r join rebate_cutoffs c on c.id = r.cutoff_id
              where r.id = ${id} and r.member_id = ${memberId} and r.merchant_id = ${brand.id}
              for update of r`,
        );
        if (!row) throw new AppError('rebate_not_found');
        if (row.state !== 'claimable') throw new AppError('rebate_already_claimed');
        const amount = toBigInt(row.amount);
        await post({
          merchantId: brand.id,
          idempotencyKey: `rebate:${id}`,
          kind: 'bonus',
          memberId,
          reference: `rebate:${id}`,
          memo: { type: 'rebate', period: `${row.period_from}..${row.period_to}` },
          legs: [
            { account: { house: 'promotions' }, amount: -amount },
            { account: { memberId, kind: 'main' }, amount },
          ],
        });
        const [claimed] = await rowsOf<{ claimed_at: Date | string }>(
          tx,
          sql`update rebates set state = 'claimed', claimed_at = now() where id = ${id}
              returning claimed_at`,
        );
        await recordAudit(tx, {
          merchantId: brand.id,
          actorKind: 'member',
          actorId: memberId,
          action: 'rebate.claim',
          subjectKind: 'rebate',
          subjectId: id,
          after: { amount },
          ip,
        });
        const balances = await wallet.balances(brand.id, memberId, tx);
        return {
          rebate: toRebate(
            { ...row, state: 'claimed', claimed_at: claimed!.claimed_at },
            brand.currencyDecimals,
          ),
          balance: formatMinorUnits(balances.main, brand.currencyDecimals),
        };
      });
    },
  };
}
export type Rebates = ReturnType<typeof createRebates>;
