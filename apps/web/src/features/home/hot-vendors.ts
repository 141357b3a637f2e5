import type { GameCategory, GameType, Vendor } from '@lobby/contracts';

/** §2.2: the hot row takes the first 3 RNG, 1 FISH and 1 LIVE vendors. */
export const hotVendorQuota: readonly (readonly [GameType, number])[] = [
  ['RNG', 3],
  ['FISH', 1],
  ['LIVE', 1],
];

/** The game types that get a vendor row on the home page, in this order (§2.2). */
export const vendorRowTypes: readonly GameType[] = ['RNG', 'PVP', 'FISH', 'LIVE', 'SPORTS'];

/** The vendors whose games the hot row lists, in quota order; vendors in maintenance skipped. */
export function hotVendors(categories: readonly GameCategory[]): Vendor[] {
  return hotVendorQuota.flatMap(([gameType, count]) => {
    const category = categories.find((candidate) => candidate.gameType === gameType);
    return (category?.vendors ?? []).filter((vendor) => !vendor.isMaintenance).slice(0, count);
  });
}

/** The categories that get a vendor row, in the order of {@link vendorRowTypes}. */
export function vendorRowCategories(categories: readonly GameCategory[]): GameCategory[] {
  return vendorRowTypes.flatMap((gameType) => {
    const category = categories.find((candidate) => candidate.gameType === gameType);
    return category && category.vendors.length > 0 ? [category] : [];
  });
}
