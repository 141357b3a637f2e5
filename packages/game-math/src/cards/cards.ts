import { type RandomSource, uniformInt } from '../rng/random-source.ts';

/**
 * Playing cards. A card is a two-character code: rank `A23456789TJQK` then suit `SHDC`
 * (`AS` = ace of spades, `TD` = ten of diamonds). Within one deck, card index c (0..51) is
 * suit `SHDC`[floor(c / 13)] and rank `A23456789TJQK`[c % 13]; a shoe of d decks repeats that
 * order d times (shoe position p is deck card p % 52).
 */
export type CardRank = 'A' | '2' | '3' | '4' | '5' | '6' | '7' | '8' | '9' | 'T' | 'J' | 'Q' | 'K';

/** Suit letter: spades, hearts, diamonds, clubs. */
export type CardSuit = 'S' | 'H' | 'D' | 'C';

/** A card code such as `AS` or `TD`. */
export type Card = `${CardRank}${CardSuit}`;

/** Ranks in deck order. */
export const cardRanks: readonly CardRank[] = [
  'A',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  'T',
  'J',
  'Q',
  'K',
];

/** Suits in deck order. */
export const cardSuits: readonly CardSuit[] = ['S', 'H', 'D', 'C'];

/** Cards in one deck. */
export const deckSize = 52;

/** The card at a position of an unshuffled shoe. */
export function cardAt(shoePosition: number): Card {
  const c = shoePosition % deckSize;
  return `${cardRanks[c % 13] as CardRank}${cardSuits[Math.floor(c / 13)] as CardSuit}`;
}

/** Rank of a card. */
export function cardRank(card: Card): CardRank {
  return card[0] as CardRank;
}

/**
 * Draws `count` cards without replacement from a fresh, unshuffled shoe of `shoeSize` cards:
 * the first `count` steps of a Fisher–Yates shuffle (step i swaps position i with
 * i + uniformInt(shoeSize − i)), kept sparse so no 416-card array is built per round.
 */
export function drawFromFreshShoe(random: RandomSource, shoeSize: number, count: number): Card[] {
  if (!Number.isInteger(count) || count < 0 || count > shoeSize) throw new RangeError('bad count');
  const dealer = createShoeDealer(random, shoeSize);
  return Array.from({ length: count }, () => dealer.next());
}

/**
 * A dealer over a fresh shoe: each `next()` is the next Fisher–Yates step of
 * `drawFromFreshShoe`, so dealing one by one equals drawing them all at once.
 */
export function createShoeDealer(random: RandomSource, shoeSize: number): { next(): Card } {
  const moved = new Map<number, number>();
  let i = 0;
  return {
    next(): Card {
      if (i >= shoeSize) throw new RangeError('shoe is empty');
      const j = i + uniformInt(random, shoeSize - i);
      const atJ = moved.get(j) ?? j;
      moved.set(j, moved.get(i) ?? i);
      i++;
      return cardAt(atJ);
    },
  };
}
