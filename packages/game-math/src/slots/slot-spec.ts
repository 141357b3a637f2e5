import {
  type SlotCode,
  type SlotDefinition,
  type SlotSymbol,
  type SlotSymbolKind,
} from './slot-types.ts';

/** A symbol as written in a slot's source file, with its line pays (count → line bets). */
export interface SlotSymbolSpec {
  code: string;
  name: string;
  kind: SlotSymbolKind;
  /** Line bets paid by a run of 3, 4 or 5 from reel 1 (regular symbols only). */
  pays?: Partial<Record<3 | 4 | 5, number>>;
}

/** A slot as written in its source file: readable strips of symbol codes. */
export interface SlotSpec {
  code: SlotCode;
  name: string;
  symbols: readonly SlotSymbolSpec[];
  /** Five reel strips, symbol codes separated by spaces. */
  reels: readonly string[];
  paylines: readonly (readonly number[])[];
  /** Total bets paid by 3, 4, 5 scatters anywhere. */
  scatterPays: Partial<Record<3 | 4 | 5, number>>;
  /** Free spins by scatter count. */
  freeSpinAwards: Partial<Record<3 | 4 | 5, number>>;
  freeSpinMultiplier: number;
  canRetrigger: boolean;
  declaredRtp: number;
}

const reelCount = 5;
const rowCount = 3;

/**
 * Turns a readable spec into a SlotDefinition and checks the rules the maths relies on:
 * one wild and one scatter, integer pays, and never two scatters in one reel's window
 * (scatters at least 3 apart around the strip), so a window shows at most 5 scatters.
 */
export function buildSlotDefinition(spec: SlotSpec): SlotDefinition {
  const symbols: SlotSymbol[] = spec.symbols.map((symbol, id) => ({
    id,
    code: symbol.code,
    name: symbol.name,
    kind: symbol.kind,
  }));
  const idByCode = new Map(symbols.map((symbol) => [symbol.code, symbol.id]));
  if (idByCode.size !== symbols.length) throw new Error(`${spec.code}: duplicate symbol code`);
  for (const kind of ['wild', 'scatter'] as const) {
    if (symbols.filter((symbol) => symbol.kind === kind).length !== 1) {
      throw new Error(`${spec.code}: needs exactly one ${kind}`);
    }
  }
  if (spec.reels.length !== reelCount) throw new Error(`${spec.code}: needs ${reelCount} reels`);
  const reels = spec.reels.map((strip, reel) =>
    strip
      .trim()
      .split(/\s+/)
      .map((code) => {
        const id = idByCode.get(code);
        if (id === undefined) throw new Error(`${spec.code}: reel ${reel + 1} has unknown ${code}`);
        return id;
      }),
  );
  const scatter = symbols.find((symbol) => symbol.kind === 'scatter')!.id;
  reels.forEach((strip, reel) => {
    for (let stop = 0; stop < strip.length; stop++) {
      let seen = 0;
      for (let row = 0; row < rowCount; row++) {
        if (strip[(stop + row) % strip.length] === scatter) seen += 1;
      }
      if (seen > 1) throw new Error(`${spec.code}: reel ${reel + 1} shows two scatters at ${stop}`);
    }
  });
  for (const line of spec.paylines) {
    if (line.length !== reelCount || line.some((row) => row < 0 || row >= rowCount)) {
      throw new Error(`${spec.code}: bad payline ${line.join(',')}`);
    }
  }
  const byCount = (table: Partial<Record<3 | 4 | 5, number>> | undefined): number[] => {
    const values = [0, 0, 0, table?.[3] ?? 0, table?.[4] ?? 0, table?.[5] ?? 0];
    if (values.some((value) => !Number.isSafeInteger(value) || value < 0)) {
      throw new Error(`${spec.code}: pays must be non-negative integers`);
    }
    return values;
  };
  return {
    code: spec.code,
    name: spec.name,
    reelCount,
    rowCount,
    symbols,
    reels,
    paylines: spec.paylines,
    linePays: spec.symbols.map((symbol) =>
      symbol.kind === 'regular' ? byCount(symbol.pays) : byCount(undefined),
    ),
    scatterPays: byCount(spec.scatterPays),
    freeSpins: {
      awards: byCount(spec.freeSpinAwards),
      multiplier: spec.freeSpinMultiplier,
      canRetrigger: spec.canRetrigger,
    },
    declaredRtp: spec.declaredRtp,
  };
}
