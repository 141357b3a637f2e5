import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/rows.ts';
import { rowsOf, toBigInt } from '../../db/rows.ts';

/**
 * The book's exposure counters (table `sb_exposures`, migration 0038_sportsbook_exposure):
 * per market and per fixture, what pending and open bets could pay (`amount`, kept by
 * triggers) plus what placements in flight hold before their wallet call (`held`).
 */
export interface Exposure {
  markets: Map<number, bigint>;
  fixtures: Map<number, bigint>;
}

/** One key a bet counts on, with what it adds there and the cap it must stay under. */
export interface ExposureKey {
  scope: 'market' | 'fixture';
  refId: number;
  amount: bigint;
  /** null: no cap on this key. */
  cap: bigint | null;
}

const bigintArray = (values: readonly bigint[]) =>
  sql`${`{${values.map(String).join(',')}}`}::bigint[]`;
const capArray = (values: readonly (bigint | null)[]) =>
  sql`${`{${values.map((v) => (v === null ? 'NULL' : String(v))).join(',')}}`}::bigint[]`;
const idArray = (values: readonly number[]) =>
  sql`${`{${values.map(Number).join(',')}}`}::bigint[]`;
const scopeArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

function exposureFrom(rows: { scope: string; ref_id: unknown; exposure: unknown }[]): Exposure {
  const exposure: Exposure = { markets: new Map(), fixtures: new Map() };
  for (const row of rows) {
    const target = row.scope === 'market' ? exposure.markets : exposure.fixtures;
    target.set(Number(row.ref_id), toBigInt(row.exposure));
  }
  return exposure;
}

/** The exposure (amount + held) of markets and fixtures; a key without a row has none. */
export async function exposureOf(
  db: Executor,
  marketIds: readonly number[],
  fixtureIds: readonly number[],
): Promise<Exposure> {
  if (marketIds.length === 0 && fixtureIds.length === 0) return exposureFrom([]);
  const rows = await rowsOf<{ scope: string; ref_id: unknown; exposure: unknown }>(
    db,
    sql`select scope, ref_id, amount + held as exposure from sb_exposures
         where (scope = 'market' and ref_id = any(${idArray(marketIds)}))
            or (scope = 'fixture' and ref_id = any(${idArray(fixtureIds)}))`,
  );
  return exposureFrom(rows);
}

/** The keys of a bet's legs: its payout on each leg's market and fixture (summed per key). */
export function exposureKeysOf(
  legs: readonly { marketId: number; fixtureId: number }[],
  payout: bigint,
  capOf: (scope: 'market' | 'fixture', refId: number) => bigint | null,
): ExposureKey[] {
  const keys = new Map<string, ExposureKey>();
  const add = (scope: 'market' | 'fixture', refId: number) => {
    const id = `${scope}:${refId}`;
    const key = keys.get(id) ?? { scope, refId, amount: 0n, cap: capOf(scope, refId) };
    key.amount += payout;
    keys.set(id, key);
  };
  for (const leg of legs) {
    add('market', leg.marketId);
    add('fixture', leg.fixtureId);
  }
  return [...keys.values()];
}

/**
 * Holds the keys' amounts when every key stays under its cap, checked under the rows' locks
 * (one statement: concurrent placements queue on the rows, never both pass). Answers whether
 * it held and each key's exposure before.
 */
export async function reserveExposure(
  db: Executor,
  merchantId: number,
  keys: readonly ExposureKey[],
): Promise<{ held: boolean; before: Exposure }> {
  const rows = await rowsOf<{
    o_scope: string;
    o_ref_id: unknown;
    o_exposure: unknown;
    o_refused: boolean;
  }>(
    db,
    sql`select * from sb_exposure_reserve(${merchantId}, ${scopeArray(keys.map((k) => k.scope))},
          ${idArray(keys.map((k) => k.refId))}, ${bigintArray(keys.map((k) => k.amount))},
          ${capArray(keys.map((k) => k.cap))})`,
  );
  return {
    held: !rows.some((row) => row.o_refused),
    before: exposureFrom(
      rows.map((row) => ({ scope: row.o_scope, ref_id: row.o_ref_id, exposure: row.o_exposure })),
    ),
  };
}

/** The expression that gives back what `reserveExposure` held (to run inside another statement). */
export function releaseExposureSql(merchantId: number, keys: readonly ExposureKey[]): SQL {
  if (keys.length === 0) return sql`null`;
  return sql`sb_exposure_move(${idArray(keys.map(() => merchantId))},
          ${scopeArray(keys.map((k) => k.scope))}, ${idArray(keys.map((k) => k.refId))},
          ${bigintArray(keys.map(() => 0n))}, ${bigintArray(keys.map((k) => -k.amount))})`;
}

/** Gives back what `reserveExposure` held: the bet is written (its legs now count) or refused. */
export async function releaseExposure(
  db: Executor,
  merchantId: number,
  keys: readonly ExposureKey[],
): Promise<void> {
  if (keys.length === 0) return;
  await db.execute(sql`select ${releaseExposureSql(merchantId, keys)}`);
}

/**
 * Clears holds left by placements that stopped between the reservation and the bet (a killed
 * process): rows with a hold untouched for `idleMinutes`. A live placement holds for the length
 * of one wallet call. Answers how many rows it cleared.
 */
export async function clearStaleHolds(db: Executor, idleMinutes: number): Promise<number> {
  const rows = await rowsOf<{ scope: string }>(
    db,
    sql`update sb_exposures set held = 0, updated_at = now()
         where held <> 0 and updated_at < now() - make_interval(mins => ${idleMinutes})
        returning scope`,
  );
  return rows.length;
}
