import {
  type Card,
  crashElapsedFor,
  crashPoint,
  createFairRandom,
  dealBaccarat,
  isBaccaratSpot,
  isValidCrashCashout,
  parseRouletteSpot,
  rouletteColour,
  settleBaccaratBet,
  settleCrashBet,
  settleRouletteBet,
  spinRoulette,
} from '@lobby/game-math';
import type { TableCode, TableResult } from '@lobby/contracts';

/** How long each phase of a table lasts (milliseconds). */
export interface TableTiming {
  /** Bets are taken this long after a round opens. */
  bettingMs: number;
  /** After settling, the result stays on screen this long before the next round opens. */
  showResultMs: number;
}

/** Crash rounds are quick; the card and wheel tables leave time to place chips and to deal. */
export const tableTimings: Record<TableCode, TableTiming> = {
  crash: { bettingMs: 8_000, showResultMs: 4_000 },
  baccarat: { bettingMs: 15_000, showResultMs: 9_000 },
  roulette: { bettingMs: 15_000, showResultMs: 8_000 },
};

/**
 * A round whose next step came due more than this long ago was missed (no runner was alive):
 * players could not act meanwhile, so it is cancelled and its open bets refunded.
 */
export const missedRoundGraceMs = 10_000;

/** The vendor (vassalage) each table is listed under in the catalogue. */
export const tableVassalages: Record<TableCode, string> = {
  crash: 'LOBBY',
  baccarat: 'LOBBYLIVE',
  roulette: 'LOBBYLIVE',
};

/** The only spot of the crash table. */
export const crashSpot = 'crash';

/** The round's outcome from its seeds: the game maths on the provably fair stream, nonce 0. */
export function drawTableResult(
  table: TableCode,
  seeds: { serverSeed: string; clientSeed: string },
): TableResult {
  const random = createFairRandom({ ...seeds, nonce: 0 });
  switch (table) {
    case 'crash':
      return { kind: 'crash', crashPoint: crashPoint(random) };
    case 'baccarat': {
      const dealt = dealBaccarat(random);
      return {
        kind: 'baccarat',
        player: [...dealt.player],
        banker: [...dealt.banker],
        playerTotal: dealt.playerTotal,
        bankerTotal: dealt.bankerTotal,
        winner: dealt.winner,
        playerPair: dealt.playerPair,
        bankerPair: dealt.bankerPair,
      };
    }
    case 'roulette': {
      const number = spinRoulette(random);
      return { kind: 'roulette', number, colour: rouletteColour(number) };
    }
    default:
      return table satisfies never;
  }
}

/** The canonical spot text when `spot` is a bet of `table`, else null. */
export function canonicalSpot(table: TableCode, spot: string): string | null {
  switch (table) {
    case 'crash':
      return spot === crashSpot ? spot : null;
    case 'baccarat':
      return isBaccaratSpot(spot) ? spot : null;
    case 'roulette':
      return parseRouletteSpot(spot)?.text ?? null;
    default:
      return table satisfies never;
  }
}

/** True when an auto cash-out target (×100) is allowed. */
export function isValidAutoCashout(targetX100: number): boolean {
  return isValidCrashCashout(targetX100);
}

/**
 * Total returned for a settled bet (stake included; 0n when lost). Crash bets that were not
 * cashed out by hand win at their auto cash-out target when it is at or below the crash point.
 */
export function payoutFor(
  result: TableResult,
  bet: { spot: string; stake: bigint; autoCashoutAt: number | null },
): bigint {
  switch (result.kind) {
    case 'crash':
      return bet.autoCashoutAt === null
        ? 0n
        : settleCrashBet(bet.stake, bet.autoCashoutAt, result.crashPoint);
    case 'baccarat':
      if (!isBaccaratSpot(bet.spot)) throw new Error(`not a baccarat spot: ${bet.spot}`);
      return settleBaccaratBet(bet.spot, bet.stake, {
        ...result,
        player: result.player as Card[],
        banker: result.banker as Card[],
      });
    case 'roulette': {
      const spot = parseRouletteSpot(bet.spot);
      if (!spot) throw new Error(`not a roulette spot: ${bet.spot}`);
      return settleRouletteBet(spot, bet.stake, result.number);
    }
    default:
      return result satisfies never;
  }
}

/** When (epoch ms) a crash round that started at `startedAt` crashes. */
export function crashTimeOf(startedAt: number, crashPointX100: number): number {
  return startedAt + crashElapsedFor(crashPointX100);
}
