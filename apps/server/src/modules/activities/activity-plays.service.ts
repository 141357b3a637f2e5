import { createHash, randomBytes } from 'node:crypto';
import type { ActivityDetail, Language } from '@lobby/contracts';
import { createFairRandom, drawWeighted } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { localToday } from '../../platform/local-dates.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { WalletService } from '../wallet/index.ts';
import { activitiesRepository as repository, type ActivityRow } from './activities.repository.ts';
import type { PayAward } from './activity-prizes.ts';
import { prizeOf, rainAmounts, stateOf } from './activity-rules.ts';
import { rainAt } from './rain-windows.ts';
import {
  applicationLimitsView,
  prizeView,
  toActivityDetail,
  toActivitySummary,
} from './activity-views.ts';

/** The member acting, in its brand. */
export interface MemberRef {
  merchant: Merchant;
  memberId: number;
}

const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** A fresh committed seed: 32 random bytes (hex) and its SHA-256, published before the spin. */
function newServerSeed() {
  const serverSeed = randomBytes(32).toString('hex');
  return { serverSeed, serverSeedHash: createHash('sha256').update(serverSeed).digest('hex') };
}

/**
 * What members do with activities: see them, check in, spin the wheel, redeem a coupon.
 * Every prize is paid by `payAward` in one money transaction (docs/rewards.md "Activities").
 */
export function createActivityPlays(deps: {
  db: Db;
  wallet: Pick<WalletService, 'transact' | 'lockMember'>;
  payAward: PayAward;
  /** The raffle's part of the detail (tickets, the committed hash, the result). */
  raffles: { playOf(member: MemberRef, activity: ActivityRow): Promise<ActivityDetail['play']> };
  now?: () => Date;
}) {
  const { db, wallet, payAward } = deps;
  const now = deps.now ?? (() => new Date());

  async function openActivity(executor: Executor, merchant: Merchant, id: number) {
    const activity = await repository.find(executor, merchant.id, id);
    if (!activity) throw new AppError('activity_not_found');
    if (stateOf(activity, now()) !== 'open') throw new AppError('activity_not_open');
    return activity;
  }

  /** The check-in streak as of today: days done in the current cycle, and today's state. */
  async function streakOf(
    executor: Executor,
    activity: ActivityRow,
    memberId: number,
    today: string,
  ) {
    const [last] = await repository.awardsOf(executor, activity.id, memberId);
    const lastDay = Number(last?.detail.day ?? 0);
    if (last?.localDay === today) return { streak: lastDay, checkedInToday: true };
    if (last?.localDay === dayBefore(today)) return { streak: lastDay, checkedInToday: false };
    return { streak: 0, checkedInToday: false };
  }

  async function ensureWheelSeed(activityId: number, memberId: number) {
    const existing = await repository.wheelSeed(db, activityId, memberId);
    if (existing) return existing;
    await repository.insertWheelSeedIfNone(db, { activityId, memberId, ...newServerSeed() });
    return (await repository.wheelSeed(db, activityId, memberId))!;
  }

  async function playOf(
    member: MemberRef,
    activity: ActivityRow,
    lang: Language,
  ): Promise<ActivityDetail['play']> {
    const decimals = member.merchant.currencyDecimals;
    const today = localToday(member.merchant.timeZone, now());
    const rules = activity.rules;
    switch (rules.kind) {
      case 'deposit_bonus':
        return { kind: 'deposit_bonus', promotionId: rules.promotionId };
      case 'check_in': {
        const { streak, checkedInToday } = await streakOf(db, activity, member.memberId, today);
        const cycle = checkedInToday ? streak : streak % rules.days.length;
        return {
          kind: 'check_in',
          days: rules.days.map((day) => prizeView(prizeOf(day, decimals), decimals)),
          streak: cycle,
          checkedInToday,
          today,
        };
      }
      case 'lucky_wheel': {
        const seed = await ensureWheelSeed(activity.id, member.memberId);
        const used = await repository.countOnDay(db, activity.id, member.memberId, today);
        return {
          kind: 'lucky_wheel',
          slices: rules.slices.map((slice) => ({
            label: slice.label[lang] || slice.label.en,
            prize: prizeView(prizeOf(slice.prize, decimals), decimals),
            weight: slice.weight,
          })),
          spinsLeft: Math.max(0, rules.spinsPerDay - used),
          nextServerSeedHash: seed.serverSeedHash,
          nextNonce: seed.nonce,
        };
      }
      case 'coupon':
        return { kind: 'coupon', prize: prizeView(prizeOf(rules.prize, decimals), decimals) };
      case 'application':
        return {
          kind: 'application',
          prize: prizeView(prizeOf(rules.prize, decimals), decimals),
          limits: applicationLimitsView,
        };
      case 'red_envelope_rain': {
        const rain = rainAt(rules.windows, member.merchant.timeZone, now());
        const used = await repository.countOnDay(db, activity.id, member.memberId, today);
        const amounts = rainAmounts(rules, decimals);
        return {
          kind: 'red_envelope_rain',
          triesLeft: Math.max(0, rules.triesPerDay - used),
          raining: rain.raining,
          nextWindowAt: rain.nextWindowAt?.toISOString() ?? null,
          minAmount: prizeView({ amount: amounts.min, bonusMultiplier: 0 }, decimals).amount,
          maxAmount: prizeView({ amount: amounts.max, bonusMultiplier: 0 }, decimals).amount,
        };
      }
      case 'raffle':
        return deps.raffles.playOf(member, activity);
      default:
        return rules satisfies never;
    }
  }

  return {
    async list(merchant: Merchant, lang: Language) {
      const rows = await repository.listVisible(db, merchant.id, now());
      return { content: rows.map((row) => toActivitySummary(row, lang, now())) };
    },

    async get(merchant: Merchant, id: number, lang: Language, member?: MemberRef) {
      const activity = await repository.find(db, merchant.id, id);
      if (!activity) throw new AppError('activity_not_found');
      const play = member ? await playOf(member, activity, lang) : null;
      return toActivityDetail(activity, lang, now(), play);
    },

    /** Today's check-in: the streak's next day's prize, once per local day of the brand. */
    async checkIn(member: MemberRef, id: number) {
      const decimals = member.merchant.currencyDecimals;
      const today = localToday(member.merchant.timeZone, now());
      return wallet.transact(async (money) => {
        const activity = await openActivity(money.tx, member.merchant, id);
        if (activity.rules.kind !== 'check_in') throw new AppError('activity_wrong_kind');
        await wallet.lockMember(money.tx, member.memberId);
        const { streak, checkedInToday } = await streakOf(
          money.tx,
          activity,
          member.memberId,
          today,
        );
        if (checkedInToday) throw new AppError('activity_checked_in_today');
        const day = (streak % activity.rules.days.length) + 1;
        const prize = prizeOf(activity.rules.days[day - 1]!, decimals);
        const award = await payAward(money, {
          merchantId: member.merchant.id,
          memberId: member.memberId,
          activityId: activity.id,
          awardKey: `checkin:${today}`,
          localDay: today,
          prize,
          detail: { day },
          alreadyPaid: 'activity_checked_in_today',
        });
        return {
          id: award.id,
          activityId: activity.id,
          prize: prizeView(prize, decimals),
          createdAt: award.createdAt.toISOString(),
          day,
        };
      });
    },

    /**
     * One spin: the member's committed seed row is locked, the slice drawn from
     * HMAC(serverSeed, clientSeed:nonce), the prize paid, the seed revealed in the answer and a
     * fresh one committed for the next spin.
     */
    async spin(member: MemberRef, id: number, clientSeed: string) {
      const decimals = member.merchant.currencyDecimals;
      const today = localToday(member.merchant.timeZone, now());
      // the member's first seed is committed outside the spin, for a wheel of its own brand only
      const wheel = await repository.find(db, member.merchant.id, id);
      if (wheel?.rules.kind === 'lucky_wheel') await ensureWheelSeed(id, member.memberId);
      return wallet.transact(async (money) => {
        const activity = await openActivity(money.tx, member.merchant, id);
        const rules = activity.rules;
        if (rules.kind !== 'lucky_wheel') throw new AppError('activity_wrong_kind');
        const seed = await repository.wheelSeedForUpdate(money.tx, activity.id, member.memberId);
        if (!seed) throw new AppError('activity_not_found');
        const used = await repository.countOnDay(money.tx, activity.id, member.memberId, today);
        if (used >= rules.spinsPerDay) throw new AppError('activity_no_spins_left');
        const fair = { serverSeed: seed.serverSeed, clientSeed, nonce: seed.nonce };
        const sliceIndex = drawWeighted(
          createFairRandom(fair),
          rules.slices.map((slice) => slice.weight),
        );
        const prize = prizeOf(rules.slices[sliceIndex]!.prize, decimals);
        const award = await payAward(money, {
          merchantId: member.merchant.id,
          memberId: member.memberId,
          activityId: activity.id,
          awardKey: `spin:${seed.serverSeedHash}`,
          localDay: today,
          prize,
          detail: { sliceIndex, ...fair, serverSeedHash: seed.serverSeedHash },
          alreadyPaid: 'activity_no_spins_left',
        });
        const next = newServerSeed();
        await repository.replaceWheelSeed(
          money.tx,
          { activityId: activity.id, memberId: member.memberId, ...next },
          seed.nonce + 1,
        );
        return {
          id: award.id,
          activityId: activity.id,
          prize: prizeView(prize, decimals),
          createdAt: award.createdAt.toISOString(),
          sliceIndex,
          serverSeed: seed.serverSeed,
          serverSeedHash: seed.serverSeedHash,
          clientSeed,
          nonce: seed.nonce,
          nextServerSeedHash: next.serverSeedHash,
        };
      });
    },

    /** A coupon code: refused when unknown, expired, used up, or already used by this member. */
    async redeemCoupon(member: MemberRef, code: string) {
      const decimals = member.merchant.currencyDecimals;
      const today = localToday(member.merchant.timeZone, now());
      return wallet.transact(async (money) => {
        const coupon = await repository.couponForUpdate(money.tx, member.merchant.id, code);
        if (!coupon) throw new AppError('coupon_invalid');
        const activity = await openActivity(money.tx, member.merchant, coupon.activityId);
        if (activity.rules.kind !== 'coupon') throw new AppError('coupon_invalid');
        if (coupon.expiresAt <= now()) throw new AppError('coupon_expired');
        if (coupon.usedCount >= coupon.maxUses) throw new AppError('coupon_used_up');
        const prize = prizeOf(activity.rules.prize, decimals);
        const award = await payAward(money, {
          merchantId: member.merchant.id,
          memberId: member.memberId,
          activityId: activity.id,
          awardKey: `coupon:${coupon.id}`,
          localDay: today,
          prize,
          detail: { code: coupon.code },
          alreadyPaid: 'coupon_already_used',
        });
        await repository.useCoupon(money.tx, coupon.id);
        return {
          id: award.id,
          activityId: activity.id,
          prize: prizeView(prize, decimals),
          createdAt: award.createdAt.toISOString(),
        };
      });
    },
  };
}
export type ActivityPlays = ReturnType<typeof createActivityPlays>;
