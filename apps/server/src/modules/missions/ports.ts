import type { Executor } from '../../db/rows.ts';

/**
 * The member's VIP level (the loyalty module's; 0 is the lowest). A mission with a minimum
 * level above it is shown locked and cannot be claimed.
 */
export type VipLevelOf = (db: Executor, merchantId: number, memberId: number) => Promise<number>;
