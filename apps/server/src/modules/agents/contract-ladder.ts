import {
  contractTierLimits,
  formatMinorUnits,
  isPercentKind,
  parseAmount,
  type ContractKind,
  type ContractTier,
} from '@lobby/contracts';
import type { StoredTier } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

/** A ladder rung in integers: team valid bet (minor units), active members, rate. */
export interface Tier {
  threshold: bigint;
  minActive: number;
  /** Basis points (1/100 of a percent), or minor units per 10,000 of valid bet (salaries). */
  rate: bigint;
}

/** Percentages carry two decimals: 35.5 % is 3,550 basis points. */
const percentDecimals = 2;
/** 100 % in basis points. */
export const fullPercent = 10_000n;

function parseOrZero(text: string, decimals: number): bigint | undefined {
  if (/^0(?:\.0+)?$/.test(text)) return 0n;
  const parsed = parseAmount(text, decimals);
  return parsed.ok ? parsed.minor : undefined;
}

/** A rate as typed: percent (2 decimals, at most 100) or money per 10,000 of valid bet. */
export function parseRate(kind: ContractKind, text: string, currencyDecimals: number): bigint {
  const percent = isPercentKind(kind);
  const parsed = parseAmount(text, percent ? percentDecimals : currencyDecimals);
  if (!parsed.ok) throw new AppError('contract_rate_invalid');
  // a salary of more than the valid bet itself is as absurd as a dividend above 100 %
  const ceiling = percent ? fullPercent : 10_000n * 10n ** BigInt(currencyDecimals);
  if (parsed.minor > ceiling) throw new AppError('contract_rate_invalid');
  return parsed.minor;
}

/** A rate for people: "35.50" (percent) or "12.50" (money per 10,000). */
export function formatRate(kind: ContractKind, rate: bigint, currencyDecimals: number): string {
  return formatMinorUnits(rate, isPercentKind(kind) ? percentDecimals : currencyDecimals);
}

/**
 * The typed ladder of an offer, checked: the kind's tier count, real time a single rate at
 * zero, every rung asking more (valid bet and active members, at least one strictly) and
 * paying strictly more than the one before it.
 */
export function parseLadder(
  kind: ContractKind,
  tiers: readonly ContractTier[],
  currencyDecimals: number,
): Tier[] {
  const limits = contractTierLimits[kind];
  if (tiers.length < limits.min || tiers.length > limits.max) {
    throw new AppError('contract_ladder_invalid');
  }
  const ladder = tiers.map((tier) => {
    const threshold = parseOrZero(tier.teamValidBet, currencyDecimals);
    if (threshold === undefined) throw new AppError('contract_ladder_invalid');
    return {
      threshold,
      minActive: kind === 'dividend' ? tier.activeMembers : 0,
      rate: parseRate(kind, tier.rate, currencyDecimals),
    };
  });
  if (kind === 'realtime_salary' && ladder[0]!.threshold !== 0n) {
    throw new AppError('contract_ladder_invalid');
  }
  for (let index = 1; index < ladder.length; index += 1) {
    const before = ladder[index - 1]!;
    const tier = ladder[index]!;
    const asksMore =
      tier.threshold >= before.threshold &&
      tier.minActive >= before.minActive &&
      (tier.threshold > before.threshold || tier.minActive > before.minActive);
    if (!asksMore || tier.rate <= before.rate) throw new AppError('contract_ladder_invalid');
  }
  return ladder;
}

/** The rate a ladder pays at a team valid bet and active-member count (0 below every rung). */
export function rateAt(ladder: readonly Tier[], validBet: bigint, activeMembers: number): bigint {
  let best = 0n;
  for (const tier of ladder) {
    if (tier.threshold <= validBet && tier.minActive <= activeMembers && tier.rate > best) {
      best = tier.rate;
    }
  }
  return best;
}

/**
 * Whether `lower` never pays more than `upper`, whatever the team's figures. Ladders are
 * monotone step functions, so it is enough to compare at each rung of `lower`: beyond a rung
 * `lower` stays while `upper` can only rise.
 */
export function isCoveredBy(lower: readonly Tier[], upper: readonly Tier[]): boolean {
  return lower.every((tier) => tier.rate <= rateAt(upper, tier.threshold, tier.minActive));
}

/** Whether two ladders pay the same everywhere. */
export function isSameLadder(left: readonly Tier[], right: readonly Tier[]): boolean {
  return isCoveredBy(left, right) && isCoveredBy(right, left);
}

/** The highest rate of a ladder (what a brand cap bounds). */
export function topRate(ladder: readonly Tier[]): bigint {
  return ladder.reduce((top, tier) => (tier.rate > top ? tier.rate : top), 0n);
}

export function toStoredTiers(ladder: readonly Tier[]): StoredTier[] {
  return ladder.map((tier) => ({
    threshold: tier.threshold.toString(),
    minActive: tier.minActive,
    rate: tier.rate.toString(),
  }));
}

export function fromStoredTiers(stored: readonly StoredTier[]): Tier[] {
  return stored.map((tier) => ({
    threshold: BigInt(tier.threshold),
    minActive: tier.minActive,
    rate: BigInt(tier.rate),
  }));
}

/** A ladder as the contract view shows it. */
export function tiersForView(
  kind: ContractKind,
  ladder: readonly Tier[],
  currencyDecimals: number,
): ContractTier[] {
  return ladder.map((tier) => ({
    teamValidBet: formatMinorUnits(tier.threshold, currencyDecimals),
    activeMembers: tier.minActive,
    rate: formatRate(kind, tier.rate, currencyDecimals),
  }));
}
