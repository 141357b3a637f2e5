import { sql } from 'drizzle-orm';
import type { PointsEntryKind } from '@lobby/contracts';
import { rowsOf, toBigInt, type DbTransaction } from '../../db/rows.ts';
import type { ActivityEvent } from '../../platform/activity-feed.ts';
import { localToday } from '../../platform/local-dates.ts';
import type { MoneyTransaction } from '../wallet/index.ts';
import type { LoyaltyConfigRepository, VipTierRow } from './loyalty-config.repository.ts';
import type { LoyaltyBrand, PointsSystemOn, Post, WageringActive } from './loyalty-ports.ts';
import { millionths, productOf } from './loyalty-products.ts';
import type { PointsLedger } from './points-ledger.ts';
import { payVipBonus } from './vip-bonus.ts';

export interface LoyaltyActivityDeps {
  config: LoyaltyConfigRepository;
  points: PointsLedger;
  wageringActive: WageringActive;
  pointsSystemOn: PointsSystemOn;
}

/** Millionths of points per group (a day and kind, or a month), in event order. */
type Groups = Map<string, bigint>;
const addTo = (groups: Groups, key: string, micro: bigint) =>
  groups.set(key, (groups.get(key) ?? 0n) + micro);

/** Whole points of each group, a carry of millionths running through them; the carry left. */
function wholePoints(groups: Groups, carry: bigint): { whole: Map<string, bigint>; carry: bigint } {
  const whole = new Map<string, bigint>();
  let running = carry;
  for (const [key, micro] of groups) {
    running += micro;
    const points = running / millionths; // truncates toward zero: a take-back stays exact
    running -= points * millionths;
    if (points !== 0n) whole.set(key, points);
  }
  return { whole, carry: running };
}

/** The highest level whose reach target the month's points meet. */
export function levelReached(tiers: readonly VipTierRow[], monthPoints: bigint): number {
  let level = 0;
  for (const tier of tiers)
    if (tier.reachPoints <= monthPoints) level = Math.max(level, tier.level);
  return level;
}

async function brandOf(tx: DbTransaction, merchantId: number): Promise<LoyaltyBrand> {
  const [row] = await rowsOf<{ time_zone: string; currency_decimals: number }>(
    tx,
    sql`select time_zone, currency_decimals from merchants where id = ${merchantId}`,
  );
  return {
    id: merchantId,
    timeZone: row!.time_zone,
    currencyDecimals: Number(row!.currency_decimals),
  };
}

/**
 * The loyalty module's one consumer of the activity feed (docs/rewards.md): settled rounds
 * earn VIP points and points by product, completed deposits earn points, and rounds add to
 * the rebate turnover unless a wagering bonus is active. Everything it writes commits with
 * the removal of the events: each event counts exactly once.
 */
export function createLoyaltyActivity(deps: LoyaltyActivityDeps) {
  const { config, points } = deps;

  async function memberRow(tx: DbTransaction, merchantId: number, memberId: number) {
    await tx.execute(sql`
      insert into loyalty_members (member_id, merchant_id) values (${memberId}, ${merchantId})
      on conflict do nothing`);
    const [row] = await rowsOf<{ vip_level: number; points_carry: unknown; vip_carry: unknown }>(
      tx,
      sql`select vip_level, points_carry, vip_carry from loyalty_members
          where member_id = ${memberId} for update`,
    );
    return {
      level: Number(row!.vip_level),
      pointsCarry: toBigInt(row!.points_carry),
      vipCarry: toBigInt(row!.vip_carry),
    };
  }

  /** Lifts the member to the level the month's points reach; each level's bonus paid once. */
  async function levelUp(
    tx: DbTransaction,
    post: Post,
    m: { merchantId: number; memberId: number; level: number; monthPoints: bigint },
    tiers: readonly VipTierRow[],
  ): Promise<void> {
    const reached = levelReached(tiers, m.monthPoints);
    if (reached <= m.level) return;
    await tx.execute(sql`
      update loyalty_members set vip_level = ${reached}, level_changed_at = now()
      where member_id = ${m.memberId}`);
    for (const tier of tiers) {
      if (tier.level <= m.level || tier.level > reached) continue;
      await payVipBonus(tx, post, {
        merchantId: m.merchantId,
        memberId: m.memberId,
        kind: 'level_up',
        cause: String(tier.level),
        amount: tier.levelUpBonus,
      });
    }
  }

  async function applyMember(
    work: MoneyTransaction,
    brand: LoyaltyBrand,
    memberId: number,
    events: readonly ActivityEvent[],
    setup: Awaited<ReturnType<typeof brandSetup>>,
  ): Promise<void> {
    const { tx, post } = work;
    const earnGroups: Groups = new Map();
    const vipGroups: Groups = new Map();
    const turnover = new Map<string, bigint>();
    const rebateOn = !(await deps.wageringActive(tx, brand.id, memberId));
    for (const event of events) {
      const day = localToday(brand.timeZone, event.occurredAt);
      const sign = BigInt(event.sign);
      if (event.kind === 'deposit') {
        addTo(
          earnGroups,
          `deposit|${day}`,
          sign * event.amount * BigInt(setup.settings.depositPointsPpm),
        );
        continue;
      }
      const product = productOf(event.gameType);
      const rate = setup.rates.get(product)!;
      const validBet = sign * event.validBet;
      addTo(earnGroups, `${product}|${day}`, validBet * BigInt(rate.pointsPpm));
      addTo(vipGroups, day.slice(0, 7), validBet * BigInt(rate.vipPointsPpm));
      if (rebateOn && validBet !== 0n) {
        const key = `${day}|${product}`;
        turnover.set(key, (turnover.get(key) ?? 0n) + validBet);
      }
    }
    const state = await memberRow(tx, brand.id, memberId);
    const lastId = events[events.length - 1]!.id;

    for (const [key, validBet] of turnover) {
      const [day, product] = key.split('|') as [string, string];
      await tx.execute(sql`
        insert into rebate_turnover (merchant_id, member_id, day, product, valid_bet)
        values (${brand.id}, ${memberId}, ${day}, ${product}, ${validBet})
        on conflict (member_id, day, product) where cutoff_id is null
        do update set valid_bet = rebate_turnover.valid_bet + excluded.valid_bet`);
    }

    const vip = wholePoints(vipGroups, state.vipCarry);
    let monthPoints = 0n;
    let month = '';
    for (const [groupMonth, gained] of vip.whole) {
      const [row] = await rowsOf<{ points: unknown }>(
        tx,
        sql`insert into vip_months (member_id, merchant_id, month, points)
            values (${memberId}, ${brand.id}, ${groupMonth}, greatest(${gained}, 0))
            on conflict (member_id, month)
            do update set points = greatest(vip_months.points + ${gained}, 0)
            returning points`,
      );
      month = groupMonth;
      monthPoints = toBigInt(row!.points);
    }
    const thisMonth = localToday(brand.timeZone).slice(0, 7);
    if (month === thisMonth) {
      await levelUp(
        tx,
        post,
        { merchantId: brand.id, memberId, level: state.level, monthPoints },
        setup.tiers,
      );
    }

    let earned = { whole: new Map<string, bigint>(), carry: state.pointsCarry };
    if (setup.pointsOn) earned = wholePoints(earnGroups, state.pointsCarry);
    let net = 0n;
    for (const [key, gained] of earned.whole) {
      const [kind, day] = key.split('|') as [PointsEntryKind, string];
      net += gained;
      await points.addEntry(tx, { merchantId: brand.id, memberId, kind, day, points: gained });
      if (gained > 0n) {
        await points.addToLot(tx, {
          merchantId: brand.id,
          memberId,
          day,
          points: gained,
          expiryDays: setup.settings.pointsExpiryDays,
        });
      }
    }
    await tx.execute(sql`
      update loyalty_members set points_carry = ${earned.carry}, vip_carry = ${vip.carry}
      where member_id = ${memberId}`);
    const gainedTotal = [...earned.whole.values()]
      .filter((p) => p > 0n)
      .reduce((a, b) => a + b, 0n);
    const key = `points:earn:${memberId}:${lastId}`;
    if (gainedTotal > 0n) {
      await points.credit(post, {
        merchantId: brand.id,
        memberId,
        points: gainedTotal,
        key,
        memo: 'earn',
      });
    }
    const takenBack = gainedTotal - net;
    if (takenBack > 0n) {
      // a round re-settled lower: take back what is still there (never below zero)
      const balance = await pointsBalance(tx, memberId);
      const take = balance < takenBack ? balance : takenBack;
      if (take > 0n) {
        await points.debit(tx, post, {
          merchantId: brand.id,
          memberId,
          points: take,
          key: `points:takeback:${memberId}:${lastId}`,
          memo: 'correction',
        });
      }
    }
  }

  async function pointsBalance(tx: DbTransaction, memberId: number): Promise<bigint> {
    const [row] = await rowsOf<{ left: unknown }>(
      tx,
      sql`select coalesce(sum(remaining), 0) as left from points_lots where member_id = ${memberId}`,
    );
    return toBigInt(row!.left);
  }

  async function brandSetup(tx: DbTransaction, merchantId: number) {
    // one after another: a transaction runs one statement at a time
    const settings = await config.settings(tx, merchantId);
    const rates = await config.rates(tx, merchantId);
    const tiers = await config.tiers(tx, merchantId);
    const pointsOn = await deps.pointsSystemOn(tx, merchantId);
    return { settings, rates, tiers, pointsOn };
  }

  return {
    /** The activity feed's consumer. */
    async consume(work: MoneyTransaction, events: readonly ActivityEvent[]): Promise<void> {
      const byMerchant = new Map<number, Map<number, ActivityEvent[]>>();
      for (const event of events) {
        const members = byMerchant.get(event.merchantId) ?? new Map<number, ActivityEvent[]>();
        const list = members.get(event.memberId) ?? [];
        list.push(event);
        members.set(event.memberId, list);
        byMerchant.set(event.merchantId, members);
      }
      for (const [merchantId, members] of byMerchant) {
        const brand = await brandOf(work.tx, merchantId);
        const setup = await brandSetup(work.tx, merchantId);
        const ordered = [...members.keys()].sort((a, b) => a - b);
        for (const memberId of ordered) {
          await applyMember(work, brand, memberId, members.get(memberId)!, setup);
        }
      }
    },
  };
}
