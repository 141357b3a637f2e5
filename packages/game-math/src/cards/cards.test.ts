import { describe, expect, it } from 'vitest';
import { createFastRandom } from '../rng/fast-random.ts';
import { chiSquare, uniformExpected } from '../stats/chi-square.ts';
import { cardAt, cardRanks, cardSuits, createShoeDealer, drawFromFreshShoe } from './cards.ts';

describe('cards', () => {
  it('lays a deck out suit by suit, ace to king', () => {
    expect(cardAt(0)).toBe('AS');
    expect(cardAt(9)).toBe('TS');
    expect(cardAt(12)).toBe('KS');
    expect(cardAt(13)).toBe('AH');
    expect(cardAt(51)).toBe('KC');
    expect(cardAt(52)).toBe('AS');
  });

  it('deals a whole shoe as a permutation (each card 8 times in 8 decks)', () => {
    const cards = drawFromFreshShoe(createFastRandom(416), 416, 416);
    const counts = new Map<string, number>();
    for (const card of cards) counts.set(card, (counts.get(card) ?? 0) + 1);
    expect(counts.size).toBe(52);
    expect([...counts.values()].every((n) => n === 8)).toBe(true);
  });

  it('deals one by one exactly as all at once', () => {
    const dealer = createShoeDealer(createFastRandom(5), 416);
    const oneByOne = Array.from({ length: 10 }, () => dealer.next());
    expect(drawFromFreshShoe(createFastRandom(5), 416, 10)).toEqual(oneByOne);
    expect(() => drawFromFreshShoe(createFastRandom(5), 52, 53)).toThrow(RangeError);
    const small = createShoeDealer(createFastRandom(5), 1);
    small.next();
    expect(() => small.next()).toThrow(RangeError);
  });

  it('deals the first card uniformly (chi-square at 99%)', () => {
    const random = createFastRandom(52);
    const counts = new Array<number>(52).fill(0);
    const rounds = 52 * 200;
    for (let i = 0; i < rounds; i++) {
      const [card] = drawFromFreshShoe(random, 416, 1) as [string];
      counts[cardSuits.indexOf(card[1] as never) * 13 + cardRanks.indexOf(card[0] as never)]! += 1;
    }
    expect(chiSquare(counts, uniformExpected(52, rounds)).pValue).toBeGreaterThan(0.01);
  });
});
