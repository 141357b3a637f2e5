import { sql } from 'drizzle-orm';
import { trialType } from '@lobby/contracts';
import type { LedgerAccountKind } from '../../db/schema/index.ts';
import { rowsOf, type Executor } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';

export type MemberAccountKind = Extract<
  LedgerAccountKind,
  'main' | 'vendor' | 'withdrawal_hold' | 'points' | 'bonus'
>;
export type HouseAccountKind = Exclude<LedgerAccountKind, MemberAccountKind>;

/** Names an account without knowing its row: a member's wallet or one of the brand's. */
export type AccountRef =
  | { memberId: number; kind: Exclude<MemberAccountKind, 'vendor'> }
  | { memberId: number; kind: 'vendor'; vendor: string }
  | { house: HouseAccountKind };

export interface ResolvedAccount {
  id: number;
  unit: string;
  memberId: number | null;
  kind: LedgerAccountKind;
  vendor: string;
}

/**
 * Shards per house account. Each transaction touches one shard picked at random, so sixteen
 * transactions can credit game revenue at the same moment without waiting on one row.
 */
export const houseShards = 16;

/** Stable text for an account reference (without the shard), used in request hashes. */
export function accountRefKey(ref: AccountRef): string {
  if ('house' in ref) return `house:${ref.house}`;
  return `member:${ref.memberId}:${ref.kind}:${ref.kind === 'vendor' ? ref.vendor : ''}`;
}

/** Resolves account references inside one database transaction. */
export interface AccountResolver {
  resolve(db: Executor, merchantId: number, ref: AccountRef): Promise<ResolvedAccount>;
}

/**
 * Finds account rows, creating them on first use. Rows never change identity, so what was
 * found is remembered for the life of the process — but only once the transaction that found
 * it has committed: an account first created by a transaction that then rolled back (say, on
 * insufficient funds) no longer exists, and its id must not be reused.
 */
export function createAccountDirectory() {
  const known = new Map<string, ResolvedAccount>();

  async function memberAccount(
    db: Executor,
    merchantId: number,
    ref: Exclude<AccountRef, { house: HouseAccountKind }>,
    learned: Map<string, ResolvedAccount>,
  ): Promise<ResolvedAccount> {
    const vendor = ref.kind === 'vendor' ? ref.vendor : '';
    const cacheKey = `${merchantId}:${accountRefKey(ref)}`;
    const cached = known.get(cacheKey) ?? learned.get(cacheKey);
    if (cached) return cached;
    // the member must belong to this brand: a foreign member id finds nothing to create
    await db.execute(sql`
      insert into ledger_accounts (merchant_id, member_id, kind, vendor, unit)
      select m.merchant_id, m.id, ${ref.kind}, ${vendor},
        case when ${ref.kind} = 'points' then 'PTS'
             when m.type = ${trialType} then 'PLAY'
             else b.currency_code end
      from members m join merchants b on b.id = m.merchant_id
      where m.id = ${ref.memberId} and m.merchant_id = ${merchantId}
      on conflict do nothing`);
    const [row] = await rowsOf<{ id: number | string; unit: string }>(
      db,
      sql`select id, unit from ledger_accounts
          where merchant_id = ${merchantId} and member_id = ${ref.memberId}
            and kind = ${ref.kind} and vendor = ${vendor}`,
    );
    if (!row) throw new AppError('member_not_found');
    const account: ResolvedAccount = {
      id: Number(row.id),
      unit: row.unit,
      memberId: ref.memberId,
      kind: ref.kind,
      vendor,
    };
    learned.set(cacheKey, account);
    return account;
  }

  async function houseAccount(
    db: Executor,
    merchantId: number,
    kind: HouseAccountKind,
    shard: number,
    learned: Map<string, ResolvedAccount>,
  ): Promise<ResolvedAccount> {
    const cacheKey = `${merchantId}:house:${kind}:${shard}`;
    const cached = known.get(cacheKey) ?? learned.get(cacheKey);
    if (cached) return cached;
    await db.execute(sql`
      insert into ledger_accounts (merchant_id, member_id, kind, vendor, unit, shard, may_go_negative)
      select id, null, ${kind}, '',
        case ${kind} when 'play_money' then 'PLAY' when 'points_issued' then 'PTS'
             else currency_code end,
        ${shard}, true
      from merchants where id = ${merchantId}
      on conflict do nothing`);
    const [row] = await rowsOf<{ id: number | string; unit: string }>(
      db,
      sql`select id, unit from ledger_accounts
          where merchant_id = ${merchantId} and member_id is null and kind = ${kind}
            and shard = ${shard}`,
    );
    if (!row) throw new Error(`merchant ${merchantId} not found for house account ${kind}`);
    const account: ResolvedAccount = {
      id: Number(row.id),
      unit: row.unit,
      memberId: null,
      kind,
      vendor: '',
    };
    learned.set(cacheKey, account);
    return account;
  }

  return {
    /**
     * A resolver for one transaction; call `commit()` once the database transaction has
     * committed to keep what it learned.
     */
    begin(): AccountResolver & { commit(): void } {
      const scope = new Map<string, ResolvedAccount>();
      return {
        resolve(db, merchantId, ref) {
          if ('house' in ref) {
            const shard = Math.floor(Math.random() * houseShards);
            return houseAccount(db, merchantId, ref.house, shard, scope);
          }
          return memberAccount(db, merchantId, ref, scope);
        },
        commit() {
          for (const [key, account] of scope) known.set(key, account);
        },
      };
    },
  };
}
export type AccountDirectory = ReturnType<typeof createAccountDirectory>;
