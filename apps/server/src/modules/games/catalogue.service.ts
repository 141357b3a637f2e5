import {
  formatMinorUnits,
  type Game,
  type GameCategory,
  type GameType,
  type GetGamesQuery,
  type GetGamesResponse,
  type GetWinnerBoardQuery,
  type Language,
  type LocalizedText,
  type Vendor,
  type WinnerEntry,
} from '@lobby/contracts';
import type { Merchant } from '../../platform/merchant-context.ts';
import type { CatalogueRepository, GameRow, WinnerRow } from './catalogue.repository.ts';
import {
  categoryOf,
  categoryTitle,
  gameTypeRank,
  selectorsFor,
  type StoredKind,
} from './game-categories.ts';

function textIn(text: LocalizedText, lang: Language): string {
  return text[lang] || text.en;
}

/** A vendor as the menu builder needs it: stored kind, presentation and its game count. */
export interface MenuVendorInput extends StoredKind {
  displayName: LocalizedText;
  iconUrl: string;
  isGame: Vendor['isGame'];
  isMaintenance: boolean;
  sort: number;
  gameCount: number;
}

/**
 * Game menus (§2.3): one category per game type that has vendors, ESPORTS and COCKFIGHT split
 * out of SPORTS; vendors in vendor-sorting order and categories in the order of their first
 * vendor (ties by the fixed order of game types). Input order is kept among equal sorts.
 */
export function buildGameMenus(input: readonly MenuVendorInput[], lang: Language): GameCategory[] {
  const placed = input.map((vendor) => ({ vendor, category: categoryOf(vendor) }));
  const ordered = placed.toSorted(
    (a, b) => a.vendor.sort - b.vendor.sort || gameTypeRank[a.category] - gameTypeRank[b.category],
  );
  const categories = new Map<GameType, GameCategory>();
  for (const { vendor, category } of ordered) {
    let entry = categories.get(category);
    if (!entry) {
      entry = { gameType: category, title: categoryTitle(category, lang), vendors: [] };
      categories.set(category, entry);
    }
    entry.vendors.push({
      vassalage: vendor.vassalage,
      displayName: textIn(vendor.displayName, lang),
      gameType: category,
      iconUrl: vendor.iconUrl,
      isGame: vendor.isGame,
      isMaintenance: vendor.isMaintenance,
      gameCount: vendor.gameCount,
      sort: vendor.sort,
    });
  }
  return [...categories.values()];
}

/** Paging arithmetic: where a 1-based page starts, and how many pages there are (0 if none). */
export function pageOf(
  totalCount: number,
  pageNo: number,
  pageSize: number,
): { offset: number; totalPages: number } {
  if (!Number.isInteger(pageNo) || pageNo < 1) throw new RangeError('pageNo must be 1 or more');
  if (!Number.isInteger(pageSize) || pageSize < 1)
    throw new RangeError('pageSize must be 1 or more');
  return { offset: (pageNo - 1) * pageSize, totalPages: Math.ceil(totalCount / pageSize) };
}

/**
 * Hides most of a member name for public boards: `jackpot42` → `ja***42`; short names keep
 * only their first (and, from 3 characters, last) character. Counts characters, not bytes.
 */
export function maskCustomerName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return '***';
  if (chars.length < 3) return `${chars[0]}***`;
  if (chars.length < 6) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/** A catalogue row as the client sees it; a vendor under maintenance puts its games under it. */
export function toGame(row: GameRow, vendorMaintenance: boolean, lang: Language): Game {
  return {
    nodeId: row.id,
    gameCode: row.gameCode,
    vassalage: row.vassalage,
    gameType: categoryOf(row),
    displayName: textIn(row.displayName, lang),
    isGame: row.isGame,
    isHot: row.isHot ? 1 : 0,
    lagerIcon: row.lagerIcon,
    showIcon: row.showIcon,
    iconUrl: row.iconUrl,
    isMaintenance: row.isMaintenance || vendorMaintenance,
    hasTrial: row.hasTrial,
  };
}

/** A winner-feed row as the board shows it: masked name, game in `lang`, brand currency. */
export function toWinnerEntry(
  win: WinnerRow,
  game: GameRow,
  merchant: Pick<Merchant, 'currencyDecimals' | 'currencySymbol'>,
  lang: Language,
): WinnerEntry {
  return {
    customerName: maskCustomerName(win.customerName),
    gameName: textIn(game.displayName, lang),
    nodeId: game.id,
    vassalage: game.vassalage,
    gameCode: game.gameCode,
    gameType: categoryOf(game),
    winAmount: formatMinorUnits(win.winAmount, merchant.currencyDecimals),
    currencySymbol: merchant.currencySymbol,
    wonAt: win.wonAt.toISOString(),
  };
}

/** Game menus, game lists and the winner board of a brand. */
export function createCatalogueService(deps: { repository: CatalogueRepository }) {
  const { repository } = deps;
  return {
    /** Categories with their vendors (top navigation, side menu, home rows). */
    async listGameMenus(merchantId: number, lang: Language): Promise<GameCategory[]> {
      const rows = await repository.findActiveVendors(merchantId);
      return buildGameMenus(
        rows.map(({ vendor, gameCount }) => ({ ...vendor, gameCount })),
        lang,
      );
    },

    /** One page of games filtered by category, vendor and hotness. */
    async listGames(merchantId: number, query: GetGamesQuery): Promise<GetGamesResponse> {
      const { pageNo, pageSize, lang } = query;
      const { offset } = pageOf(0, pageNo, pageSize);
      const { rows, total } = await repository.findGamesPage(
        merchantId,
        {
          ...(query.gameType ? { selectors: selectorsFor(query.gameType) } : {}),
          ...(query.vassalage === undefined ? {} : { vassalage: query.vassalage }),
          hotOnly: query.hot === '1',
        },
        { offset, limit: pageSize },
      );
      return {
        content: rows.map(({ game, vendorMaintenance }) => toGame(game, vendorMaintenance, lang)),
        pageNum: pageNo,
        pageSize,
        totalPages: pageOf(total, pageNo, pageSize).totalPages,
        totalCount: total,
      };
    },

    /** The latest wins, names masked, amounts in the brand's currency. */
    async listWinners(
      merchant: Pick<Merchant, 'id' | 'currencyDecimals' | 'currencySymbol'>,
      query: GetWinnerBoardQuery,
    ): Promise<WinnerEntry[]> {
      const rows = await repository.findLatestWins(merchant.id, {
        ...(query.gameCategory === 'ALL' ? {} : { selectors: selectorsFor(query.gameCategory) }),
        limit: query.limitNum,
      });
      return rows.map(({ win, game }) => toWinnerEntry(win, game, merchant, query.lang));
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
