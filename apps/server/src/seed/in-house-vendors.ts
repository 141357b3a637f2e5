import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { gameProviders, games, vendors } from '../db/schema/index.ts';
import { demoCatalogue, gameRowsOf, vendorRowOf } from './catalogue-data.ts';
import { demoGameProviders } from './demo-game-providers.ts';
import type { SeedTx } from './seed-tx.ts';

const originals = demoGameProviders.find((p) => p.code === 'LobbyOriginals')!;
const inHouseProviders = demoGameProviders.filter((p) => !p.signsRequests);
/** Every vendor code Lobby runs in house: the originals, lottery, the book, cockfight. */
export const inHouseVendorCodes: readonly string[] = inHouseProviders.flatMap((p) => [
  ...p.vassalages,
]);

/**
 * The upgrade step for brands that run Lobby's in-house games (a `LobbyOriginals` provider row)
 * from a version before the in-house lottery, book and cockfight (docs/sportsbook.md
 * "Upgrading"): idempotent, run at every start. It appends the missing vendor codes to
 * LobbyOriginals' vassalages (ELOTT, LOTT, LOBBYSB, LOBBYES), adds the LobbyCockfight provider
 * (LOBBYCF) and the missing catalogue rows (vendors and their games) of every in-house vendor.
 * Nothing present is changed; an operator's own edits of those rows stay.
 */
export async function ensureInHouseVendors(
  db: Db | SeedTx,
  counts: Record<string, number> = {},
): Promise<Record<string, number>> {
  const brands = await db
    .select({
      id: gameProviders.id,
      merchantId: gameProviders.merchantId,
      vassalages: gameProviders.vassalages,
    })
    .from(gameProviders)
    .where(eq(gameProviders.code, originals.code));
  const add = (key: string, n: number) => {
    if (n > 0) counts[key] = (counts[key] ?? 0) + n;
  };
  for (const { id, merchantId, vassalages } of brands) {
    const missing = originals.vassalages.filter((code) => !vassalages.includes(code));
    if (missing.length > 0) {
      await db
        .update(gameProviders)
        .set({ vassalages: [...vassalages, ...missing] })
        .where(eq(gameProviders.id, id));
      add('gameProvidersUpgraded', 1);
    }
    const providers = await db
      .insert(gameProviders)
      .values(inHouseProviders.map((p) => ({ merchantId, ...p, vassalages: [...p.vassalages] })))
      .onConflictDoNothing()
      .returning({ id: gameProviders.id });
    add('gameProviders', providers.length);
    const lines = demoCatalogue.filter((line) => inHouseVendorCodes.includes(line.vassalage));
    const vendorRows = await db
      .insert(vendors)
      .values(lines.map((line) => vendorRowOf(merchantId, line)))
      .onConflictDoNothing()
      .returning({ id: vendors.id });
    add('vendors', vendorRows.length);
    const gameRows = await db
      .insert(games)
      .values(lines.flatMap((line) => gameRowsOf(merchantId, line)))
      .onConflictDoNothing()
      .returning({ id: games.id });
    add('games', gameRows.length);
  }
  return counts;
}
