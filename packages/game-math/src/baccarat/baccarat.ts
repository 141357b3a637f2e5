import { type Card, cardRank, createShoeDealer, deckSize } from '../cards/cards.ts';
import { type RandomSource } from '../rng/random-source.ts';

/**
 * Punto banco baccarat from a fresh 8-deck shoe (416 cards) every round.
 *
 * Deal order: player, banker, player, banker, then the player's third card (if drawn), then
 * the banker's third card (if drawn). Card points: A = 1, 2–9 face value, T/J/Q/K = 0; a hand
 * totals its points mod 10. Third-card rules: see `playerDraws` / `bankerDraws`.
 *
 * Bets, payouts (total returned incl. stake) and exact RTP (see baccarat-odds.ts, computed by
 * enumerating every card sequence of the 8-deck shoe):
 *   player       1:1   returns 2 × stake; a tie returns the stake          RTP 98.7649%
 *   banker    0.95:1   returns stake + floor(stake × 95 / 100); tie pushes RTP 98.9421%
 *   tie          8:1   returns 9 × stake                                   RTP 85.6404%
 *   player_pair 11:1   first two player cards of equal rank; 12 × stake    RTP 89.6386%
 *   banker_pair 11:1   same for the banker                                 RTP 89.6386%
 * (Player wins 44.6247%, banker 45.8597%, tie 9.5156%; a pair has chance 31/415.) The banker
 * win is floor(stake × 0.95): the fraction of a minor unit below stays with the house.
 */
export const baccaratDecks = 8;

/** Cards in the shoe. */
export const baccaratShoeSize = baccaratDecks * deckSize;

/** Bet spots of the baccarat table. */
export const baccaratSpots = ['player', 'banker', 'tie', 'player_pair', 'banker_pair'] as const;

/** A baccarat bet spot. */
export type BaccaratSpot = (typeof baccaratSpots)[number];

/** Which hand won. */
export type BaccaratWinner = 'player' | 'banker' | 'tie';

/** A dealt round. */
export interface BaccaratResult {
  /** Player cards in deal order (2 or 3). */
  readonly player: readonly Card[];
  /** Banker cards in deal order (2 or 3). */
  readonly banker: readonly Card[];
  /** Player total 0..9. */
  readonly playerTotal: number;
  /** Banker total 0..9. */
  readonly bankerTotal: number;
  /** Winning hand or tie. */
  readonly winner: BaccaratWinner;
  /** Player's first two cards share a rank. */
  readonly playerPair: boolean;
  /** Banker's first two cards share a rank. */
  readonly bankerPair: boolean;
}

/** True when `text` is a baccarat spot. */
export function isBaccaratSpot(text: string): text is BaccaratSpot {
  return (baccaratSpots as readonly string[]).includes(text);
}

/** Baccarat points of a card: A = 1, 2–9 face value, ten and pictures 0. */
export function baccaratPoints(card: Card): number {
  const index = '0A23456789'.indexOf(cardRank(card));
  return index > 0 ? index : 0;
}

/** The player draws a third card on a two-card total of 0–5 (no natural on either side). */
export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/**
 * Whether the banker draws, given its two-card total and the player's third card points
 * (null when the player stood): stood → draw on 0–5; else 0–2 draw, 3 unless the player's third
 * is 8, 4 on 2–7, 5 on 4–7, 6 on 6–7, 7 stands.
 */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

function total(cards: readonly Card[]): number {
  return cards.reduce((sum, card) => sum + baccaratPoints(card), 0) % 10;
}

/** Deals one round from a fresh 416-card shoe and applies the third-card rules. */
export function dealBaccarat(random: RandomSource): BaccaratResult {
  const shoe = createShoeDealer(random, baccaratShoeSize);
  const [p1, b1, p2, b2] = [shoe.next(), shoe.next(), shoe.next(), shoe.next()];
  const player: Card[] = [p1, p2];
  const banker: Card[] = [b1, b2];
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(total(player))) {
      const card = shoe.next();
      player.push(card);
      playerThird = baccaratPoints(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(shoe.next());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  return {
    player,
    banker,
    playerTotal,
    bankerTotal,
    winner: playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie',
    playerPair: cardRank(p1) === cardRank(p2),
    bankerPair: cardRank(b1) === cardRank(b2),
  };
}

/** Total returned (stake included) for a bet on `spot`; 0n for a lost bet. */
export function settleBaccaratBet(
  spot: BaccaratSpot,
  stake: bigint,
  result: BaccaratResult,
): bigint {
  if (stake < 0n) throw new RangeError('stake must not be negative');
  switch (spot) {
    case 'player':
      if (result.winner === 'tie') return stake;
      return result.winner === 'player' ? stake * 2n : 0n;
    case 'banker':
      if (result.winner === 'tie') return stake;
      return result.winner === 'banker' ? stake + (stake * 95n) / 100n : 0n;
    case 'tie':
      return result.winner === 'tie' ? stake * 9n : 0n;
    case 'player_pair':
      return result.playerPair ? stake * 12n : 0n;
    case 'banker_pair':
      return result.bankerPair ? stake * 12n : 0n;
    default:
      return spot satisfies never;
  }
}
