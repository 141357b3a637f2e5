import { describe, expect, it } from 'vitest';
import { betTypes, drawIssue, hashServerSeed, lotteryKinds } from '@lobby/game-math';
import { betCost, boardTypes, pickLines, selectionOf, type Pick } from './board-spec.ts';
import { chaseMultipliers } from './chase-plan.ts';
import { recomputeDraw } from './verify/recompute-draw.ts';

const pick = (changes: Partial<Pick>): Pick => ({
  type: 'position',
  position: null,
  k: null,
  numbers: [],
  options: [],
  ...changes,
});

describe('the fast games bet board', () => {
  it("draws every bet type the server's game maths has, for every game", () => {
    for (const kind of lotteryKinds) {
      expect(boardTypes(kind).map((entry) => entry.type)).toEqual(Object.keys(betTypes[kind]));
    }
  });

  it('counts lines as the server does: n numbers are n lines, any-k is C(n, k)', () => {
    expect(pickLines('5d', pick({ position: 0, numbers: [1, 2, 3] }))).toBe(3);
    expect(pickLines('11x5', pick({ type: 'any', k: 2, numbers: [1, 2, 3, 4] }))).toBe(6);
    // fewer numbers than k is not a bet yet
    expect(pickLines('keno', pick({ type: 'pick', k: 3, numbers: [1, 2] }))).toBe(0);
    expect(pickLines('k3', pick({ type: 'bigSmall', options: ['big', 'small'] }))).toBe(2);
    expect(selectionOf(pick({ type: 'any', k: 2, numbers: [4, 7] }))).toEqual({
      type: 'any',
      k: 2,
      numbers: [4, 7],
    });
  });

  it('prices lines × line stake × multiplier in minor units, and refuses what is no bet', () => {
    expect(betCost(10, '2.00', 1)).toBe('20.00');
    expect(betCost(3, '0.10', 3)).toBe('0.90');
    expect(betCost(0, '2', 1)).toBeNull();
    expect(betCost(2, '1.005', 1)).toBeNull();
    expect(betCost(2, 'abc', 1)).toBeNull();
  });

  it('plans a chase flat or doubling, capped at the largest multiplier', () => {
    expect(chaseMultipliers('flat', 2, 3)).toEqual([2, 2, 2]);
    expect(chaseMultipliers('double', 1, 4)).toEqual([1, 2, 4, 8]);
    expect(chaseMultipliers('double', 600, 2)).toEqual([600, 1000]);
  });
});

describe('a fast-game draw verified in the browser', () => {
  const serverSeed = 'a'.repeat(64);
  const beacon = 'b'.repeat(64);
  const drawn = drawIssue({ kind: '5d', serverSeed, issueId: '20261127-0001', beacon });

  it('recomputes the numbers with the server draw and checks the commitment', () => {
    const outcome = recomputeDraw({
      kind: '5d',
      issueNo: '20261127-0001',
      serverSeed,
      beacon,
      seedHash: hashServerSeed(serverSeed),
      result: drawn.join(','),
    });
    expect(outcome).toMatchObject({ numbers: drawn, hashMatches: true, resultMatches: true });
  });

  it('tells a changed seed, issue or result apart', () => {
    const base = {
      kind: '5d',
      issueNo: '20261127-0001',
      serverSeed,
      beacon,
      seedHash: '',
      result: '',
    };
    const other = recomputeDraw({ ...base, issueNo: '20261127-0002', result: drawn.join(',') });
    expect(other?.resultMatches).toBe(false);
    expect(recomputeDraw({ ...base, seedHash: hashServerSeed('x') })?.hashMatches).toBe(false);
    expect(recomputeDraw({ ...base, beacon: '' })).toBeNull();
    expect(recomputeDraw({ ...base, kind: 'bingo' })).toBeNull();
  });
});
