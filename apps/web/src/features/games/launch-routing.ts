import type { Game, GameCategory, GameType, Vendor } from '@lobby/contracts';
import { appPaths, withSearch } from '../../lib/app-paths.ts';
import type { SessionState } from '../session/index.ts';

/**
 * Game launch routing (§4.9) as pure functions: which page a game type, a vendor or a game
 * leads to. The top navigation, the side menu and the game cards all route through here.
 */

/**
 * The page of each game type. §2.1 gives routes to eight types; cockfight vendors run one
 * lobby game each like a sports book, so they live in the game centre, and arcade games are
 * short games listed like slots, so they live in the game list centre. Both carry their type
 * in the query so the page can tell them apart.
 */
const gameTypePages: Record<GameType, string> = {
  LIVE: appPaths.live,
  RNG: appPaths.rng,
  PVP: appPaths.pvp,
  FISH: appPaths.fish,
  SPORTS: appPaths.sports,
  ESPORTS: appPaths.esports,
  LOTT: appPaths.lott,
  ELOTT: appPaths.elott,
  COCKFIGHT: withSearch(appPaths.sports, { gameType: 'COCKFIGHT' }),
  ARCADE: withSearch(appPaths.rng, { gameType: 'ARCADE' }),
};

/**
 * Esports vendor codes (§9), as in the contracts' esportsVendorCodes (launch-routing.test.ts
 * keeps them equal); repeated because that contracts module also builds zod schemas, which
 * must stay out of the first-load JavaScript.
 */
export const esportsVendorCodes: readonly string[] = ['AV', 'IMES', 'IA', 'AI', 'TF'];

/** Types whose vendors open a list of their games rather than one game (§4.9). */
const listedTypes: ReadonlySet<GameType> = new Set(['FISH', 'RNG']);

/** The page listing a game type: the "All" entry of a category. */
export function gameTypePath(gameType: GameType): string {
  return gameTypePages[gameType];
}

function appendQuery(path: string, query: Record<string, string | undefined>): string {
  const [pathname = path, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, value);
  }
  const text = params.toString();
  return text ? `${pathname}?${text}` : pathname;
}

/**
 * The page a vendor's games run on when it has one of its own: the lottery pages, and the
 * in-house book (LOBBYSB, LOBBYES) and cockfight (LOBBYCF); undefined for other vendors.
 */
function ownPagePath(vassalage: string, gameType: GameType, gameCode?: string): string | undefined {
  if (vassalage === 'LOBBYCF') return appPaths.cockfight;
  if (vassalage === 'LOBBYSB') return appPaths.sports;
  if (vassalage === 'LOBBYES') return appPaths.esports;
  if (vassalage === 'TCG_LOTTO_VN') return withSearch(appPaths.vnLottery, { gameCode });
  if (vassalage === 'TCG_SEA') return withSearch(appPaths.seaLottery, { gameCode });
  if (
    gameType === 'LOTT' ||
    gameType === 'ELOTT' ||
    vassalage === 'LOTT' ||
    vassalage === 'ELOTT'
  ) {
    return withSearch(appPaths.lottery, { gameCode });
  }
  return undefined;
}

/**
 * Where selecting a vendor in a menu leads (§4.9): FISH and RNG vendors open their list page
 * with ?vassalage=; lottery vendors open their lottery page; any other vendor starts its game,
 * which for now is its game type's page with ?vassalage= (the launch itself lands later).
 */
export function vendorPath(vendor: Pick<Vendor, 'vassalage' | 'gameType'>): string {
  const { vassalage, gameType } = vendor;
  if (listedTypes.has(gameType)) return gameListPath(gameType, vassalage);
  return ownPagePath(vassalage, gameType) ?? gameListPath(gameType, vassalage);
}

/** A game type's list page, narrowed to one vendor when `vassalage` is given. */
export function gameListPath(gameType: GameType, vassalage?: string): string {
  return appendQuery(gameTypePath(gameType), { vassalage });
}

/** What pressing a game's start button does. */
export type GameLaunch =
  | { kind: 'login' }
  | { kind: 'needs-real-account' }
  | { kind: 'game-list'; vassalage: string; gameType: GameType }
  | { kind: 'route'; to: string }
  /** Runs in an embedded frame: on /seamless (`to`), or in the game popup of a list. */
  | { kind: 'frame'; to: string; vassalage: string; gameCode: string };

/**
 * Launch routing of a game (§4.9): guests get the login popup, trial users the
 * 'Please Register An Account First' prompt; lottery games open their lottery page (the
 * in-house book and cockfight theirs), a
 * VASSALAGE entry opens the vendor's game-list popup, any other game starts on /seamless.
 */
export function gameLaunch(
  game: Pick<Game, 'vassalage' | 'gameType' | 'gameCode' | 'isGame'>,
  session: Pick<SessionState, 'token' | 'isTrial'>,
): GameLaunch {
  if (!session.token) return { kind: 'login' };
  if (session.isTrial) return { kind: 'needs-real-account' };
  const page = ownPagePath(game.vassalage, game.gameType, game.gameCode);
  if (page) return { kind: 'route', to: page };
  if (game.isGame === 'VASSALAGE') {
    return { kind: 'game-list', vassalage: game.vassalage, gameType: game.gameType };
  }
  return {
    kind: 'frame',
    to: withSearch(appPaths.seamless, { vassalage: game.vassalage, gameCode: game.gameCode }),
    vassalage: game.vassalage,
    gameCode: game.gameCode,
  };
}

/**
 * Esports vendors are split out of SPORTS into an ESPORTS category (§4.9), placed right after
 * SPORTS (or added to an existing ESPORTS category); when the server has already done it,
 * the list comes back unchanged.
 */
export function splitEsports(categories: GameCategory[]): GameCategory[] {
  const isEsports = (vendor: Vendor) => esportsVendorCodes.includes(vendor.vassalage);
  const sports = categories.find((category) => category.gameType === 'SPORTS');
  const moved = (sports?.vendors.filter(isEsports) ?? []).map((vendor) => ({
    ...vendor,
    gameType: 'ESPORTS' as const,
  }));
  if (moved.length === 0) return categories;
  const existing = categories.find((category) => category.gameType === 'ESPORTS');
  const result: GameCategory[] = [];
  for (const category of categories) {
    if (category === sports) {
      const rest = category.vendors.filter((vendor) => !isEsports(vendor));
      if (rest.length > 0) result.push({ ...category, vendors: rest });
      if (!existing) result.push({ gameType: 'ESPORTS', title: 'ESPORTS', vendors: moved });
    } else if (category === existing) {
      result.push({ ...category, vendors: [...category.vendors, ...moved] });
    } else {
      result.push(category);
    }
  }
  return result;
}

/** The lottery prize mode (§4.9): ELOTT when ELOTT lists TCG_LOTTO_VN or LOTT, else LOTT. */
export function prizeModeOf(categories: GameCategory[]): 'ELOTT' | 'LOTT' {
  const elott = categories.find((category) => category.gameType === 'ELOTT');
  const hasCards = elott?.vendors.some(
    (vendor) => vendor.vassalage === 'TCG_LOTTO_VN' || vendor.vassalage === 'LOTT',
  );
  return hasCards ? 'ELOTT' : 'LOTT';
}

/** Sum of the vendors' games: a category with more than 10 gets the large drop menu (§2.3). */
export function categoryGameCount(category: Pick<GameCategory, 'vendors'>): number {
  return category.vendors.reduce((sum, vendor) => sum + vendor.gameCount, 0);
}

export function hasLargeMenu(category: Pick<GameCategory, 'vendors'>): boolean {
  return categoryGameCount(category) > 10;
}
