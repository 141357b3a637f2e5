import { describe, expect, it } from 'vitest';
import { createFairRandom, dropPlinko } from '@lobby/game-math';
import type { FairSeedsView, MinesGame } from '@lobby/contracts';
import { decimalsOf, isZeroAmount, minorToText, textToMinor } from '../components/money-text.ts';
import { nextNonceOf } from '../fairness/fairness-panel.tsx';
import { diceTargetText, verifyUrl, type VerifiablePlay } from '../fairness/verify-link.ts';
import { clampDiceTarget } from './dice-screen.tsx';
import { formatMultiplier, startingStake } from './instant-texts.ts';
import { minesCellStates } from './mines-board.tsx';
import { plinkoBallPoints } from './plinko-board.tsx';
import { slotStakeChoices, winningCells } from './slot-symbols.ts';

const play = (nonce: number, hash = 'h1'): VerifiablePlay => ({
  roundId: `r${nonce}`,
  gameCode: 'dice',
  fairness: { serverSeedHash: hash, clientSeed: 'seed', nonce },
  settings: { target: '50.00', direction: 'over' },
});

describe('instant game helpers', () => {
  it('converts stakes between text and minor units without floats', () => {
    expect(textToMinor('12.5', 2)).toBe(1250n);
    expect(textToMinor('0.001', 2)).toBeNull();
    expect(textToMinor('0', 2)).toBeNull();
    expect(textToMinor('abc', 2)).toBeNull();
    expect(minorToText(1250n, 2)).toBe('12.50');
    expect(minorToText(7n, 0)).toBe('7');
    expect(decimalsOf('1000.000')).toBe(3);
    expect(decimalsOf(undefined)).toBe(2);
    expect(startingStake(2)).toBe('1.00');
    expect(isZeroAmount('0.00')).toBe(true);
    expect(isZeroAmount('0.01')).toBe(false);
  });

  it('builds the verify link with every input the verify page reads', () => {
    const url = new URL(verifyUrl(play(4), 'the-server-seed'), 'http://site');
    expect(url.pathname).toBe('/verify');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      game: 'dice',
      serverSeed: 'the-server-seed',
      clientSeed: 'seed',
      nonce: '4',
      hash: 'h1',
      target: '50.00',
      direction: 'over',
    });
    expect(diceTargetText(4999)).toBe('49.99');
  });

  it('shows the next nonce from the server or from the page’s latest play of that seed', () => {
    const view: FairSeedsView = { serverSeedHash: 'h1', clientSeed: 'seed', nonce: 2 };
    expect(nextNonceOf(view, [])).toBe(2);
    expect(nextNonceOf(view, [play(5), play(4)])).toBe(6);
    expect(nextNonceOf(view, [play(9, 'old-hash')])).toBe(2);
  });

  it('keeps a dice target inside the range of its direction', () => {
    expect(clampDiceTarget(9999, 'under')).toBe(9800);
    expect(clampDiceTarget(0, 'over')).toBe(199);
    expect(clampDiceTarget(5000, 'over')).toBe(5000);
  });

  it('shows mines only once the game is over', () => {
    const game: MinesGame = {
      roundId: 'r',
      status: 'busted',
      stake: '1.00',
      mines: 2,
      revealed: [0],
      multiplier: '1.0313',
      payout: '0.00',
      hitCell: 3,
      mineCells: [3, 7],
    };
    const states = minesCellStates(game, 25);
    expect(states.slice(0, 8)).toEqual([
      'safe',
      'hidden',
      'hidden',
      'hit',
      'hidden',
      'hidden',
      'hidden',
      'mine',
    ]);
    expect(
      minesCellStates(
        { ...game, status: 'active', mineCells: undefined, hitCell: undefined },
        25,
      )[7],
    ).toBe('hidden');
  });

  it('draws the plinko ball into the slot the path leads to', () => {
    const drop = dropPlinko(createFairRandom({ serverSeed: 's', clientSeed: 'c', nonce: 1 }), 8);
    const width = 200;
    const points = plinkoBallPoints(drop.path, width);
    expect(points).toHaveLength(9);
    const last = points[8];
    expect(last?.[0]).toBe(width / 2 + (drop.slot - 4) * 20);
  });

  it('offers whole line bets and highlights winning cells', () => {
    expect(slotStakeChoices(20)[0]).toBe(100n);
    expect(slotStakeChoices(25).every((stake) => stake % 25n === 0n)).toBe(true);
    const cells = winningCells([
      {
        cells: [
          [0, 1],
          [1, 1],
          [2, 0],
        ],
      },
    ]);
    expect([...cells]).toEqual(['0:1', '1:1', '2:0']);
    expect(formatMultiplier('1.9800')).toBe('×1.98');
  });
});
