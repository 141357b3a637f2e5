import { bankerDraws, baccaratDecks, playerDraws } from './baccarat.ts';

/** Exact outcome counts of a round, out of every ordered 6-card sequence of the shoe. */
export interface BaccaratOutcomeCounts {
  /** Sequences where the player wins. */
  readonly playerWins: number;
  /** Sequences where the banker wins. */
  readonly bankerWins: number;
  /** Sequences that tie. */
  readonly ties: number;
  /** All sequences: 416 × 415 × 414 × 413 × 412 × 411 (exact in a double, < 2^53). */
  readonly total: number;
}

/**
 * Enumerates every deal of a fresh 8-deck shoe by card points (0 has 128 cards, 1–9 have 32
 * each), weighting each path by the number of card sequences that produce it. Rounds that use
 * fewer than six cards are weighted by the ways to draw the unused cards, so every count is
 * out of the same 6-card total and all sums stay exact integers below 2^53.
 */
export function enumerateBaccaratOutcomes(): BaccaratOutcomeCounts {
  enumerated ??= countOutcomes();
  return enumerated;
}

let enumerated: BaccaratOutcomeCounts | undefined;

function countOutcomes(): BaccaratOutcomeCounts {
  const left = Array.from({ length: 10 }, (_, points) => (points === 0 ? 16 : 4) * baccaratDecks);
  const shoeSize = 52 * baccaratDecks;
  let playerWins = 0;
  let bankerWins = 0;
  let ties = 0;

  const record = (player: number, banker: number, weight: number, cardsUsed: number): void => {
    let ways = weight;
    for (let k = cardsUsed; k < 6; k++) ways *= shoeSize - k;
    if (player > banker) playerWins += ways;
    else if (banker > player) bankerWins += ways;
    else ties += ways;
  };

  // draw(k) calls next(points, weight) for each point value still in the shoe, then restores it
  const forEachCard = (weight: number, next: (points: number, weight: number) => void): void => {
    for (let points = 0; points < 10; points++) {
      const count = left[points] as number;
      if (count === 0) continue;
      left[points] = count - 1;
      next(points, weight * count);
      left[points] = count;
    }
  };

  forEachCard(1, (p1, w1) =>
    forEachCard(w1, (b1, w2) =>
      forEachCard(w2, (p2, w3) =>
        forEachCard(w3, (b2, w4) => {
          const player = (p1 + p2) % 10;
          const banker = (b1 + b2) % 10;
          if (player >= 8 || banker >= 8) return record(player, banker, w4, 4);
          if (!playerDraws(player)) {
            if (!bankerDraws(banker, null)) return record(player, banker, w4, 4);
            return forEachCard(w4, (b3, w5) => record(player, (banker + b3) % 10, w5, 5));
          }
          forEachCard(w4, (p3, w5) => {
            const player3 = (player + p3) % 10;
            if (!bankerDraws(banker, p3)) return record(player3, banker, w5, 5);
            forEachCard(w5, (b3, w6) => record(player3, (banker + b3) % 10, w6, 6));
          });
        }),
      ),
    ),
  );
  let total = 1;
  for (let k = 0; k < 6; k++) total *= shoeSize - k;
  return { playerWins, bankerWins, ties, total };
}

/** Exact return to player of each baccarat spot (from the enumeration; pairs: 12 × 31/415). */
export function baccaratExactRtp(): Record<
  'player' | 'banker' | 'tie' | 'player_pair' | 'banker_pair',
  number
> {
  const { playerWins, bankerWins, ties, total } = enumerateBaccaratOutcomes();
  const ranksPerValue = 4 * baccaratDecks; // cards of one rank in the shoe
  const pair = (12 * (ranksPerValue - 1)) / (52 * baccaratDecks - 1);
  return {
    player: (2 * playerWins + ties) / total,
    banker: (1.95 * bankerWins + ties) / total,
    tie: (9 * ties) / total,
    player_pair: pair,
    banker_pair: pair,
  };
}
