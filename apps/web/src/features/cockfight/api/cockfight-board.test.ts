import { describe, expect, it } from 'vitest';
import type { CockfightBoard, CockfightFightView } from '@lobby/contracts';
import { withFight } from './cockfight-board.ts';

const fight = (id: number, fightNumber: number, changes: Partial<CockfightFightView> = {}) =>
  ({
    id,
    eventId: 1,
    fightNumber,
    meron: 'M',
    wala: 'W',
    state: 'open',
    result: null,
    pools: { meron: '0.00', wala: '0.00', draw: '0.00' },
    payoutPer100: { meron: null, wala: null },
    wouldCancel: true,
    ...changes,
  }) satisfies CockfightFightView;

const board: CockfightBoard = {
  available: true,
  country: 'KH',
  event: { id: 1, arena: 'A', eventDate: '2026-11-27', videoUrl: null, status: 'running' },
  fights: [fight(12, 2), fight(11, 1, { state: 'resulted', result: 'wala' })],
  trend: [{ fightNumber: 1, result: 'wala' }],
  drawReturnMultiple: 9,
};

describe('the board with a fight from the live channel', () => {
  it('replaces the fight in place with its new pools', () => {
    const pools = { meron: '100.00', wala: '50.00', draw: '0.00' };
    const next = withFight(board, fight(12, 2, { pools }));
    expect(next.fights.map((one) => [one.id, one.pools.meron])).toEqual([
      [12, '100.00'],
      [11, '0.00'],
    ]);
  });

  it('adds a new fight first and puts a result into the trend grid in fight order', () => {
    const added = withFight(board, fight(13, 3));
    expect(added.fights.map((one) => one.id)).toEqual([13, 12, 11]);
    const resulted = withFight(added, fight(12, 2, { state: 'resulted', result: 'meron' }));
    expect(resulted.trend).toEqual([
      { fightNumber: 1, result: 'wala' },
      { fightNumber: 2, result: 'meron' },
    ]);
    // a correction replaces the bead
    const corrected = withFight(resulted, fight(12, 2, { state: 'resulted', result: 'draw' }));
    expect(corrected.trend.map((bead) => bead.result)).toEqual(['wala', 'draw']);
  });

  it("ignores another event's fight", () => {
    expect(withFight(board, fight(99, 1, { eventId: 2 }))).toBe(board);
  });
});
