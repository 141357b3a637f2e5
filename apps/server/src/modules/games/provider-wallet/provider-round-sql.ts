import { toBigInt } from '../../../db/rows.ts';
import type { AccountRef, MemberAccountRef } from '../../wallet/index.ts';

/** Small pieces of the round statements (provider-rounds.repository.ts). */

/** This brand, provider and player. */
export interface RoundScope {
  merchantId: number;
  providerId: number;
  memberId: number;
}

/** The member account a balance is read from (a main or vendor wallet). */
export type MemberAccount = MemberAccountRef;

/** The member account of a game movement (a house account has no player balance). */
export function memberAccountOf(account: AccountRef): MemberAccount {
  if ('house' in account) throw new Error('a house account has no player balance');
  return account;
}

/** A balance column as minor units: no account yet is zero. */
export const balanceValue = (value: unknown): bigint => (value === null ? 0n : toBigInt(value));
