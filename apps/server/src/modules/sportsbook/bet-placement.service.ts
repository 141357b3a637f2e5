import {
  formatMinorUnits,
  parseAmount,
  resolveGamePolicy,
  type SportsBetView,
  type SportsPlaceBetRequest,
} from '@lobby/contracts';
import { betAmounts, systemReturn } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant-context.ts';
import { unitDecimals } from '../games/index.ts';
import type { Player } from '../originals/index.ts';
import {
  checkBetShape,
  checkMarketOpen,
  checkUncorrelated,
  isPriceAcceptable,
  priceOf,
} from './bet-rules.ts';
import {
  betView,
  findBetByRequest,
  isSameRequestWritten,
  legsOf,
  writeBet,
  writtenBetView,
  type BetRow,
  type NewLeg,
} from './bets.repository.ts';
import { bookLeg, stakeTransactionId, type BookWallet } from './book-wallet.ts';
import {
  exposureKeysOf,
  releaseExposure,
  releaseExposureSql,
  reserveExposure,
  type ExposureKey,
} from './exposure.repository.ts';
import { effectiveLimits, lowestCap, maxSingleStake } from './limits.ts';
import { placementFacts, type PlacementFacts } from './placement-facts.repository.ts';
import type { LimitRow, SelectionFacts } from './selections.repository.ts';
import type { PlayerTokens } from './session-tokens.ts';

export interface BetPlacementDeps {
  db: Db;
  wallet: BookWallet;
  tokens: PlayerTokens;
  now: () => Date;
}

/** The brand and player of one book call, with the unit's decimals. */
export interface BookContext {
  merchant: Merchant;
  player: Player;
  decimals: number;
}

export function bookContextOf(merchant: Merchant, player: Player): BookContext {
  return { merchant, player, decimals: unitDecimals(player.currency, merchant.currencyDecimals) };
}

/** Places bets: every check first, then the stake through the provider wallet, then the row. */
export function createBetPlacement(deps: BetPlacementDeps) {
  const { db, wallet } = deps;

  async function viewOf(context: BookContext, bet: BetRow): Promise<SportsBetView> {
    return betView(bet, await legsOf(db, [bet.id]), context.decimals);
  }

  /**
   * Every limit of the bet; refusals name the limit. Then the bet's payout is held on those of
   * its markets and fixtures that have an exposure cap, checked against it under the counters'
   * locks; over a cap, refused with the largest stake left. Answers the hold, to give back.
   */
  async function checkLimitsAndHold(
    context: BookContext,
    rows: readonly LimitRow[],
    legs: readonly SelectionFacts[],
    risk: bigint,
    payout: bigint,
  ): Promise<ExposureKey[]> {
    const { merchant, player } = context;
    const policy = resolveGamePolicy(merchant.gamePolicy);
    const money = (minor: bigint) => formatMinorUnits(minor, context.decimals);
    const limits = legs.map((leg) =>
      effectiveLimits(rows, leg, player.memberId, {
        maxStake: BigInt(policy.maxStake),
        maxPayout: BigInt(policy.maxPayout),
      }),
    );
    for (const legLimits of limits) {
      if (risk > legLimits.maxStake) {
        throw new AppError('sb_stake_over_limit', { details: { max: money(legLimits.maxStake) } });
      }
      if (payout > legLimits.maxPayout) {
        throw new AppError('sb_payout_over_limit', {
          details: { max: money(legLimits.maxPayout) },
        });
      }
    }
    if (BigInt(policy.minStake) > risk) {
      throw new AppError('stake_below_minimum', {
        details: { min: money(BigInt(policy.minStake)) },
      });
    }
    const keys = exposureKeysOf(legs, payout, (scope, refId) =>
      lowestCap(
        legs.map((leg, i) =>
          scope === 'market'
            ? leg.marketId === refId
              ? limits[i]!.maxMarketExposure
              : null
            : leg.fixtureId === refId
              ? limits[i]!.maxFixtureExposure
              : null,
        ),
      ),
    );
    // only capped keys are held: without a cap there is nothing to stay under, and a hold
    // would queue every placement on a popular market behind its counter row's lock
    const capped = keys.filter((key) => key.cap !== null);
    if (capped.length === 0) return [];
    const { held, before } = await reserveExposure(db, merchant.id, capped);
    if (held) return capped;
    const left = legs.reduce<bigint | null>((low, leg, i) => {
      const max = maxSingleStake(limits[i]!, leg.odds, {
        market: before.markets.get(leg.marketId) ?? 0n,
        fixture: before.fixtures.get(leg.fixtureId) ?? 0n,
      });
      return low === null || max < low ? max : low;
    }, null);
    throw new AppError('sb_stake_over_limit', { details: { max: money(left ?? 0n) } });
  }

  /** The legs in the slip's order, each open and at an acceptable price (taken at today's). */
  function checkLegs(
    body: SportsPlaceBetRequest,
    found: SelectionFacts[],
    settings: PlacementFacts['settings'],
  ): SelectionFacts[] {
    const now = deps.now();
    return body.legs.map((seen) => {
      const leg = found.find((f) => f.selectionId === seen.selectionId);
      if (!leg) throw new AppError('sb_selection_not_found', { details: { id: seen.selectionId } });
      checkMarketOpen(leg, now);
      if (!isPriceAcceptable(seen.odds, leg.odds, settings)) {
        throw new AppError('sb_odds_changed', {
          details: { selectionId: leg.selectionId, odds: leg.odds },
        });
      }
      return leg;
    });
  }

  async function earlierView(context: BookContext, requestId: string) {
    const { merchant, player } = context;
    const bet = await findBetByRequest(db, merchant.id, player.memberId, requestId);
    if (!bet) throw new AppError('bet_refused');
    return viewOf(context, bet);
  }

  return {
    async place(context: BookContext, body: SportsPlaceBetRequest): Promise<SportsBetView> {
      const { merchant, player } = context;
      const facts = await placementFacts(
        db,
        merchant.id,
        player.memberId,
        body.requestId,
        body.legs.map((l) => l.selectionId),
      );
      if (facts.earlierBetId !== null) return earlierView(context, body.requestId);

      const sizes = checkBetShape(body);
      const parsed = parseAmount(body.stake, context.decimals);
      if (!parsed.ok)
        throw new AppError(parsed.problem === 'amount_too_large' ? 'bet_invalid' : parsed.problem);
      const { settings, book } = facts;
      const legs = checkLegs(body, facts.selections, settings);
      if (body.kind !== 'single') checkUncorrelated(legs);

      const format = body.kind === 'single' ? (body.oddsFormat ?? settings.oddsFormat) : 'decimal';
      const price = priceOf(
        body.kind,
        legs.map((l) => l.odds),
        sizes,
      );
      let amounts = betAmounts(parsed.minor, price.odds, format);
      if (body.kind === 'system') {
        const risk = parsed.minor * BigInt(price.lines);
        const allWin = legs.map((l) => ({ odds: l.odds, outcome: 'win' as const }));
        amounts = {
          nominal: parsed.minor,
          risk,
          win: systemReturn(parsed.minor, allWin, sizes) - risk,
        };
      }
      if (body.kind === 'parlay' && price.odds > book.parlayMaxOdds) {
        throw new AppError('sb_combined_odds_over_limit', { details: { max: book.parlayMaxOdds } });
      }
      const payout = amounts.risk + amounts.win;
      if (body.kind !== 'single' && payout > book.parlayMaxPayout) {
        throw new AppError('sb_payout_over_limit', {
          details: { max: formatMinorUnits(book.parlayMaxPayout, context.decimals) },
        });
      }
      const hold = await checkLimitsAndHold(context, facts.limits, legs, amounts.risk, payout);
      // a hold the release misses is cleared by the job sportsbook-exposure-holds
      const giveBack = () => releaseExposure(db, merchant.id, hold).catch(() => undefined);

      const stakeId = stakeTransactionId(merchant.id, player.memberId, body.requestId);
      const isEsports = legs[0]!.isEsports;
      try {
        await wallet.withdraw(
          { ...player },
          bookLeg(stakeId, stakeId, amounts.risk, context.decimals, isEsports),
        );
      } catch (error) {
        await giveBack();
        throw error;
      }
      const isLive = legs.some((l) => l.marketIsLive);
      const now = deps.now();
      const bet = {
        merchantId: merchant.id,
        memberId: player.memberId,
        kind: body.kind,
        systemSizes: sizes,
        vendor: isEsports ? 'LOBBYES' : 'LOBBYSB',
        unit: player.currency,
        oddsFormat: format,
        nominalStake: amounts.nominal,
        risk: amounts.risk,
        win: amounts.win,
        odds: price.odds,
        state: isLive ? ('pending' as const) : ('open' as const),
        requestId: body.requestId,
        sessionTokenSealed: deps.tokens.seal(player.token),
        confirmAt: isLive ? new Date(now.getTime() + book.liveDelaySeconds * 1000) : null,
        placedAt: now,
      };
      const betLegs: NewLeg[] = legs.map((leg, i) => ({
        legNo: i + 1,
        merchantId: merchant.id,
        selectionId: leg.selectionId,
        marketId: leg.marketId,
        fixtureId: leg.fixtureId,
        odds: leg.odds,
        homeScoreAtBet: leg.marketIsLive ? leg.homeScore : null,
        awayScoreAtBet: leg.marketIsLive ? leg.awayScore : null,
      }));
      let id: number;
      try {
        id = await writeBet(db, bet, betLegs, releaseExposureSql(merchant.id, hold));
      } catch (error) {
        await giveBack();
        // a concurrent copy of this placement wrote the row: the wallet took the stake once
        if (isSameRequestWritten(error)) return earlierView(context, body.requestId);
        throw error;
      }
      const written = { ...bet, id, paid: 0n, settledAt: null };
      return writtenBetView(written, betLegs, legs, context.decimals);
    },

    viewOf,
  };
}
export type BetPlacement = ReturnType<typeof createBetPlacement>;
