import { type RandomSource } from '../../rng/random-source.ts';
import { type SlotDefinition } from '../slot-types.ts';

/** A RandomSource that returns the given words, in order (stops below every strip length). */
export function scriptedRandom(words: readonly number[]): RandomSource {
  let next = 0;
  return {
    nextUint32() {
      if (next >= words.length) throw new Error('scripted random ran out of words');
      return words[next++]!;
    },
  };
}

/** The stop that puts `symbolCode` on `row` of `reel`. */
export function stopShowing(
  def: SlotDefinition,
  reel: number,
  row: number,
  symbolCode: string,
): number {
  const symbol = def.symbols.find((candidate) => candidate.code === symbolCode)!.id;
  const strip = def.reels[reel]!;
  const at = strip.indexOf(symbol);
  if (at < 0) throw new Error(`${symbolCode} is not on reel ${reel + 1}`);
  return (at - row + strip.length) % strip.length;
}
