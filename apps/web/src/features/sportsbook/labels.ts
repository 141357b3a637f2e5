import type { TFunction } from 'i18next';
import type { Language, LocalizedText, SportsMarketView } from '@lobby/contracts';
import { marketKeys, pickKeys, shortKeys } from './text-keys.ts';

/** A name in the page's language (English when that one is empty). */
export function nameIn(text: LocalizedText | null | undefined, lang: Language): string {
  if (!text) return '';
  return text[lang] || text.en;
}

/** A line with its sign: "-0.75", "+0.5", "0"; totals as they are ("2.5"). */
export function signedLine(line: string): string {
  return /^[-+]/.test(line) || Number(line) === 0 ? line : `+${line}`;
}

const negatedLine = (line: string) => {
  const value = -Number(line);
  return value === 0 ? '0' : value > 0 ? `+${value}` : String(value);
};

/** "Handicap -0.75", "1X2 · 1st half", "Over/Under 2.5". */
export function marketLabel(
  t: TFunction,
  market: Pick<SportsMarketView, 'kind' | 'period' | 'line'>,
) {
  const base = t(marketKeys[market.kind]);
  const line = market.line
    ? ` ${market.kind === 'handicap' || market.kind === 'map_handicap' ? signedLine(market.line) : market.line}`
    : '';
  return market.period === 'first_half'
    ? `${base}${line} · ${t('market.firstHalf')}`
    : `${base}${line}`;
}

interface Teams {
  home: LocalizedText;
  away: LocalizedText;
}

/**
 * A selection as the member reads it: the team for home/away (with its handicap line), Draw,
 * Over/Under, Odd/Even; a correct score or an outright by its own name or code.
 */
export function selectionLabel(
  t: TFunction,
  lang: Language,
  teams: Teams,
  market: Pick<SportsMarketView, 'kind' | 'line'>,
  selection: { code: string; name: LocalizedText | null },
): string {
  if (selection.name) return nameIn(selection.name, lang);
  const handicap = market.kind === 'handicap' || market.kind === 'map_handicap';
  if (selection.code === 'home' || selection.code === 'away') {
    const team = nameIn(teams[selection.code], lang);
    if (!handicap || !market.line) return team;
    return `${team} ${selection.code === 'home' ? signedLine(market.line) : negatedLine(market.line)}`;
  }
  const named = pickKeys[selection.code];
  if (named) return t(named);
  return selection.code;
}

/** The short label on a price button of a fixture row: 1 / X / 2, the line, O / U. */
export function shortPick(
  t: TFunction,
  market: Pick<SportsMarketView, 'kind' | 'line'>,
  code: string,
): string {
  if (market.kind === 'match_1x2' || market.kind === 'match_winner') {
    return shortKeys[code] ? t(shortKeys[code]) : code;
  }
  if (market.kind === 'handicap' && market.line) {
    return code === 'home' ? signedLine(market.line) : negatedLine(market.line);
  }
  if (market.kind === 'over_under' && market.line)
    return `${shortKeys[code] ? t(shortKeys[code]) : code} ${market.line}`;
  return code;
}
