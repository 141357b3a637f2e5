import type { SportsPlaceBetRequest } from '@lobby/contracts';
import { combinedOdds, namedSystems, systemLineCount } from '@lobby/game-math';
import { AppError } from '../../platform/app-error.ts';
import type { MemberBetSettings } from './settings.repository.ts';
import type { SelectionFacts } from './selections.repository.ts';

/** Checks the slip's shape: a single 1 leg, a parlay 2–15, a system its named count. */
export function checkBetShape(body: SportsPlaceBetRequest): number[] {
  const ids = body.legs.map((leg) => leg.selectionId);
  if (new Set(ids).size !== ids.length) throw new AppError('sb_bet_shape_invalid');
  switch (body.kind) {
    case 'single':
      if (ids.length !== 1 || body.system) throw new AppError('sb_bet_shape_invalid');
      return [];
    case 'parlay':
      if (ids.length < 2 || body.system) throw new AppError('sb_bet_shape_invalid');
      return [];
    case 'system': {
      const system = body.system ? namedSystems[body.system] : undefined;
      if (!system || system.selections !== ids.length) throw new AppError('sb_bet_shape_invalid');
      return system.sizes;
    }
    default:
      return body.kind satisfies never;
  }
}

/** Legs of a combination must be of different fixtures (same-fixture legs are correlated). */
export function checkUncorrelated(legs: readonly SelectionFacts[]): void {
  const fixtures = new Set(legs.map((leg) => leg.fixtureId));
  if (fixtures.size !== legs.length) throw new AppError('sb_correlated_legs');
}

/**
 * A market takes bets when it is active, its fixture is not over, and (for a pre-match market)
 * the fixture has not started; live markets take bets while the fixture is live.
 */
export function checkMarketOpen(leg: SelectionFacts, now: Date): void {
  if (leg.marketState === 'suspended') {
    throw new AppError('sb_market_suspended', { details: { selectionId: leg.selectionId } });
  }
  const over = leg.fixtureState === 'ended' || leg.fixtureState === 'cancelled';
  const started = leg.fixtureState === 'live' || leg.startsAt.getTime() <= now.getTime();
  if (leg.marketState !== 'active' || over || (!leg.marketIsLive && started)) {
    throw new AppError('sb_market_closed', { details: { selectionId: leg.selectionId } });
  }
}

/**
 * Whether the price now is acceptable against the one the member saw, by their setting:
 * reject: only the same price; accept_higher: the same or higher; accept_any: any higher
 * price, or a lower one within the maximum slippage.
 */
export function isPriceAcceptable(
  seen: number,
  now: number,
  settings: Pick<MemberBetSettings, 'oddsChange' | 'maxSlippageBp'>,
) {
  if (now === seen) return true;
  switch (settings.oddsChange) {
    case 'reject':
      return false;
    case 'accept_higher':
      return now > seen;
    case 'accept_any':
      return now > seen || (seen - now) * 10_000 <= seen * settings.maxSlippageBp;
    default:
      return settings.oddsChange satisfies never;
  }
}

/** The combined price of the legs (thousandths) and, for a system, its number of lines. */
export function priceOf(kind: SportsPlaceBetRequest['kind'], odds: number[], sizes: number[]) {
  return {
    odds: kind === 'single' ? odds[0]! : combinedOdds(odds),
    lines: kind === 'system' ? systemLineCount(odds.length, sizes) : 1,
  };
}
