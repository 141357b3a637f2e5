import {
  formatMinorUnits,
  parseAmount,
  resolveGamePolicy,
  type SportsBetView,
  type SportsPlaceBetRequest,
} from '@lobby/contracts';
import { betAmounts, systemReturn } from '@lobby/game-math';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
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
import { betView, findBetByRequest, insertBet, legsOf, type BetRow } from './bets.repository.ts';
import { bookLeg, stakeTransactionId, type BookWallet } from './book-wallet.ts';
import {
  exposureKeysOf,
  releaseExposure,
  reserveExposure,
  type ExposureKey,
} from './exposure.repository.ts';
import { effectiveLimits, lowestCap, maxSingleStake } from './limits.ts';
import { findSelections, limitRowsFor, type SelectionFacts } from './selections.repository.ts';
import { bookSettingsOf, memberSettingsOf, type MemberBetSettings } from './settings.repository.ts';
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
   * Every limit of the bet; refusals name the limit. Then the bet's payout is held on its
   * markets and fixtures, checked against their exposure caps under the counters' locks; over a
   * cap, refused with the largest stake left. Answers the hold, to give back.
   */
  async function checkLimitsAndHold(
    context: BookContext,
    legs: readonly SelectionFacts[],
    risk: bigint,
    payout: bigint,
  ): Promise<ExposureKey[]> {
    const { merchant, player } = context;
    const policy = resolveGamePolicy(merchant.gamePolicy);
    const rows = await limitRowsFor(
      db,
      merchant.id,
      player.memberId,
      legs.map((l) => l.sportId),
    );
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
    const { held, before } = await reserveExposure(db, merchant.id, keys);
    if (held) return keys;
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
    settings: MemberBetSettings,
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

  return {
    async place(context: BookContext, body: SportsPlaceBetRequest): Promise<SportsBetView> {
      const { merchant, player } = context;
      const earlier = await findBetByRequest(db, merchant.id, player.memberId, body.requestId);
      if (earlier) return viewOf(context, earlier);

      const sizes = checkBetShape(body);
      const parsed = parseAmount(body.stake, context.decimals);
      if (!parsed.ok)
        throw new AppError(parsed.problem === 'amount_too_large' ? 'bet_invalid' : parsed.problem);
      const settings = await memberSettingsOf(db, player.memberId);
      const found = await findSelections(
        db,
        merchant.id,
        body.legs.map((l) => l.selectionId),
      );
      const legs = checkLegs(body, found, settings);
      if (body.kind !== 'single') checkUncorrelated(legs);

      const book = await bookSettingsOf(db, merchant.id);
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
      const hold = await checkLimitsAndHold(context, legs, amounts.risk, payout);
      const giveBack = (tx: Executor) => releaseExposure(tx, merchant.id, hold);

      const stakeId = stakeTransactionId(merchant.id, player.memberId, body.requestId);
      const isEsports = legs[0]!.isEsports;
      const walletPlayer = { ...player };
      try {
        await wallet.withdraw(
          walletPlayer,
          bookLeg(stakeId, stakeId, amounts.risk, context.decimals, isEsports),
        );
      } catch (error) {
        // a hold the release misses is cleared by the job sportsbook-exposure-holds
        await giveBack(db).catch(() => undefined);
        throw error;
      }
      const isLive = legs.some((l) => l.marketIsLive);
      const now = deps.now();
      const row = await insertBet(
        db,
        {
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
          state: isLive ? 'pending' : 'open',
          requestId: body.requestId,
          sessionTokenSealed: deps.tokens.seal(player.token),
          confirmAt: isLive ? new Date(now.getTime() + book.liveDelaySeconds * 1000) : null,
          placedAt: now,
        },
        legs.map((leg, i) => ({
          legNo: i + 1,
          merchantId: merchant.id,
          selectionId: leg.selectionId,
          marketId: leg.marketId,
          fixtureId: leg.fixtureId,
          odds: leg.odds,
          homeScoreAtBet: leg.marketIsLive ? leg.homeScore : null,
          awayScoreAtBet: leg.marketIsLive ? leg.awayScore : null,
        })),
        giveBack,
      ).catch(async (error: unknown) => {
        await giveBack(db).catch(() => undefined);
        throw error;
      });
      // a concurrent copy of this placement wrote the row: the wallet took the stake once
      const bet = row ?? (await findBetByRequest(db, merchant.id, player.memberId, body.requestId));
      if (!bet) throw new AppError('bet_refused');
      return viewOf(context, bet);
    },

    viewOf,
  };
}
export type BetPlacement = ReturnType<typeof createBetPlacement>;
