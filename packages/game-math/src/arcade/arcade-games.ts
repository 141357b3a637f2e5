import { baccaratExactRtp } from '../baccarat/baccarat-odds.ts';
import { dealBaccarat, settleBaccaratBet } from '../baccarat/baccarat.ts';
import { crashPoint, crashRtp, settleCrashBet } from '../crash/crash.ts';
import { diceRtp, rollDice, settleDiceBet } from '../dice/dice.ts';
import { minesRtp, placeMines, settleMinesCashout } from '../mines/mines.ts';
import { dropPlinko, plinkoExactRtp, settlePlinkoBet } from '../plinko/plinko.ts';
import { type RandomSource } from '../rng/random-source.ts';
import { parseRouletteSpot } from '../roulette/roulette-spots.ts';
import { rouletteRtp, settleRouletteBet, spinRoulette } from '../roulette/roulette.ts';

/** The in-house arcade and table games whose maths lives here (slots are separate). */
export const arcadeGameCodes = [
  'crash',
  'dice',
  'mines',
  'plinko',
  'baccarat',
  'roulette',
] as const;

/** Code of an arcade or table game. */
export type ArcadeGameCode = (typeof arcadeGameCodes)[number];

/** True when `code` is an arcade or table game code. */
export function isArcadeGameCode(code: string): code is ArcadeGameCode {
  return (arcadeGameCodes as readonly string[]).includes(code);
}

/** A representative bet of a game for RTP simulation. */
export interface ArcadeRtpGame {
  /** The bet simulated, in words. */
  readonly bet: string;
  /** Its exact (theoretical) RTP, 0..1. */
  readonly exactRtp: number;
  /** Plays one round: the amount returned per unit staked (0 when lost). */
  play(random: RandomSource): number;
}

const unit = 1_000_000n; // stake in minor units; floor rounding then costs < 1e-6 per round
const returned = (payout: bigint): number => Number(payout) / Number(unit);
const minesRevealOrder = [0, 1, 2, 3, 4];
const redSpot = parseRouletteSpot('red');
if (!redSpot) throw new Error('red spot must parse');

/** One representative bet per game with its exact RTP, for `npm run rtp -- <game>`. */
export const arcadeRtpGames: Record<ArcadeGameCode, ArcadeRtpGame> = {
  crash: {
    bet: 'auto cash-out at 2.00×',
    exactRtp: crashRtp,
    play: (random) => returned(settleCrashBet(unit, 200, crashPoint(random))),
  },
  dice: {
    bet: 'under 50.00',
    exactRtp: diceRtp,
    play: (random) =>
      returned(settleDiceBet({ target: 5000, direction: 'under' }, unit, rollDice(random))),
  },
  mines: {
    bet: '3 mines, reveal 5 cells, cash out',
    exactRtp: minesRtp,
    play: (random) => {
      const mines = placeMines(random, 3);
      const hit = minesRevealOrder.some((cell) => mines.includes(cell));
      return hit ? 0 : returned(settleMinesCashout(unit, 3, minesRevealOrder.length));
    },
  },
  plinko: {
    bet: '16 rows, medium risk',
    exactRtp: plinkoExactRtp(16, 'medium'),
    play: (random) => returned(settlePlinkoBet(unit, 16, 'medium', dropPlinko(random, 16).slot)),
  },
  baccarat: {
    bet: 'banker',
    // a getter: the enumeration (tens of ms) runs only when asked, not when a page imports this
    get exactRtp() {
      return baccaratExactRtp().banker;
    },
    play: (random) => returned(settleBaccaratBet('banker', unit, dealBaccarat(random))),
  },
  roulette: {
    bet: 'red',
    exactRtp: rouletteRtp,
    play: (random) => returned(settleRouletteBet(redSpot, unit, spinRoulette(random))),
  },
};
