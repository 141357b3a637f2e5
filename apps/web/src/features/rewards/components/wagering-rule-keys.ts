import type { WageringBase } from '@lobby/contracts';

/** The text of a wagering rule: bonus × N, or (bonus + deposit) × N. */
export const wageringRuleKeys: Record<WageringBase, string> = {
  bonus: 'bonus.base.bonus',
  bonus_plus_deposit: 'bonus.base.bonus_plus_deposit',
};
