/**
 * What makes a downline active in a period (issue 13: deposited at least D and bet at least B,
 * brand settings), in minor units of the brand currency.
 * TODO(issue 13, agents contracts helper): read the brand's own thresholds from the brand
 * settings the contracts and settlement work adds; these constants are the one place to swap.
 */
export const activeMemberRule = {
  minDepositMinor: 10_000n,
  minValidBetMinor: 100_000n,
} as const;
export type ActiveMemberRule = { minDepositMinor: bigint; minValidBetMinor: bigint };
