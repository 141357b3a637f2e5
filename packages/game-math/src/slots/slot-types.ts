/** The in-house video slots. */
export type SlotCode = 'lotus-fortune' | 'jade-dragon';

/** What a symbol does: pays on lines, substitutes (wild), or pays anywhere (scatter). */
export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

/** One symbol of a slot; its id is its index in `SlotDefinition.symbols`. */
export interface SlotSymbol {
  id: number;
  /** Short code used in the reel strips of the source, e.g. `KOI`. */
  code: string;
  /** English name (the UI translates by code). */
  name: string;
  kind: SlotSymbolKind;
}

/** The free-spin feature: scatters trigger it; every win inside it is multiplied. */
export interface SlotFreeSpinRule {
  /** Free spins awarded by scatter count (index = count; 0 = no trigger). */
  awards: readonly number[];
  /** Multiplier on every line and scatter win of a free spin. */
  multiplier: number;
  /** Whether scatters during free spins award more free spins (same award table). */
  canRetrigger: boolean;
}

/** A complete 5×3 video slot: symbols, reel strips, paylines, paytable, feature. */
export interface SlotDefinition {
  code: SlotCode;
  name: string;
  reelCount: number;
  rowCount: number;
  symbols: readonly SlotSymbol[];
  /** Reel strips, symbol ids; a reel stopped at `s` shows strip[s], strip[s+1], strip[s+2] (cyclic). */
  reels: readonly (readonly number[])[];
  /** Fixed paylines: the row (0 = top) on each reel. Every spin plays all of them. */
  paylines: readonly (readonly number[])[];
  /** Line pays in line bets: linePays[symbolId][count] for a run of `count` from reel 1. */
  linePays: readonly (readonly number[])[];
  /** Scatter pays in TOTAL bets by scatter count anywhere in the window (index = count). */
  scatterPays: readonly number[];
  freeSpins: SlotFreeSpinRule;
  /** The RTP the paytable is built for; `exactRtp` proves it. */
  declaredRtp: number;
}

/** A winning payline. */
export interface SlotLineWin {
  /** Index into `SlotDefinition.paylines` (0-based; the UI shows line + 1). */
  line: number;
  /** The paying symbol id (a wild-only run pays as the best regular symbol). */
  symbol: number;
  /** How many reels from the left the run covers. */
  count: number;
  /** 1 in the base game, the free-spin multiplier in free spins. */
  multiplier: number;
  /** Line bets won: linePays[symbol][count] × multiplier. */
  win: number;
}

/** One evaluated window (the base spin or one free spin). */
export interface SlotSpinStep {
  /** Stop of each reel: the strip index shown on the top row. */
  stops: number[];
  /** window[reel][row] = symbol id, row 0 = top. */
  window: number[][];
  lineWins: SlotLineWin[];
  scatterCount: number;
  /** Scatter win in line bets (scatter pay × line count × multiplier). */
  scatterWin: number;
  /** Free spins this step awarded (0 if none). */
  freeSpinsAwarded: number;
  multiplier: number;
  /** Everything this step won, in line bets. */
  win: number;
}

/** A paid spin and the free spins it led to. */
export interface SlotSpinResult {
  base: SlotSpinStep;
  freeSpins: SlotSpinStep[];
  /** Total win in line bets (an integer). Payout = stake / lines × totalWin. */
  totalWin: number;
}
