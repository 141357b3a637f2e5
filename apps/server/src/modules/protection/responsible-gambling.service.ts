import {
  formatMinorUnits,
  limitPeriods,
  parseAmount,
  resolveWalletPolicy,
  type LimitPeriod,
  type ResponsibleGambling as ResponsibleGamblingView,
  type SelfExclusionPeriod,
} from '@lobby/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { DbTransaction, Executor } from '../../db/rows.ts';
import { merchants } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { verifyPassword } from '../identity/index.ts';
import { limitPeriodBounds } from './responsible-gambling-periods.ts';
import {
  responsibleGamblingRepository as repository,
  type DepositLimitRow,
  type SelfExclusionRow,
} from './responsible-gambling.repository.ts';

/** What of the brand the rules need: its id, zone, currency decimals and wallet policy. */
export type RgBrand = Pick<Merchant, 'id' | 'timeZone' | 'currencyDecimals' | 'walletPolicy'>;

export interface ResponsibleGambling {
  /**
   * Throws self_excluded, or deposit_limit_exceeded when `amount` more on top of the deposits
   * created in the period (pending or completed) would pass any limit in force (daily,
   * weekly, monthly in the brand's time zone). Call it inside the transaction that creates
   * the deposit, after wallet.lockMember.
   */
  assertDepositAllowed(
    tx: DbTransaction,
    input: { merchantId: number; timeZone: string; memberId: number; amount: bigint },
  ): Promise<void>;
  /** For play (games issue) and deposits: is the member self-excluded right now? */
  isSelfExcluded(memberId: number): Promise<boolean>;
  /** The member's limits with what is used of each, pending changes and any exclusion. */
  view(brand: RgBrand, memberId: number): Promise<ResponsibleGamblingView>;
  /** Sets (amount) or removes (null) a limit: tighter at once, looser after the delay. */
  setLimit(input: {
    brand: RgBrand;
    memberId: number;
    period: LimitPeriod;
    amount: string | null;
    ip: string;
  }): Promise<ResponsibleGamblingView>;
  /** Excludes the member after checking the login password; never shortened or lifted. */
  selfExclude(input: {
    brand: RgBrand;
    member: { id: number; passwordHash: string | null };
    period: SelfExclusionPeriod;
    password: string;
    ip: string;
  }): Promise<ResponsibleGamblingView>;
}

/** Wrong passwords tolerated on the self-exclusion form per member in the window. */
export const selfExclusionPasswordFailures = 5;
const passwordWindowMs = 15 * 60_000;
const dayMs = 24 * 60 * 60_000;
const exclusionDays: Record<Exclude<SelfExclusionPeriod, 'permanent'>, number> = {
  '1d': 1,
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '180d': 180,
  '365d': 365,
};

interface SettledLimit {
  amount: bigint | null;
  /** A raise (amount) or removal (null) waiting until `from`. */
  pending: { amount: bigint | null; from: Date } | null;
}

/** A limit row as it stands at `at`: a pending change whose time has come is in force. */
export function settleLimit(row: DepositLimitRow | undefined, at: Date): SettledLimit {
  if (!row) return { amount: null, pending: null };
  const pendingAmount = row.pendingRemoval ? null : row.pendingAmount;
  if (row.pendingFrom && row.pendingFrom <= at) return { amount: pendingAmount, pending: null };
  return {
    amount: row.amount,
    pending: row.pendingFrom ? { amount: pendingAmount, from: row.pendingFrom } : null,
  };
}

/**
 * Deciding a limit change. Tighter (or a first limit) applies at once and drops a waiting
 * raise; looser or removal waits `delayMs`, so a member on a losing streak cannot lift the
 * brake on impulse. Asking again for the same waiting change keeps its original time.
 */
export function nextLimit(
  current: SettledLimit,
  requested: bigint | null,
  at: Date,
  delayMs: number,
): SettledLimit {
  const tightens = requested !== null && (current.amount === null || requested <= current.amount);
  if (tightens || (requested === null && current.amount === null)) {
    return { amount: requested, pending: null };
  }
  if (delayMs === 0) return { amount: requested, pending: null };
  if (current.pending && current.pending.amount === requested) return current;
  return {
    amount: current.amount,
    pending: { amount: requested, from: new Date(at.getTime() + delayMs) },
  };
}

function exclusionView(row: SelfExclusionRow | undefined) {
  if (!row) return null;
  return { until: row.endsAt?.toISOString() ?? null, permanent: row.endsAt === null };
}

/** Deposit limits and self-exclusion (responsible gambling). `now` is replaceable in tests. */
export function createResponsibleGambling(options: {
  db: Db;
  now?: () => Date;
}): ResponsibleGambling {
  const { db } = options;
  const now = options.now ?? (() => new Date());

  async function settledLimits(on: Executor, memberId: number, at: Date) {
    const rows = await repository.limitsOf(on, memberId);
    return new Map(
      limitPeriods.map((period) => [
        period,
        settleLimit(
          rows.find((row) => row.period === period),
          at,
        ),
      ]),
    );
  }

  async function view(brand: RgBrand, memberId: number): Promise<ResponsibleGamblingView> {
    const at = now();
    const format = (minor: bigint) => formatMinorUnits(minor, brand.currencyDecimals);
    const limits = await settledLimits(db, memberId, at);
    const entries = [];
    for (const period of limitPeriods) {
      const limit = limits.get(period)!;
      const { start, end } = limitPeriodBounds(period, brand.timeZone, at);
      const used = await repository.depositedBetween(db, memberId, start, end);
      entries.push({
        period,
        amount: limit.amount === null ? null : format(limit.amount),
        used: format(used),
        pending: limit.pending && {
          amount: limit.pending.amount === null ? null : format(limit.pending.amount),
          effectiveAt: limit.pending.from.toISOString(),
        },
      });
    }
    return {
      limits: entries,
      selfExclusion: exclusionView(await repository.activeExclusion(db, memberId, at)),
      limitIncreaseDelayHours: resolveWalletPolicy(brand.walletPolicy).limitIncreaseDelayHours,
    };
  }

  return {
    view,

    async assertDepositAllowed(tx, input) {
      const at = now();
      if (await repository.activeExclusion(tx, input.memberId, at)) {
        throw new AppError('self_excluded');
      }
      const limits = await settledLimits(tx, input.memberId, at);
      for (const period of limitPeriods) {
        const limit = limits.get(period)!.amount;
        if (limit === null) continue;
        const { start, end } = limitPeriodBounds(period, input.timeZone, at);
        const used = await repository.depositedBetween(tx, input.memberId, start, end);
        if (used + input.amount <= limit) continue;
        const [brand] = await tx
          .select({ decimals: merchants.currencyDecimals })
          .from(merchants)
          .where(eq(merchants.id, input.merchantId));
        const decimals = brand?.decimals ?? 2;
        throw new AppError('deposit_limit_exceeded', {
          details: {
            period,
            limit: formatMinorUnits(limit, decimals),
            used: formatMinorUnits(used, decimals),
          },
        });
      }
    },

    async isSelfExcluded(memberId) {
      return (await repository.activeExclusion(db, memberId, now())) !== undefined;
    },

    async setLimit({ brand, memberId, period, amount, ip }) {
      let requested: bigint | null = null;
      if (amount !== null) {
        const parsed = parseAmount(amount, brand.currencyDecimals);
        if (!parsed.ok) throw new AppError(parsed.problem);
        requested = parsed.minor;
      }
      const delayMs = resolveWalletPolicy(brand.walletPolicy).limitIncreaseDelayHours * 3_600_000;
      const format = (minor: bigint | null) =>
        minor === null ? null : formatMinorUnits(minor, brand.currencyDecimals);
      const describe = (limit: SettledLimit) => ({
        period,
        amount: format(limit.amount),
        pending: limit.pending && {
          amount: format(limit.pending.amount),
          effectiveAt: limit.pending.from.toISOString(),
        },
      });
      await db.transaction(async (tx) => {
        await repository.lockMemberLimits(tx, memberId);
        const at = now();
        const current = (await settledLimits(tx, memberId, at)).get(period)!;
        const next = nextLimit(current, requested, at, delayMs);
        await repository.saveLimit(tx, {
          merchantId: brand.id,
          memberId,
          period,
          amount: next.amount,
          pendingAmount: next.pending?.amount ?? null,
          pendingRemoval: next.pending !== null && next.pending.amount === null,
          pendingFrom: next.pending?.from ?? null,
          updatedAt: at,
        });
        await recordAudit(tx, {
          merchantId: brand.id,
          actorKind: 'member',
          actorId: memberId,
          action: 'rg.deposit_limit',
          subjectKind: 'member',
          subjectId: memberId,
          before: describe(current),
          after: describe(next),
          ip,
          at,
        });
      });
      return view(brand, memberId);
    },

    async selfExclude({ brand, member, period, password, ip }) {
      const since = new Date(now().getTime() - passwordWindowMs);
      const failures = await repository.countAudits(db, {
        merchantId: brand.id,
        memberId: member.id,
        action: 'rg.self_exclusion_password_failed',
        since,
      });
      if (failures >= selfExclusionPasswordFailures) throw new AppError('too_many_requests');
      if (!(await verifyPassword(member.passwordHash, password))) {
        await recordAudit(db, {
          merchantId: brand.id,
          actorKind: 'member',
          actorId: member.id,
          action: 'rg.self_exclusion_password_failed',
          subjectKind: 'member',
          subjectId: member.id,
          ip,
          at: now(),
        });
        throw new AppError('wrong_password');
      }
      await db.transaction(async (tx) => {
        await repository.lockMemberLimits(tx, member.id);
        const at = now();
        const current = await repository.activeExclusion(tx, member.id, at);
        const endsAt =
          period === 'permanent' ? null : new Date(at.getTime() + exclusionDays[period] * dayMs);
        if (current) {
          // an exclusion is a promise to oneself: it may grow, never shrink
          if (current.endsAt === null) {
            throw new AppError('invalid_state', { details: { reason: 'exclusion_permanent' } });
          }
          if (endsAt !== null && endsAt <= current.endsAt) {
            throw new AppError('invalid_state', { details: { reason: 'exclusion_shorter' } });
          }
        }
        await repository.addExclusion(tx, {
          merchantId: brand.id,
          memberId: member.id,
          startsAt: at,
          endsAt,
        });
        await recordAudit(tx, {
          merchantId: brand.id,
          actorKind: 'member',
          actorId: member.id,
          action: 'rg.self_exclusion',
          subjectKind: 'member',
          subjectId: member.id,
          reason: period,
          before: { selfExclusion: exclusionView(current) },
          after: { selfExclusion: { until: endsAt?.toISOString() ?? null, permanent: !endsAt } },
          ip,
          at,
        });
      });
      return view(brand, member.id);
    },
  };
}
