import {
  formatMinorUnits,
  parseAmount,
  resolveGamePolicy,
  type GamePolicy,
} from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import type { Merchant } from '../../../platform/merchant-context.ts';
import { unitDecimals } from '../../games/index.ts';
import type { Player } from '../player-auth.ts';

/** The brand and player of one game call, with the unit's decimals and the game policy. */
export interface PlayContext {
  player: Player;
  merchant: Merchant;
  decimals: number;
  policy: GamePolicy;
}

/** The context of a call by `player` at `merchant`. */
export function playContextOf(merchant: Merchant, player: Player): PlayContext {
  return {
    player,
    merchant,
    decimals: unitDecimals(player.currency, merchant.currencyDecimals),
    policy: resolveGamePolicy(merchant.gamePolicy),
  };
}

/** Minor units as the decimal string of the session's unit. */
export function formatMoney(context: PlayContext, minor: bigint): string {
  return formatMinorUnits(minor, context.decimals);
}

/** The stake text in minor units; amount_invalid / amount_too_precise when it is not one. */
export function parseStake(context: PlayContext, text: string): bigint {
  const parsed = parseAmount(text, context.decimals);
  if (!parsed.ok)
    throw new AppError(parsed.problem === 'amount_too_large' ? 'bet_invalid' : parsed.problem);
  return parsed.minor;
}

/** A game's own stake limits; null ones fall back to the brand's game policy. */
export interface StakeLimits {
  minStake: bigint | null;
  maxStake: bigint | null;
}

/** Refuses a stake outside the game's (or the brand's) limits, naming the limit. */
export function checkStakeLimits(context: PlayContext, stake: bigint, limits: StakeLimits): void {
  const min = limits.minStake ?? BigInt(context.policy.minStake);
  const max = limits.maxStake ?? BigInt(context.policy.maxStake);
  if (stake < min) {
    throw new AppError('stake_below_minimum', { details: { min: formatMoney(context, min) } });
  }
  if (stake > max) {
    throw new AppError('stake_above_maximum', { details: { max: formatMoney(context, max) } });
  }
}

/** A payout within the brand's largest payout of one play. */
export function capPayout(context: PlayContext, payout: bigint): bigint {
  const max = BigInt(context.policy.maxPayout);
  return payout > max ? max : payout;
}
