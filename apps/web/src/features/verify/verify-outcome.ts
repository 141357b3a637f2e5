import {
  createFairRandom,
  crashPoint,
  dealBaccarat,
  diceMultiplier,
  dropPlinko,
  hashServerSeed,
  isDiceWin,
  isValidDiceBet,
  placeMines,
  plinkoPayouts,
  rouletteColour,
  rollDice,
  slotDefinitions,
  spinRoulette,
  spinSlot,
  type BaccaratResult,
  type SlotSpinResult,
} from '@lobby/game-math';
import type { VerifyRequest } from './verify-input.ts';

/** A recomputed outcome, exactly what the game's server drew from the same seeds. */
export type VerifyOutcome =
  | { game: 'lotus-fortune' | 'jade-dragon'; spin: SlotSpinResult; symbolCodes: string[] }
  | { game: 'crash'; crashPointX100: number }
  | {
      game: 'dice';
      roll: number;
      /** Whether the bet wins and at what multiplier; null when the target is not playable. */
      bet: { isWin: boolean; multiplier: number } | null;
    }
  | { game: 'mines'; mineCells: number[] }
  | { game: 'plinko'; path: readonly (0 | 1)[]; slot: number; multiplierX100: number }
  | { game: 'baccarat'; round: BaccaratResult }
  | { game: 'roulette'; pocket: number; colour: 'green' | 'red' | 'black' };

/** SHA-256 of the server seed: what was published before play. */
export function serverSeedHashOf(serverSeed: string): string {
  return hashServerSeed(serverSeed);
}

/**
 * Replays the game's draw from the fair stream HMAC_SHA256(serverSeed, clientSeed:nonce:cursor)
 * with the same game-math function the server calls.
 */
export function recomputeOutcome(
  seeds: { serverSeed: string; clientSeed: string; nonce: number },
  request: VerifyRequest,
): VerifyOutcome {
  const random = createFairRandom(seeds);
  switch (request.game) {
    case 'lotus-fortune':
    case 'jade-dragon': {
      const definition = slotDefinitions[request.game];
      return {
        game: request.game,
        spin: spinSlot(definition, random),
        symbolCodes: definition.symbols.map((symbol) => symbol.code),
      };
    }
    case 'crash':
      return { game: 'crash', crashPointX100: crashPoint(random) };
    case 'dice': {
      const roll = rollDice(random);
      const bet = { target: request.target, direction: request.direction };
      return {
        game: 'dice',
        roll,
        bet: isValidDiceBet(bet)
          ? { isWin: isDiceWin(bet, roll), multiplier: diceMultiplier(bet) }
          : null,
      };
    }
    case 'mines':
      return { game: 'mines', mineCells: placeMines(random, request.mines) };
    case 'plinko': {
      const drop = dropPlinko(random, request.rows);
      return {
        game: 'plinko',
        path: drop.path,
        slot: drop.slot,
        multiplierX100: plinkoPayouts(request.rows, request.risk)[drop.slot] ?? 0,
      };
    }
    case 'baccarat':
      return { game: 'baccarat', round: dealBaccarat(random) };
    case 'roulette': {
      const pocket = spinRoulette(random);
      return { game: 'roulette', pocket, colour: rouletteColour(pocket) };
    }
    default:
      return request satisfies never;
  }
}
