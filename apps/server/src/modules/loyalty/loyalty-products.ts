import type { LoyaltyProduct } from '@lobby/contracts';

/**
 * The product type (§3 points types) of a game type: the five kinds points, VIP points and
 * rebates are rated by. Fishing, arcade and slots play like RNG games; cockfights are bet
 * like sports; e-lottery is lottery.
 */
export function productOf(gameType: string | null): LoyaltyProduct {
  switch (gameType) {
    case 'LIVE':
      return 'live';
    case 'LOTT':
    case 'ELOTT':
      return 'lottery';
    case 'PVP':
      return 'pvp';
    case 'SPORTS':
    case 'ESPORTS':
    case 'COCKFIGHT':
      return 'sports';
    default:
      return 'rng';
  }
}

export const millionths = 1_000_000n;
export const basisPoints = 10_000n;
