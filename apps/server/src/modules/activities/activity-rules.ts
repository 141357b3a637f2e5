import {
  activityInputSchema,
  type ActivityInput,
  type ActivityPrize,
  type ActivityRules,
} from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import type { ActivityRow } from './activities.repository.ts';

/** §4.11: coming soon before the start, open until the end, closed after. */
export function stateOf(activity: Pick<ActivityRow, 'startsAt' | 'endsAt'>, now: Date) {
  if (now < activity.startsAt) return 'coming_soon' as const;
  if (now >= activity.endsAt) return 'closed' as const;
  return 'open' as const;
}

/** A prize in minor units, with loyalty points (0 or absent: none). */
export interface Prize {
  amount: bigint;
  bonusMultiplier: number;
  points?: number;
}

/** A prize amount: "0" is no prize (a wheel's empty slice), else the one money parser. */
function prizeAmount(text: string, decimals: number): bigint {
  return /^0+(\.0+)?$/.test(text) ? 0n : parseMoneyInput(text, decimals);
}

export function prizeOf(prize: ActivityPrize, decimals: number): Prize {
  return {
    amount: prizeAmount(prize.amount, decimals),
    bonusMultiplier: prize.bonusMultiplier,
    points: prize.points ?? 0,
  };
}

/** Every prize of an activity's rules (to check they parse in the brand's currency). */
function prizesOf(rules: ActivityRules): ActivityPrize[] {
  switch (rules.kind) {
    case 'deposit_bonus':
      return [];
    case 'check_in':
      return rules.days;
    case 'lucky_wheel':
      return rules.slices.map((slice) => slice.prize);
    case 'coupon':
    case 'application':
      return [rules.prize];
    case 'red_envelope_rain':
      return [rules.minAmount, rules.maxAmount, rules.budget].map((amount) => ({
        amount,
        bonusMultiplier: 0,
      }));
    case 'raffle':
      return rules.prizes;
    default:
      return rules satisfies never;
  }
}

/** The operator's input, checked: dates in order, every prize an amount of the currency. */
export function checkedActivityInput(input: ActivityInput, decimals: number) {
  const parsed = activityInputSchema.safeParse(input);
  if (!parsed.success) throw new AppError('activity_invalid');
  const value = parsed.data;
  if (value.startsAt >= value.endsAt) throw new AppError('activity_invalid');
  try {
    for (const prize of prizesOf(value.rules)) {
      prizeAmount(prize.amount, decimals);
    }
  } catch {
    throw new AppError('activity_invalid');
  }
  if (value.rules.kind === 'red_envelope_rain') {
    const rain = rainAmounts(value.rules, decimals);
    if (rain.min <= 0n || rain.min > rain.max || rain.max > rain.budget) {
      throw new AppError('activity_invalid');
    }
  }
  return value;
}

/** A rain's amounts in minor units: the smallest and largest envelope and the budget. */
export function rainAmounts(
  rules: Extract<ActivityRules, { kind: 'red_envelope_rain' }>,
  decimals: number,
) {
  return {
    min: prizeAmount(rules.minAmount, decimals),
    max: prizeAmount(rules.maxAmount, decimals),
    budget: prizeAmount(rules.budget, decimals),
  };
}
