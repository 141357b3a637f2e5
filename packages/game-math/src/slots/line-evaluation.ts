import { type SlotDefinition } from './slot-types.ts';

/** A payline's outcome; `pay` in line bets before any multiplier (0 = no win). */
export interface LineOutcome {
  symbol: number;
  count: number;
  pay: number;
}

/** Per-slot lookups for reading a payline, precomputed once. */
export interface LineEvaluator {
  /** Reads the symbols on one payline (left to right) and returns its win. */
  evaluate(symbolsOnLine: ArrayLike<number>): LineOutcome;
}

/**
 * The line rule: a run is counted from reel 1 over the first non-wild symbol and wilds; a
 * leading run of wilds alone pays as the regular symbol that pays most for that count; the
 * line pays the higher of the two readings (the longer run on a tie). Scatters never pay on
 * lines and stop a run.
 */
export function createLineEvaluator(def: SlotDefinition): LineEvaluator {
  const wild = def.symbols.find((symbol) => symbol.kind === 'wild')!.id;
  const isRegular = def.symbols.map((symbol) => symbol.kind === 'regular');
  const bestWildSymbol: number[] = [];
  const bestWildPay: number[] = [];
  for (let count = 0; count <= def.reelCount; count++) {
    let best = 0;
    let bestSymbol = -1;
    def.symbols.forEach((symbol) => {
      const pay = def.linePays[symbol.id]![count]!;
      if (symbol.kind === 'regular' && pay > best) {
        best = pay;
        bestSymbol = symbol.id;
      }
    });
    bestWildPay.push(best);
    bestWildSymbol.push(bestSymbol);
  }
  const noWin: LineOutcome = { symbol: -1, count: 0, pay: 0 };
  return {
    evaluate(line) {
      const reels = line.length;
      let wilds = 0;
      while (wilds < reels && line[wilds] === wild) wilds += 1;
      const wildPay = bestWildPay[wilds]!;
      const wildOutcome: LineOutcome =
        wildPay > 0 ? { symbol: bestWildSymbol[wilds]!, count: wilds, pay: wildPay } : noWin;
      if (wilds === reels) return wildOutcome;
      const first = line[wilds]!;
      if (!isRegular[first]) return wildOutcome;
      let count = wilds + 1;
      while (count < reels && (line[count] === first || line[count] === wild)) count += 1;
      const pay = def.linePays[first]![count]!;
      if (pay > 0 && pay >= wildPay) return { symbol: first, count, pay };
      return wildOutcome;
    },
  };
}
