import { useTranslation } from 'react-i18next';
import { isSlotCode, slotDefinitions, slotRestingStops, slotWindowAt } from '@lobby/game-math';

/**
 * The picture of a symbol: an SVG of the art set drawn for the slot's theme (apps/web/src/art,
 * served from public/art/slots), loaded by the browser when the reels first show it.
 */
export function slotSymbolImage(gameCode: string, symbol: string): string {
  return `/art/slots/${encodeURIComponent(gameCode)}/${encodeURIComponent(symbol)}.svg`;
}

/**
 * The reels at rest before the first spin (game-math's resting stops: a fixed face that pays
 * and highlights nothing), in symbol codes as a spin's screen is. Null for a code that is no slot.
 */
export function restingWindow(gameCode: string): string[][] | null {
  if (!isSlotCode(gameCode)) return null;
  const definition = slotDefinitions[gameCode];
  return slotWindowAt(definition, slotRestingStops(definition)).map((reel) =>
    reel.map((id) => definition.symbols[id]?.code ?? ''),
  );
}

/** The cells ("reel:row") of every winning line of a screen. */
export function winningCells(lineWins: readonly { cells: readonly [number, number][] }[]) {
  return new Set(lineWins.flatMap((win) => win.cells.map(([reel, row]) => `${reel}:${row}`)));
}

/** The stakes offered: whole line bets (5, 10, 20 … minor units) times the line count. */
export function slotStakeChoices(lines: number): bigint[] {
  return [5n, 10n, 20n, 40n, 100n, 200n, 500n].map((lineBet) => lineBet * BigInt(lines));
}

type Names = Record<string, Record<string, string> | undefined>;

/**
 * The translated names of the slots and their symbols, read as whole trees (the keys are
 * game and symbol codes): `title` of a game, `symbol` of a game's symbol (its code if none).
 */
export function useSlotNames(gameCode: string) {
  const { t } = useTranslation('originals');
  const games = t('slots.games', { returnObjects: true }) as Record<string, string | undefined>;
  const symbols = t('slots.symbols', { returnObjects: true }) as Names;
  return {
    title: games[gameCode] ?? gameCode,
    symbol: (code: string) => symbols[gameCode]?.[code] ?? code,
  };
}
