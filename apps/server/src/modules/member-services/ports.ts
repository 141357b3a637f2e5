import type { Executor } from '../../db/rows.ts';

/** The loyalty module's VIP level of a member (0 is the lowest). */
export type VipLevelOf = (db: Executor, merchantId: number, memberId: number) => Promise<number>;

/** The agents module's uplines of an account, itself included (the teams it belongs to). */
export type TeamUplinesOf = (db: Executor, memberId: number) => Promise<number[]>;
