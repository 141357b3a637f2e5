import { dealBaccarat } from '../baccarat/baccarat.ts';
import { crashPoint } from '../crash/crash.ts';
import { rollDice } from '../dice/dice.ts';
import { placeMines } from '../mines/mines.ts';
import { dropPlinko } from '../plinko/plinko.ts';
import { type RandomSource } from '../rng/random-source.ts';
import { spinRoulette } from '../roulette/roulette.ts';
import { type ArcadeGameCode } from './arcade-games.ts';

const twoDecimals = (hundredths: number): string =>
  `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/**
 * One scaled outcome per game as a line of text, for `npm run rng:scaled -- <game>`:
 *   crash     crash point, e.g. `2.35`
 *   dice      roll, e.g. `50.12`
 *   mines     mine cells of a 3-mine board, ascending, e.g. `3,11,20`
 *   plinko    16-row path (0 left, 1 right) and slot, e.g. `0110100101101001 8`
 *   baccarat  the cards dealt and the winner, e.g. `P:AS,9H,2C B:TD,5C banker`
 *   roulette  pocket 0..36, e.g. `17`
 */
export const arcadeScaledOutcomes: Record<ArcadeGameCode, (random: RandomSource) => string> = {
  crash: (random) => twoDecimals(crashPoint(random)),
  dice: (random) => twoDecimals(rollDice(random)),
  mines: (random) => placeMines(random, 3).join(','),
  plinko: (random) => {
    const drop = dropPlinko(random, 16);
    return `${drop.path.join('')} ${drop.slot}`;
  },
  baccarat: (random) => {
    const round = dealBaccarat(random);
    return `P:${round.player.join(',')} B:${round.banker.join(',')} ${round.winner}`;
  },
  roulette: (random) => String(spinRoulette(random)),
};

/** One scaled outcome of `game` as a line of text (see arcadeScaledOutcomes). */
export function arcadeScaledOutcome(game: ArcadeGameCode, random: RandomSource): string {
  return arcadeScaledOutcomes[game](random);
}
