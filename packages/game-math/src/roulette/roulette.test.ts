import { describe, expect, it } from 'vitest';
import { createFastRandom } from '../rng/fast-random.ts';
import { chiSquare, uniformExpected } from '../stats/chi-square.ts';
import {
  allRouletteSpotTexts,
  parseRouletteSpot,
  rouletteColour,
  rouletteRedNumbers,
} from './roulette-spots.ts';
import { rouletteRtp, settleRouletteBet, spinRoulette } from './roulette.ts';

describe('roulette spots', () => {
  it('has every standard spot of the layout once', () => {
    const texts = allRouletteSpotTexts();
    const byKind = new Map<string, number>();
    for (const text of texts) {
      const kind = parseRouletteSpot(text)!.kind;
      byKind.set(kind, (byKind.get(kind) ?? 0) + 1);
    }
    expect(new Set(texts).size).toBe(texts.length);
    expect(Object.fromEntries(byKind)).toEqual({
      straight: 37,
      split: 60, // 24 across + 33 down + 0-1, 0-2, 0-3
      street: 12,
      corner: 22,
      line: 11,
      dozen: 3,
      column: 3,
      red: 1,
      black: 1,
      odd: 1,
      even: 1,
      low: 1,
      high: 1,
    });
  });

  it('parses to the numbers covered and round-trips the canonical text', () => {
    expect(parseRouletteSpot('split:17-20')?.numbers).toEqual([17, 20]);
    expect(parseRouletteSpot('split:0-3')?.numbers).toEqual([0, 3]);
    expect(parseRouletteSpot('street:13')?.numbers).toEqual([13, 14, 15]);
    expect(parseRouletteSpot('corner:13-17')?.numbers).toEqual([13, 14, 16, 17]);
    expect(parseRouletteSpot('line:31')?.numbers).toEqual([31, 32, 33, 34, 35, 36]);
    expect(parseRouletteSpot('dozen:2')?.numbers).toEqual([
      13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
    ]);
    expect(parseRouletteSpot('column:3')?.numbers).toEqual([
      3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36,
    ]);
    expect(parseRouletteSpot('black')?.numbers).not.toContain(0);
    for (const text of allRouletteSpotTexts()) expect(parseRouletteSpot(text)?.text).toBe(text);
  });

  it.each([
    'straight:37',
    'straight:-1',
    'straight:07',
    'straight:+1',
    'straight:1.0',
    'straight:1e1',
    'straight:',
    'straight:1:2',
    'split:17-19',
    'split:20-17',
    'split:3-4',
    'split:0-4',
    'split:1-2-3',
    'street:2',
    'street:37',
    'corner:3-7',
    'corner:13-18',
    'corner:33-37',
    'line:34',
    'dozen:0',
    'dozen:4',
    'column:4',
    'RED',
    ' red',
    'red ',
    'green',
    '__proto__',
    'toString',
    'constructor',
    '',
    'straight:17'.padEnd(40, '0'),
  ])('refuses %j', (text) => {
    expect(parseRouletteSpot(text)).toBeNull();
  });

  it('colours 18 red, 18 black and zero green', () => {
    expect(rouletteRedNumbers).toHaveLength(18);
    expect(rouletteColour(0)).toBe('green');
    expect(rouletteColour(1)).toBe('red');
    expect(rouletteColour(2)).toBe('black');
    expect(rouletteColour(19)).toBe('red');
    expect(rouletteColour(28)).toBe('black');
  });
});

describe('roulette settlement', () => {
  it('pays the standard odds, stake included', () => {
    expect(settleRouletteBet(parseRouletteSpot('straight:17')!, 100n, 17)).toBe(3600n);
    expect(settleRouletteBet(parseRouletteSpot('split:17-20')!, 100n, 20)).toBe(1800n);
    expect(settleRouletteBet(parseRouletteSpot('street:13')!, 100n, 15)).toBe(1200n);
    expect(settleRouletteBet(parseRouletteSpot('corner:13-17')!, 100n, 16)).toBe(900n);
    expect(settleRouletteBet(parseRouletteSpot('line:13')!, 100n, 18)).toBe(600n);
    expect(settleRouletteBet(parseRouletteSpot('dozen:3')!, 100n, 36)).toBe(300n);
    expect(settleRouletteBet(parseRouletteSpot('red')!, 100n, 1)).toBe(200n);
    expect(settleRouletteBet(parseRouletteSpot('red')!, 100n, 0)).toBe(0n);
    expect(settleRouletteBet(parseRouletteSpot('low')!, 100n, 19)).toBe(0n);
    expect(() => settleRouletteBet(parseRouletteSpot('red')!, -1n, 1)).toThrow(RangeError);
  });

  it('returns exactly 36/37 on every spot (enumerating all 37 pockets)', () => {
    for (const text of allRouletteSpotTexts()) {
      const spot = parseRouletteSpot(text)!;
      let returned = 0n;
      for (let n = 0; n <= 36; n++) returned += settleRouletteBet(spot, 1n, n);
      expect(returned, text).toBe(36n); // 36 returned over 37 pockets of stake 1
    }
    expect(rouletteRtp).toBeCloseTo(0.972973, 6);
  });
});

describe('roulette spin', () => {
  it('is uniform over 0..36 (chi-square at 99%)', () => {
    const random = createFastRandom(37);
    const counts = new Array<number>(37).fill(0);
    const spins = 37 * 300;
    for (let i = 0; i < spins; i++) counts[spinRoulette(random)]! += 1;
    expect(chiSquare(counts, uniformExpected(37, spins)).pValue).toBeGreaterThan(0.01);
  });
});
