import { randomBytes } from 'node:crypto';
import type { ActivityDetail, RaffleResult } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { localToday } from '../../platform/local-dates.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { WalletService } from '../wallet/index.ts';
import { activitiesRepository, type ActivityRow } from './activities.repository.ts';
import type { MemberRef } from './activity-plays.service.ts';
import type { PayAward } from './activity-prizes.ts';
import { prizeOf, stateOf, type Prize } from './activity-rules.ts';
import { prizeView } from './activity-views.ts';
import { drawRaffle, seedHash } from './raffle-draw.ts';
import { raffleRepository as repository, type RaffleRow } from './raffle.repository.ts';

type RaffleRules = Extract<ActivityRow['rules'], { kind: 'raffle' }>;

const rankKey = (rank: number) => `raffle:${rank}`;

function raffleRulesOf(activity: ActivityRow): RaffleRules {
  if (activity.rules.kind !== 'raffle') throw new AppError('activity_wrong_kind');
  return activity.rules;
}

/**
 * Raffles (docs/rewards.md "Raffle"): a seed committed before the first ticket, tickets a
 * member takes once per local day, the provably fair draw at close (a job) or early (the
 * operator), and the winners' claim, paid once through `payAward`.
 */
export function createRaffles(deps: {
  db: Db;
  wallet: Pick<WalletService, 'transact'>;
  payAward: PayAward;
  now?: () => Date;
}) {
  const { db, wallet, payAward } = deps;
  const now = deps.now ?? (() => new Date());

  /** The raffle's committed seed row, created (once, whoever races) on first need. */
  async function ensureSeed(activity: Pick<ActivityRow, 'id' | 'merchantId'>) {
    const existing = await repository.find(db, activity.id);
    if (existing) return existing;
    const serverSeed = randomBytes(32).toString('hex');
    await repository.insertIfNone(db, {
      activityId: activity.id,
      merchantId: activity.merchantId,
      serverSeed,
      serverSeedHash: seedHash(serverSeed),
    });
    return (await repository.find(db, activity.id))!;
  }

  function prizeOfRank(rules: RaffleRules, rank: number, decimals: number): Prize {
    return prizeOf(rules.prizes[rank - 1]!, decimals);
  }

  function resultView(
    raffle: RaffleRow,
    rules: RaffleRules,
    decimals: number,
    member?: { memberId: number; claimedKeys: Set<string> },
  ): RaffleResult | null {
    if (!raffle.drawnAt) return null;
    return {
      serverSeed: raffle.serverSeed,
      ticketListHash: raffle.ticketListHash ?? '',
      ticketCount: raffle.ticketCount ?? 0,
      drawnAt: raffle.drawnAt.toISOString(),
      winners: (raffle.winners ?? []).map((winner) => {
        const mine = winner.memberId === member?.memberId;
        return {
          rank: winner.rank,
          ticketId: winner.ticketId,
          prize: prizeView(prizeOfRank(rules, winner.rank, decimals), decimals),
          mine,
          claimed: mine && member.claimedKeys.has(rankKey(winner.rank)),
        };
      }),
    };
  }

  /** Draws the raffle in the caller's transaction, once: the seed row locked, then fixed. */
  async function drawIn(tx: Executor, activity: ActivityRow, drawnBy: number | null) {
    const rules = raffleRulesOf(activity);
    const raffle = await repository.lock(tx, activity.id, 'update');
    if (!raffle) throw new AppError('activity_not_found');
    if (raffle.drawnAt) throw new AppError('raffle_already_drawn');
    const tickets = await repository.tickets(tx, activity.id);
    const ownerOf = new Map(tickets.map((ticket) => [ticket.id, ticket.memberId]));
    const draw = drawRaffle({
      serverSeed: raffle.serverSeed,
      ticketIds: tickets.map((ticket) => ticket.id),
      prizeCount: rules.prizes.length,
    });
    return repository.setDrawn(tx, activity.id, {
      ticketListHash: draw.ticketListHash,
      ticketCount: tickets.length,
      winners: draw.winners.map((winner) => ({
        ...winner,
        memberId: ownerOf.get(winner.ticketId)!,
      })),
      drawnAt: now(),
      drawnBy,
    });
  }

  return {
    ensureSeed,

    /** Whether the raffle was drawn (its prizes then no longer change). */
    async isDrawn(executor: Executor, activityId: number) {
      return Boolean((await repository.find(executor, activityId))?.drawnAt);
    },

    /** The member's part: tickets, the committed hash, the result once drawn. */
    async playOf(member: MemberRef, activity: ActivityRow): Promise<ActivityDetail['play']> {
      const rules = raffleRulesOf(activity);
      const decimals = member.merchant.currencyDecimals;
      const today = localToday(member.merchant.timeZone, now());
      const raffle = await ensureSeed(activity);
      const mine = await repository.ticketsOf(db, activity.id, member.memberId);
      const awards = await activitiesRepository.awardsOf(db, activity.id, member.memberId);
      const claimedKeys = new Set(awards.map((award) => award.awardKey));
      return {
        kind: 'raffle',
        prizes: rules.prizes.map((prize) => prizeView(prizeOf(prize, decimals), decimals)),
        ticketsPerDay: rules.ticketsPerDay,
        myTicketIds: mine.map((ticket) => ticket.id),
        ticketCount: raffle.ticketCount ?? (await repository.ticketCount(db, activity.id)),
        tookToday: mine.some((ticket) => ticket.localDay === today),
        serverSeedHash: raffle.serverSeedHash,
        result: resultView(raffle, rules, decimals, { memberId: member.memberId, claimedKeys }),
      };
    },

    /** Today's tickets: open and not drawn, once per local day (the seed committed first). */
    async takeTickets(member: MemberRef, id: number) {
      const today = localToday(member.merchant.timeZone, now());
      const found = await activitiesRepository.find(db, member.merchant.id, id);
      if (!found) throw new AppError('activity_not_found');
      raffleRulesOf(found);
      await ensureSeed(found);
      return db.transaction(async (tx) => {
        const activity = (await activitiesRepository.find(tx, member.merchant.id, id))!;
        if (stateOf(activity, now()) !== 'open') throw new AppError('activity_not_open');
        const raffle = await repository.lock(tx, id, 'share');
        if (raffle?.drawnAt) throw new AppError('raffle_already_drawn');
        const ticketIds = await repository.insertTickets(
          tx,
          {
            merchantId: member.merchant.id,
            memberId: member.memberId,
            activityId: id,
            localDay: today,
          },
          raffleRulesOf(activity).ticketsPerDay,
        );
        if (ticketIds.length === 0) throw new AppError('raffle_tickets_taken');
        return { activityId: id, ticketIds };
      });
    },

    /**
     * §7 raffle claim: one money transaction that locks the raffle row and pays each of the
     * member's winning tickets not yet paid (award key `raffle:<rank>`, unique).
     */
    async claim(member: MemberRef, id: number) {
      const decimals = member.merchant.currencyDecimals;
      const today = localToday(member.merchant.timeZone, now());
      return wallet.transact(async (money) => {
        const activity = await activitiesRepository.find(money.tx, member.merchant.id, id);
        if (!activity) throw new AppError('activity_not_found');
        const rules = raffleRulesOf(activity);
        const raffle = await repository.lock(money.tx, id, 'update');
        if (!raffle?.drawnAt) throw new AppError('raffle_not_drawn');
        const wins = (raffle.winners ?? []).filter((w) => w.memberId === member.memberId);
        if (wins.length === 0) throw new AppError('raffle_not_a_winner');
        const awards = await activitiesRepository.awardsOf(money.tx, id, member.memberId);
        const paid = new Set(awards.map((award) => award.awardKey));
        const due = wins.filter((win) => !paid.has(rankKey(win.rank)));
        if (due.length === 0) throw new AppError('raffle_already_claimed');
        const prizes = [];
        for (const win of due) {
          const prize = prizeOfRank(rules, win.rank, decimals);
          await payAward(money, {
            merchantId: member.merchant.id,
            memberId: member.memberId,
            activityId: id,
            awardKey: rankKey(win.rank),
            localDay: today,
            prize,
            detail: { rank: win.rank, ticketId: win.ticketId },
            alreadyPaid: 'raffle_already_claimed',
          });
          prizes.push(prizeView(prize, decimals));
        }
        return { activityId: id, prizes };
      });
    },

    /** A raffle of the brand with its seed committed (before an early draw's transaction). */
    async prepareDraw(merchant: Merchant, id: number) {
      const activity = await activitiesRepository.find(db, merchant.id, id);
      if (!activity) throw new AppError('activity_not_found');
      raffleRulesOf(activity);
      await ensureSeed(activity);
    },

    /** The operator's early draw, in the caller's (audited) transaction. */
    async drawEarly(tx: Executor, merchant: Merchant, id: number, staffId: number) {
      const activity = await activitiesRepository.find(tx, merchant.id, id);
      if (!activity) throw new AppError('activity_not_found');
      const drawn = await drawIn(tx, activity, staffId);
      return resultView(drawn, raffleRulesOf(activity), merchant.currencyDecimals)!;
    },

    /** The close job: every raffle past its end and not drawn, each drawn once. */
    async drawDue() {
      for (const due of await repository.dueForDraw(db, now())) {
        await ensureSeed(due);
        await db.transaction(async (tx) => {
          const activity = (await activitiesRepository.find(tx, due.merchantId, due.id))!;
          const raffle = await repository.lock(tx, due.id, 'update');
          if (raffle?.drawnAt) return;
          await drawIn(tx, activity, null);
        });
      }
    },
  };
}
export type Raffles = ReturnType<typeof createRaffles>;
