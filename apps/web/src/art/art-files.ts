import { drawGameTile, gameTiles } from './game-tiles.ts';
import { chip } from './motifs-objects.ts';
import { drawSlotSymbol, slotSymbols } from './slot-symbols.ts';
import { drawVendorMark, vendorMarks } from './vendor-marks.ts';

/** Where the demo brand's pictures live under apps/web/public (the seed's URLs). */
export const brandArtFolder = 'demo/lotus';
/** Where the in-house slots' reel symbols live under apps/web/public. */
export const slotArtFolder = 'art/slots';

/**
 * Every drawn file, by its path under apps/web/public, and its SVG text: the game tiles, the
 * vendor marks, the default game picture and the slot symbols.
 */
export function drawAllArt(): Map<string, string> {
  const files = new Map<string, string>();
  for (const [name, tile] of Object.entries(gameTiles)) {
    files.set(`${brandArtFolder}/games/${name}.svg`, drawGameTile(tile));
  }
  for (const [name, vendor] of Object.entries(vendorMarks)) {
    files.set(`${brandArtFolder}/vendors/${name}.svg`, drawVendorMark(vendor));
  }
  files.set(
    `${brandArtFolder}/default-game.svg`,
    drawGameTile({ motif: () => chip(120, 120, 80), theme: 'violet' }),
  );
  for (const [game, symbols] of Object.entries(slotSymbols)) {
    for (const [code, art] of Object.entries(symbols)) {
      files.set(`${slotArtFolder}/${game}/${code}.svg`, drawSlotSymbol(art));
    }
  }
  return files;
}
