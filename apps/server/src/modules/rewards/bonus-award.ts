import { parseAmount, type BonusAward, type DepositBonusRules } from '@lobby/contracts';

/** A rule's amount text in minor units (validated when the promotion was saved). */
export function ruleAmount(text: string, decimals: number): bigint {
  const parsed = parseAmount(text, decimals);
  return parsed.ok ? parsed.minor : 0n;
}

/**
 * The bonus an entry pays: a fixed amount; a percentage of the qualifying deposit up to the
 * cap; or a percentage (basis points) of the valid bets counted since joining, up to the cap.
 * Rounded down to the minor unit.
 */
export function bonusAmountOf(
  award: BonusAward,
  facts: { deposit: bigint; validBets: bigint },
  decimals: number,
): bigint {
  switch (award.type) {
    case 'fixed':
      return ruleAmount(award.amount, decimals);
    case 'deposit_percent': {
      const share = (facts.deposit * BigInt(award.percent)) / 100n;
      const cap = ruleAmount(award.cap, decimals);
      return share < cap ? share : cap;
    }
    case 'bet_percent': {
      const share = (facts.validBets * BigInt(award.basisPoints)) / 10_000n;
      const cap = ruleAmount(award.cap, decimals);
      return share < cap ? share : cap;
    }
    default:
      return award satisfies never;
  }
}

/** Whether a deposit of `amount` meets the promotion's minimum. */
export function depositQualifies(rules: DepositBonusRules, amount: bigint, decimals: number) {
  return amount >= ruleAmount(rules.minDeposit, decimals);
}

/** Problems of rules an operator sends (amounts that do not parse in the brand's currency). */
export function ruleProblems(rules: DepositBonusRules, decimals: number): string[] {
  const amounts = [rules.minDeposit];
  if (rules.award.type === 'fixed') amounts.push(rules.award.amount);
  else amounts.push(rules.award.cap);
  return amounts.filter((text) => !parseAmount(text, decimals).ok);
}
