import { sql } from 'drizzle-orm';
import type { MemberActivityKind } from '../db/schema/index.ts';
import { rowsOf, toBigInt, type DbTransaction } from '../db/rows.ts';
import type { Scheduler } from './scheduler.ts';

/** One money event of a member (a `member_activity` row): see docs/rewards.md. */
export interface ActivityEvent {
  id: number;
  merchantId: number;
  memberId: number;
  kind: MemberActivityKind;
  /** 1 counts the figures; -1 takes an earlier event of the same source back. */
  sign: 1 | -1;
  /** The round (`bets.id`) or the deposit (`deposits.id`). */
  sourceId: number;
  gameType: string | null;
  vassalage: string | null;
  gameCode: string | null;
  /** Minor units of `unit`, unsigned: apply `sign` to them. */
  stake: bigint;
  validBet: bigint;
  payout: bigint;
  amount: bigint;
  unit: string;
  occurredAt: Date;
}

/**
 * A consumer gets each event exactly once, in its own module's terms, inside the transaction
 * that deletes the events: what it writes and the events' removal commit together, or neither
 * does (a failure leaves the batch for the next run). Events of one member come in id order.
 */
export type ActivityConsumer<W> = (work: W, events: readonly ActivityEvent[]) => Promise<void>;

export interface ActivityFeed<W> {
  /** Adds a consumer under a unique name; register them all before the first drain. */
  consume(name: string, consumer: ActivityConsumer<W>): void;
  /** Hands every pending event to the consumers; the number handled. The scheduler's task. */
  drain(): Promise<number>;
  /**
   * Hands one member's pending events to the consumers now, waiting for a batch in flight that
   * holds some of them: after it, what the member did so far is counted (a withdrawal asks
   * whether open turnover blocks it).
   */
  drainMember(memberId: number): Promise<void>;
}

/** The scheduler's name of the feed's job (for `scheduler.runNow` in tests and ops). */
export const activityFeedJob = 'activity-feed';

interface ActivityRow {
  id: number | string;
  merchant_id: number | string;
  member_id: number | string;
  kind: MemberActivityKind;
  sign: number;
  source_id: number | string;
  game_type: string | null;
  vassalage: string | null;
  game_code: string | null;
  stake: unknown;
  valid_bet: unknown;
  payout: unknown;
  amount: unknown;
  unit: string;
  occurred_at: Date | string;
}

function toEvent(row: ActivityRow): ActivityEvent {
  return {
    id: Number(row.id),
    merchantId: Number(row.merchant_id),
    memberId: Number(row.member_id),
    kind: row.kind,
    sign: row.sign < 0 ? -1 : 1,
    sourceId: Number(row.source_id),
    gameType: row.game_type,
    vassalage: row.vassalage,
    gameCode: row.game_code,
    stake: toBigInt(row.stake),
    validBet: toBigInt(row.valid_bet),
    payout: toBigInt(row.payout),
    amount: toBigInt(row.amount),
    unit: row.unit,
    occurredAt: new Date(row.occurred_at),
  };
}

/**
 * The queue of `member_activity` rows (written by triggers, migration 0020) and its consumers.
 * `transact` is the transaction the consumers work in; the wallet's, so that a consumer can
 * post ledger money in the same commit that removes its events. Batches are taken with
 * `FOR UPDATE SKIP LOCKED`, so two instances (or the job and a member's drain) never hand out
 * one event twice.
 */
export function createActivityFeed<W extends { tx: DbTransaction }>(options: {
  transact: <T>(work: (work: W) => Promise<T>) => Promise<T>;
  scheduler?: Scheduler;
  intervalMs?: number;
  batchSize?: number;
}): ActivityFeed<W> {
  const consumers = new Map<string, ActivityConsumer<W>>();
  const batchSize = options.batchSize ?? 500;

  async function handOut(work: W, rows: ActivityRow[]): Promise<void> {
    const events = rows.map(toEvent).sort((a, b) => a.id - b.id);
    for (const consumer of consumers.values()) await consumer(work, events);
  }

  /** One batch; the number of events it held. */
  function takeBatch(): Promise<number> {
    return options.transact(async (work) => {
      const rows = await rowsOf<ActivityRow>(
        work.tx,
        sql`delete from member_activity where id in (
              select id from member_activity order by id limit ${batchSize}
              for update skip locked)
            returning *`,
      );
      if (rows.length > 0) await handOut(work, rows);
      return rows.length;
    });
  }

  const feed: ActivityFeed<W> = {
    consume(name, consumer) {
      if (consumers.has(name)) throw new Error(`activity consumer ${name} registered twice`);
      consumers.set(name, consumer);
    },
    async drain() {
      let handled = 0;
      for (;;) {
        const count = await takeBatch();
        handled += count;
        if (count < batchSize) return handled;
      }
    },
    async drainMember(memberId) {
      await options.transact(async (work) => {
        // no SKIP LOCKED: rows of a batch in flight are waited for (and are gone after it)
        const rows = await rowsOf<ActivityRow>(
          work.tx,
          sql`delete from member_activity where id in (
                select id from member_activity where member_id = ${memberId}
                order by id for update)
              returning *`,
        );
        if (rows.length > 0) await handOut(work, rows);
      });
    },
  };
  options.scheduler?.every(activityFeedJob, options.intervalMs ?? 1_000, async () => {
    await feed.drain();
  });
  return feed;
}
