import type { ContractKind } from '@lobby/contracts';
import { fullPercent, rateAt, type Tier } from '../contract-ladder.ts';

/** A team's figures for one period (minor units), the holder's whole subtree included. */
export interface TeamFigures {
  validBet: bigint;
  bet: bigint;
  payout: bigint;
  activeMembers: number;
}

/** What one contract earns for one period; see docs/agents.md "Settlement". */
export interface SettlementFigures {
  /** Dividend: the negative base carried in (0 or below); 0 for the salaries. */
  carryIn: bigint;
  /** What the rate applies to: valid bet (salaries) or net loss + carry (dividend). */
  base: bigint;
  rate: bigint;
  amount: bigint;
}

/** Salaries are money per 10,000 major units of valid bet. */
const perTenThousand = 10_000n;

/** Integer division rounded down (amounts are never negative here). */
const floorDiv = (numerator: bigint, denominator: bigint) =>
  numerator <= 0n ? 0n : numerator / denominator;

/** A salary for a valid bet at a rate of minor units per 10,000 major units of valid bet. */
export function salaryAmount(validBet: bigint, rate: bigint, currencyDecimals: number): bigint {
  return floorDiv(validBet * rate, perTenThousand * 10n ** BigInt(currencyDecimals));
}

/** A percentage (basis points) of a base, rounded down. */
export function percentAmount(base: bigint, basisPoints: bigint): bigint {
  return floorDiv(base * basisPoints, fullPercent);
}

/**
 * One contract's settlement for one period. The rung is chosen by the team's figures (valid
 * bet, and active members for the dividend). Dividend: the base is the team's net loss
 * (bet − payout) plus the carried-in negative base; a base at or below zero pays nothing.
 */
export function settleFigures(
  kind: ContractKind,
  ladder: readonly Tier[],
  team: TeamFigures,
  options: { currencyDecimals: number; carryIn?: bigint },
): SettlementFigures {
  switch (kind) {
    case 'daily_salary':
    case 'hourly_salary': {
      const rate = rateAt(ladder, team.validBet, 0);
      return {
        carryIn: 0n,
        base: team.validBet,
        rate,
        amount: salaryAmount(team.validBet, rate, options.currencyDecimals),
      };
    }
    case 'realtime_salary': {
      const rate = rateAt(ladder, 0n, 0);
      return { carryIn: 0n, base: team.validBet, rate, amount: percentAmount(team.validBet, rate) };
    }
    case 'dividend': {
      const carryIn = options.carryIn ?? 0n;
      const base = team.bet - team.payout + carryIn;
      const rate = rateAt(ladder, team.validBet, team.activeMembers);
      return { carryIn, base, rate, amount: base > 0n ? percentAmount(base, rate) : 0n };
    }
    default:
      return kind satisfies never;
  }
}

/** The negative base a dividend period passes on to the next (0 when off or not negative). */
export function carryOut(base: bigint, carryForward: boolean): bigint {
  return carryForward && base < 0n ? base : 0n;
}
