import { describe, expect, it } from 'vitest';
import { createFairRandom, crashPoint, spinRoulette } from '@lobby/game-math';
import type { TableResult } from '@lobby/contracts';
import { canonicalSpot, crashTimeOf, drawTableResult, payoutFor } from './table-rules.ts';

const seeds = { serverSeed: 'a'.repeat(64), clientSeed: '42' };
const bet = (spot: string, stake: bigint, autoCashoutAt: number | null = null) => ({
  spot,
  stake,
  autoCashoutAt,
});

describe('the table rules', () => {
  it('draws a round from its seeds with the game maths at nonce 0', () => {
    const random = () => createFairRandom({ ...seeds, nonce: 0 });
    expect(drawTableResult('crash', seeds)).toEqual({
      kind: 'crash',
      crashPoint: crashPoint(random()),
    });
    const number = spinRoulette(random());
    expect(drawTableResult('roulette', seeds)).toMatchObject({ kind: 'roulette', number });
    expect(drawTableResult('baccarat', seeds)).toEqual(drawTableResult('baccarat', seeds));
    expect(drawTableResult('roulette', { ...seeds, clientSeed: '43' })).not.toEqual(
      drawTableResult('roulette', { ...seeds, clientSeed: '44' }),
    );
  });

  it('accepts only the spots of each table, in canonical text', () => {
    expect(canonicalSpot('crash', 'crash')).toBe('crash');
    expect(canonicalSpot('crash', 'player')).toBeNull();
    expect(canonicalSpot('baccarat', 'banker_pair')).toBe('banker_pair');
    expect(canonicalSpot('baccarat', 'red')).toBeNull();
    expect(canonicalSpot('roulette', 'split:17-20')).toBe('split:17-20');
    for (const bad of [
      'straight:37',
      'split:17-19',
      'dozen:4',
      'corner:3-7',
      'straight:07',
      'banker',
    ]) {
      expect(canonicalSpot('roulette', bad)).toBeNull();
    }
  });

  it('pays roulette spots at their odds, stake included', () => {
    const seventeen: TableResult = { kind: 'roulette', number: 17, colour: 'black' };
    expect(payoutFor(seventeen, bet('straight:17', 100n))).toBe(3_600n);
    expect(payoutFor(seventeen, bet('split:17-20', 100n))).toBe(1_800n);
    expect(payoutFor(seventeen, bet('street:16', 100n))).toBe(1_200n);
    expect(payoutFor(seventeen, bet('corner:13-17', 100n))).toBe(900n);
    expect(payoutFor(seventeen, bet('line:13', 100n))).toBe(600n);
    expect(payoutFor(seventeen, bet('dozen:2', 100n))).toBe(300n);
    expect(payoutFor(seventeen, bet('column:2', 100n))).toBe(300n);
    expect(payoutFor(seventeen, bet('black', 100n))).toBe(200n);
    expect(payoutFor(seventeen, bet('odd', 100n))).toBe(200n);
    expect(payoutFor(seventeen, bet('low', 100n))).toBe(200n);
    expect(payoutFor(seventeen, bet('red', 100n))).toBe(0n);
    const zero: TableResult = { kind: 'roulette', number: 0, colour: 'green' };
    expect(payoutFor(zero, bet('even', 100n))).toBe(0n);
    expect(payoutFor(zero, bet('straight:0', 100n))).toBe(3_600n);
  });

  it('pays baccarat spots: banker commission, pushes on a tie, pairs', () => {
    const bankerWins: TableResult = {
      kind: 'baccarat',
      player: ['2S', '3H'],
      banker: ['4D', '4C'],
      playerTotal: 5,
      bankerTotal: 8,
      winner: 'banker',
      playerPair: false,
      bankerPair: true,
    };
    expect(payoutFor(bankerWins, bet('banker', 1_000n))).toBe(1_950n);
    expect(payoutFor(bankerWins, bet('banker', 1n))).toBe(1n);
    expect(payoutFor(bankerWins, bet('player', 1_000n))).toBe(0n);
    expect(payoutFor(bankerWins, bet('banker_pair', 100n))).toBe(1_200n);
    expect(payoutFor(bankerWins, bet('player_pair', 100n))).toBe(0n);
    const tie: TableResult = { ...bankerWins, bankerTotal: 5, winner: 'tie', bankerPair: false };
    expect(payoutFor(tie, bet('player', 1_000n))).toBe(1_000n);
    expect(payoutFor(tie, bet('tie', 1_000n))).toBe(9_000n);
  });

  it('pays a crash auto cash-out at or below the crash point, nothing above it', () => {
    const crashed: TableResult = { kind: 'crash', crashPoint: 250 };
    expect(payoutFor(crashed, bet('crash', 1_000n, 250))).toBe(2_500n);
    expect(payoutFor(crashed, bet('crash', 1_000n, 251))).toBe(0n);
    expect(payoutFor(crashed, bet('crash', 1_000n))).toBe(0n);
    expect(crashTimeOf(1_000, 100)).toBe(1_000);
    expect(crashTimeOf(0, 200)).toBeGreaterThan(11_000);
  });
});
