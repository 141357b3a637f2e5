import {
  cockfightVendorCodes,
  esportsVendorCodes,
  gameTypes,
  type GameType,
  type Language,
  type LocalizedText,
} from '@lobby/contracts';

/** A vendor or game as stored: its own game type and its vendor code. */
export interface StoredKind {
  gameType: GameType;
  vassalage: string;
}

const esports: readonly string[] = esportsVendorCodes;
const cockfight: readonly string[] = cockfightVendorCodes;

/**
 * The category a vendor or game is shown under (§4.9, §9): vendors filed under SPORTS whose
 * code is an e-sports code form ESPORTS, cockfight codes form COCKFIGHT; everything else keeps
 * its own type.
 */
export function categoryOf(kind: StoredKind): GameType {
  if (kind.gameType !== 'SPORTS') return kind.gameType;
  if (esports.includes(kind.vassalage)) return 'ESPORTS';
  if (cockfight.includes(kind.vassalage)) return 'COCKFIGHT';
  return 'SPORTS';
}

/** One way a stored row can belong to a category: its type, and optionally a code list. */
export interface StoredKindSelector {
  gameType: GameType;
  vassalageIn?: readonly string[];
  vassalageNotIn?: readonly string[];
}

/**
 * The stored rows that `categoryOf` puts in `category`, as selectors the repository turns into
 * SQL; the inverse of `categoryOf`, so list filters and menus always agree.
 */
export function selectorsFor(category: GameType): StoredKindSelector[] {
  switch (category) {
    case 'SPORTS':
      return [{ gameType: 'SPORTS', vassalageNotIn: [...esports, ...cockfight] }];
    case 'ESPORTS':
      return [{ gameType: 'ESPORTS' }, { gameType: 'SPORTS', vassalageIn: esports }];
    case 'COCKFIGHT':
      return [{ gameType: 'COCKFIGHT' }, { gameType: 'SPORTS', vassalageIn: cockfight }];
    default:
      return [{ gameType: category }];
  }
}

/** Whether a stored row matches a selector; the in-memory twin of the repository's SQL. */
export function matchesSelector(kind: StoredKind, selector: StoredKindSelector): boolean {
  if (kind.gameType !== selector.gameType) return false;
  if (selector.vassalageIn && !selector.vassalageIn.includes(kind.vassalage)) return false;
  if (selector.vassalageNotIn?.includes(kind.vassalage)) return false;
  return true;
}

/** Category names shown in the top navigation and side menu. */
const categoryTitles: Record<GameType, LocalizedText> = {
  LIVE: { en: 'Live Casino', th: 'คาสิโนสด', tl: 'Live Casino' },
  RNG: { en: 'Slots', th: 'สล็อต', tl: 'Slots' },
  PVP: { en: 'Poker', th: 'โป๊กเกอร์', tl: 'Poker' },
  FISH: { en: 'Fishing', th: 'เกมยิงปลา', tl: 'Pangingisda' },
  SPORTS: { en: 'Sports', th: 'กีฬา', tl: 'Palakasan' },
  ESPORTS: { en: 'E-Sports', th: 'อีสปอร์ต', tl: 'E-Sports' },
  LOTT: { en: 'Lottery', th: 'หวย', tl: 'Loterya' },
  ELOTT: { en: 'E-Lottery', th: 'หวยออนไลน์', tl: 'E-Loterya' },
  COCKFIGHT: { en: 'Cockfight', th: 'ไก่ชน', tl: 'Sabong' },
  ARCADE: { en: 'Arcade', th: 'อาร์เคด', tl: 'Arcade' },
};

/** The category's name in a language. */
export function categoryTitle(category: GameType, lang: Language): string {
  return categoryTitles[category][lang] || categoryTitles[category].en;
}

/** Fixed position of each type, to break ties between categories with equal vendor sort. */
export const gameTypeRank: Record<GameType, number> = Object.fromEntries(
  gameTypes.map((type, index) => [type, index]),
) as Record<GameType, number>;
