import { coins, dragon, koi, lotus, phoenix, tiger } from './motifs-nature.ts';
import { lantern, temple } from './motifs-objects.ts';
import { fan, pearl, rankLetter, turtle } from './motifs-symbols.ts';
import { themes, type ThemeName } from './palette.ts';
import { radial, sharedGradients, svgDocument } from './svg-kit.ts';

/** How one reel symbol is drawn. */
interface SymbolArt {
  motif: () => string;
  theme: ThemeName;
  /** Wilds and scatters wear a gold frame; the others a frame of their game's colour. */
  isSpecial?: boolean;
}

const symbol = (motif: () => string, theme: ThemeName, isSpecial = false): SymbolArt => ({
  motif,
  theme,
  isSpecial,
});

/** The card ranks of a game, each in one of its theme's colours. */
const ranks = (rankThemes: readonly ThemeName[]) =>
  Object.fromEntries(
    ['A', 'K', 'Q', 'J', '10', '9'].map((rank, index) => [
      rank,
      symbol(() => rankLetter(rank), rankThemes[index % rankThemes.length] ?? 'violet'),
    ]),
  );

/**
 * Every symbol of the in-house slots (codes of packages/game-math's slot definitions), drawn
 * for the slot's theme: Lotus Fortune is a temple garden, Jade Dragon a jade legend.
 */
export const slotSymbols: Record<string, Record<string, SymbolArt>> = {
  'lotus-fortune': {
    WILD: symbol(lotus, 'rose', true),
    SCAT: symbol(temple, 'crimson', true),
    KOI: symbol(koi, 'ocean'),
    LAN: symbol(lantern, 'night'),
    FAN: symbol(fan, 'violet'),
    COIN: symbol(coins, 'amber'),
    ...ranks(['rose', 'amber', 'violet', 'ocean', 'forest', 'crimson']),
  },
  'jade-dragon': {
    WILD: symbol(dragon, 'jade', true),
    SCAT: symbol(pearl, 'lagoon', true),
    PHX: symbol(phoenix, 'ember'),
    TGR: symbol(tiger, 'amber'),
    TRT: symbol(turtle, 'jade'),
    CRP: symbol(koi, 'crimson'),
    ...ranks(['jade', 'lagoon', 'forest', 'amber', 'ocean', 'crimson']),
  },
};

/** One symbol's picture: a framed square of its theme with the motif inside. */
export function drawSlotSymbol({ motif, theme, isSpecial }: SymbolArt): string {
  const colours = themes[theme];
  const defs = radial('back', colours.glow, colours.deep) + sharedGradients(colours);
  const frame = isSpecial ? 'url(#gold)' : colours.lead;
  const body = [
    `<rect x="6" y="6" width="228" height="228" rx="36" fill="url(#back)" stroke="${frame}" stroke-width="${isSpecial ? 12 : 6}"/>`,
    `<g transform="translate(120 122) scale(.84) translate(-120 -120)">${motif()}</g>`,
  ].join('');
  return svgDocument(240, 240, defs, body);
}
