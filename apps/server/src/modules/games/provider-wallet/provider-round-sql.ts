import { sql, type SQL } from 'drizzle-orm';
import { toBigInt } from '../../../db/rows.ts';
import type { ProviderTransactionStatus } from '../../../db/schema/index.ts';
import { ledgerReads, type AccountRef, type MemberAccountRef } from '../../wallet/index.ts';
import type { NewProviderTransaction } from './provider-wallet.repository.ts';

/** Raw SQL pieces of the round statements (provider-rounds.repository.ts). */

/** A provider transaction id seen before: enough to tell a replay from a clash. */
export interface SeenTransaction {
  id: number;
  requestHash: string;
  status: ProviderTransactionStatus;
}

/** This brand, provider and player. */
export interface RoundScope {
  merchantId: number;
  providerId: number;
  memberId: number;
}

/** The member account a balance is read from (a main or vendor wallet). */
export type MemberAccount = MemberAccountRef;

/** A member account's balance as a scalar subquery (null before its first movement). */
export function balanceOf(merchantId: number, account: MemberAccount): SQL {
  return ledgerReads.balanceSql(merchantId, account);
}

/** The member account of a game movement (a house account has no player balance). */
export function memberAccountOf(account: AccountRef): MemberAccount {
  if ('house' in account) throw new Error('a house account has no player balance');
  return account;
}

/** A balance column as minor units: no account yet is zero. */
export const balanceValue = (value: unknown): bigint => (value === null ? 0n : toBigInt(value));

/** The `seen_*` columns of a context row as the transaction seen before, if any. */
export function seenOf(row: {
  seen_id: number | string | null;
  seen_hash: string | null;
  seen_status: ProviderTransactionStatus | null;
}): SeenTransaction | undefined {
  if (row.seen_id === null) return undefined;
  return { id: Number(row.seen_id), requestHash: row.seen_hash ?? '', status: row.seen_status! };
}

/** A provider_transactions row to insert, its round given as SQL (a CTE's id, or a value). */
export function insertTransaction(row: NewProviderTransaction, betId: SQL): SQL {
  return sql`insert into provider_transactions (merchant_id, provider_id, provider_transaction_id,
      tx_group, transaction_type, member_id, bet_id, provider_round_id, provider_bet_ref,
      provider_game_id, amount, unit, request_hash, ledger_transaction_id, status, result_code,
      transaction_time)
    values (${row.merchantId}, ${row.providerId}, ${row.providerTransactionId}, ${row.txGroup},
      ${row.transactionType}, ${row.memberId}, ${betId}, ${row.providerRoundId ?? null},
      ${row.providerBetRef ?? null}, ${row.providerGameId ?? null}, ${row.amount.toString()}::bigint,
      ${row.unit}, ${row.requestHash}, ${row.ledgerTransactionId ?? null}::bigint, ${row.status},
      ${row.resultCode ?? null}, ${row.transactionTime.toISOString()}::timestamptz)
    returning id`;
}
