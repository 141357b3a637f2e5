import {
  formatMinorUnits,
  parseAmount,
  resolveGamePolicy,
  type SportsSettings,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { BookContext } from './bet-placement.service.ts';
import { betView, findMemberBet, legsOf, memberBets } from './bets.repository.ts';
import { effectiveLimits, maxSingleStake } from './limits.ts';
import type { LiveDelay } from './live-delay.ts';
import { exposureOf } from './exposure.repository.ts';
import { placementFacts } from './placement-facts.repository.ts';
import { memberSettingsOf, saveMemberSettings } from './settings.repository.ts';

/** The member's side of the book besides placing: settings, max stakes, the betting record. */
export function createMemberBook(deps: { db: Db; liveDelay: LiveDelay; now: () => Date }) {
  const { db } = deps;
  const money = (context: BookContext, minor: bigint) => formatMinorUnits(minor, context.decimals);

  return {
    async settings(context: BookContext): Promise<SportsSettings> {
      const s = await memberSettingsOf(db, context.player.memberId);
      return { ...s, quickStakes: s.quickStakes.map((q) => money(context, q)) };
    },

    async saveSettings(context: BookContext, body: SportsSettings): Promise<SportsSettings> {
      const quickStakes = body.quickStakes.map((text) => {
        const parsed = parseAmount(text, context.decimals);
        if (!parsed.ok) throw new AppError(parsed.problem);
        return parsed.minor;
      });
      await saveMemberSettings(db, context.merchant.id, context.player.memberId, {
        oddsFormat: body.oddsFormat,
        oddsChange: body.oddsChange,
        maxSlippageBp: body.maxSlippageBp,
        quickStakes,
      });
      return this.settings(context);
    },

    /** The largest single stake on each selection, every limit and the exposure left applied. */
    async maxStakes(context: BookContext, ids: number[]) {
      const { merchant, player } = context;
      // the selections and their limit rows, read as a placement reads them (no slip yet)
      const { selections: found, limits: rows } = await placementFacts(
        db,
        merchant.id,
        player.memberId,
        null,
        ids,
      );
      const policy = resolveGamePolicy(merchant.gamePolicy);
      const exposure = await exposureOf(
        db,
        found.map((f) => f.marketId),
        found.map((f) => f.fixtureId),
      );
      const now = deps.now().getTime();
      return {
        selections: found.map((leg) => {
          const limits = effectiveLimits(rows, leg, player.memberId, {
            maxStake: BigInt(policy.maxStake),
            maxPayout: BigInt(policy.maxPayout),
          });
          const max = maxSingleStake(limits, leg.odds, {
            market: exposure.markets.get(leg.marketId) ?? 0n,
            fixture: exposure.fixtures.get(leg.fixtureId) ?? 0n,
          });
          const started = leg.fixtureState !== 'scheduled' || leg.startsAt.getTime() <= now;
          return {
            selectionId: leg.selectionId,
            odds: leg.odds,
            available: leg.marketState === 'active' && (leg.marketIsLive || !started),
            maxStake: money(context, max),
          };
        }),
      };
    },

    async bets(context: BookContext, open: boolean) {
      await deps.liveDelay.confirmDue(context.player.memberId);
      const rows = await memberBets(db, context.merchant.id, context.player.memberId, open);
      const legs = await legsOf(
        db,
        rows.map((b) => b.id),
      );
      return { bets: rows.map((bet) => betView(bet, legs, context.decimals)) };
    },

    async bet(context: BookContext, betId: number) {
      await deps.liveDelay.confirmDue(context.player.memberId);
      const bet = await findMemberBet(db, context.merchant.id, context.player.memberId, betId);
      if (!bet) throw new AppError('sb_bet_not_found');
      return betView(bet, await legsOf(db, [bet.id]), context.decimals);
    },
  };
}
export type MemberBook = ReturnType<typeof createMemberBook>;
