import { mustCancel } from '@lobby/game-math';
import type {
  CockfightResultName,
  CockfightSettings,
  CockfightSettlement as SettlementView,
} from '@lobby/contracts';
import type { z } from 'zod';
import type {
  createCockfightEventBodySchema,
  createCockfightFightBodySchema,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { violatedConstraint } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { isBannedCountry, type CockfightAccess } from './cockfight-access.ts';
import type { PoolFeed } from './cockfight-pool-feed.ts';
import type { CockfightSettlement } from './cockfight-settlement.ts';
import type { CockfightFightRow, CockfightRepository } from './cockfight.repository.ts';
import { eventView, fightView, poolsOf } from './cockfight-views.ts';

/** The operator behind a call, for the audit trail. */
export interface Actor {
  staffId: number;
  ip: string;
}

export interface CockfightOperatorDeps {
  db: Db;
  repository: CockfightRepository;
  access: CockfightAccess;
  settlement: CockfightSettlement;
  feed: PoolFeed;
}

/**
 * The operator's side (docs/cockfight.md "Operator API"): the legal switch and plasada, events,
 * fights and their lifecycle open → last call → closed → resulted. Every change is audited in
 * its own transaction; settlement runs after the result commits.
 */
export function createCockfightOperator(deps: CockfightOperatorDeps) {
  const { repository } = deps;

  function audit(
    tx: Executor,
    merchant: Merchant,
    actor: Actor,
    action: string,
    subject: { kind: string; id: number },
    after: Record<string, unknown>,
    before?: Record<string, unknown>,
  ) {
    return recordAudit(tx, {
      merchantId: merchant.id,
      actorKind: 'staff',
      actorId: actor.staffId,
      action,
      subjectKind: subject.kind,
      subjectId: subject.id,
      before: before ?? null,
      after,
      ip: actor.ip,
    });
  }

  async function lockedFight(tx: Executor, merchant: Merchant, fightId: number) {
    const fight = await repository.fight(merchant.id, fightId, tx, true);
    if (!fight) throw new AppError('cockfight_fight_not_found');
    return fight;
  }

  /** Publishes the fight, settles it when it has a result, and answers the operator. */
  async function afterChange(
    merchant: Merchant,
    fight: CockfightFightRow,
  ): Promise<SettlementView> {
    const settled =
      fight.state === 'resulted'
        ? await deps.settlement.settle(fight, merchant.currencyDecimals)
        : { settledBets: 0, pendingBets: 0 };
    const view = fightView(fight, merchant.currencyDecimals);
    deps.feed.publish(merchant.id, view);
    return { fight: view, ...settled };
  }

  return {
    settings: (merchant: Merchant) => deps.access.settingsOf(merchant.id),

    async saveSettings(merchant: Merchant, actor: Actor, input: CockfightSettings) {
      const banned = input.enabledCountries.filter(isBannedCountry);
      if (banned.length > 0) {
        throw new AppError('cockfight_country_banned', {
          details: { countries: banned.join(',') },
        });
      }
      const values = {
        enabledCountries: [...new Set(input.enabledCountries)].sort(),
        plasadaBps: input.plasadaBps,
      };
      const before = await deps.access.settingsOf(merchant.id);
      await deps.db.transaction(async (tx) => {
        await repository.saveSettings(tx, merchant.id, values);
        await audit(
          tx,
          merchant,
          actor,
          'cockfight.settings',
          { kind: 'merchant', id: merchant.id },
          values,
          before,
        );
      });
      return values;
    },

    async events(merchant: Merchant) {
      const events = await repository.events(merchant.id);
      const fights = await repository.fightsOf(
        merchant.id,
        events.map((event) => event.id),
      );
      return events.map((event) => ({
        ...eventView(event),
        fights: fights
          .filter((fight) => fight.eventId === event.id)
          .map((fight) => fightView(fight, merchant.currencyDecimals)),
      }));
    },

    async createEvent(
      merchant: Merchant,
      actor: Actor,
      input: z.infer<typeof createCockfightEventBodySchema>,
    ) {
      const event = await deps.db.transaction(async (tx) => {
        const row = await repository.insertEvent(tx, {
          merchantId: merchant.id,
          arena: input.arena,
          eventDate: input.eventDate,
          videoUrl: input.videoUrl ?? null,
        });
        await audit(
          tx,
          merchant,
          actor,
          'cockfight.event.create',
          { kind: 'cockfight_event', id: row.id },
          { arena: row.arena, eventDate: row.eventDate },
        );
        return row;
      });
      return eventView(event);
    },

    async createFight(
      merchant: Merchant,
      actor: Actor,
      eventId: number,
      input: z.infer<typeof createCockfightFightBodySchema>,
    ) {
      const event = await repository.event(merchant.id, eventId);
      if (!event) throw new AppError('cockfight_event_not_found');
      if (event.status !== 'running') throw new AppError('cockfight_state_invalid');
      const { plasadaBps } = await deps.access.settingsOf(merchant.id);
      try {
        const fight = await deps.db.transaction(async (tx) => {
          const row = await repository.insertFight(tx, {
            merchantId: merchant.id,
            eventId,
            plasadaBps,
            ...input,
          });
          await audit(
            tx,
            merchant,
            actor,
            'cockfight.fight.create',
            { kind: 'cockfight_fight', id: row.id },
            { eventId, ...input, plasadaBps },
          );
          return row;
        });
        const view = fightView(fight, merchant.currencyDecimals);
        deps.feed.publish(merchant.id, view);
        return view;
      } catch (error) {
        if (violatedConstraint(error) === 'cockfight_fights_number_key') {
          throw new AppError('cockfight_fight_number_taken');
        }
        throw error;
      }
    },

    /**
     * Last call, or close. Closing checks the ≤ 107 rule on the pools as they stand: a
     * lopsided fight (or one with an empty side) is cancelled there and then, and refunded.
     */
    async setState(
      merchant: Merchant,
      actor: Actor,
      fightId: number,
      state: 'last_call' | 'closed',
    ) {
      const fight = await deps.db.transaction(async (tx) => {
        const current = await lockedFight(tx, merchant, fightId);
        const allowed =
          state === 'last_call'
            ? current.state === 'open'
            : current.state === 'open' || current.state === 'last_call';
        if (!allowed) throw new AppError('cockfight_state_invalid');
        const cancel = state === 'closed' && mustCancel(poolsOf(current), current.plasadaBps);
        const next = cancel
          ? {
              state: 'resulted' as const,
              result: 'cancelled' as const,
              resultVersion: current.resultVersion + 1,
              resultedAt: new Date(),
            }
          : { state };
        const row = await repository.updateFight(tx, fightId, next);
        await audit(
          tx,
          merchant,
          actor,
          `cockfight.fight.${state}`,
          { kind: 'cockfight_fight', id: fightId },
          { ...next, autoCancelled: cancel },
          { state: current.state },
        );
        return row;
      });
      return afterChange(merchant, fight);
    },

    /** Ends an event whose fights all have results; then closes its bets' wallet rounds. */
    async endEvent(merchant: Merchant, actor: Actor, eventId: number) {
      const event = await repository.event(merchant.id, eventId);
      if (!event) throw new AppError('cockfight_event_not_found');
      const fights = await repository.fightsOf(merchant.id, [eventId]);
      if (fights.some((fight) => fight.state !== 'resulted')) {
        throw new AppError('cockfight_state_invalid');
      }
      const ended =
        event.status === 'ended'
          ? event
          : await deps.db.transaction(async (tx) => {
              const row = await repository.endEvent(tx, eventId);
              await audit(
                tx,
                merchant,
                actor,
                'cockfight.event.end',
                { kind: 'cockfight_event', id: eventId },
                { status: 'ended' },
                { status: event.status },
              );
              return row;
            });
      const closed = await deps.settlement.closeRounds(eventId, merchant.currencyDecimals);
      return { event: eventView(ended), ...closed };
    },

    /**
     * Enters a result (the fight must be closed) or corrects one (already resulted): a new
     * result raises the version and every bet is settled again to it. The same result again
     * raises nothing and only retries the bets still pending: safe to repeat.
     */
    async result(merchant: Merchant, actor: Actor, fightId: number, result: CockfightResultName) {
      const fight = await deps.db.transaction(async (tx) => {
        const current = await lockedFight(tx, merchant, fightId);
        if (current.state !== 'closed' && current.state !== 'resulted')
          throw new AppError('cockfight_state_invalid');
        // an ended event's rounds are closed in the wallet: its results stand
        const event = await repository.event(merchant.id, current.eventId);
        if (event?.status === 'ended') throw new AppError('cockfight_state_invalid');
        if (current.state === 'resulted' && current.result === result) return current;
        const row = await repository.updateFight(tx, fightId, {
          state: 'resulted',
          result,
          resultVersion: current.resultVersion + 1,
          resultedAt: new Date(),
        });
        await audit(
          tx,
          merchant,
          actor,
          current.result === null ? 'cockfight.fight.result' : 'cockfight.fight.correct',
          { kind: 'cockfight_fight', id: fightId },
          { result, version: row.resultVersion },
          { result: current.result, version: current.resultVersion },
        );
        return row;
      });
      return afterChange(merchant, fight);
    },
  };
}
export type CockfightOperator = ReturnType<typeof createCockfightOperator>;
