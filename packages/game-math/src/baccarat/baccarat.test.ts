import { describe, expect, it } from 'vitest';
import { type Card, cardRanks, cardSuits } from '../cards/cards.ts';
import { createFastRandom } from '../rng/fast-random.ts';
import { type RandomSource } from '../rng/random-source.ts';
import { chiSquare } from '../stats/chi-square.ts';
import {
  type BaccaratResult,
  baccaratPoints,
  bankerDraws,
  dealBaccarat,
  isBaccaratSpot,
  settleBaccaratBet,
} from './baccarat.ts';
import { baccaratExactRtp, enumerateBaccaratOutcomes } from './baccarat-odds.ts';

/**
 * A source that deals the given cards in order: the i-th card is taken from deck i + 1 of the
 * shoe (a position no earlier Fisher–Yates step has touched), so draw i returns its offset.
 */
function stackedShoe(cards: Card[]): RandomSource {
  const offsets = cards.map((card, i) => {
    const position =
      52 * (i + 1) + cardSuits.indexOf(card[1] as never) * 13 + cardRanks.indexOf(card[0] as never);
    return position - i;
  });
  let next = 0;
  return {
    nextUint32: () => {
      const offset = offsets[next++];
      if (offset === undefined)
        throw new Error('the stacked shoe ran out: an extra card was dealt');
      return offset;
    },
  };
}

const deal = (...cards: Card[]): BaccaratResult => dealBaccarat(stackedShoe(cards));

describe('baccarat rules', () => {
  it('scores cards A=1, 2–9, ten and pictures 0', () => {
    expect(
      ['AS', '2H', '9D', 'TC', 'JS', 'QH', 'KD'].map((c) => baccaratPoints(c as Card)),
    ).toEqual([1, 2, 9, 0, 0, 0, 0]);
  });

  it('follows the banker third-card tableau', () => {
    // rows: banker total 0..7; columns: player stood, then player third card 0..9 (D = draw)
    const tableau = [
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDDD',
      'D DDDDDDDDSD',
      'D SSDDDDDDSS',
      'D SSSSDDDDSS',
      'S SSSSSSDDSS',
      'S SSSSSSSSSS',
    ];
    tableau.forEach((row, total) => {
      expect(bankerDraws(total, null) ? 'D' : 'S', `stood, banker ${total}`).toBe(row[0]);
      for (let third = 0; third <= 9; third++) {
        expect(bankerDraws(total, third) ? 'D' : 'S', `banker ${total}, third ${third}`).toBe(
          row[2 + third],
        );
      }
    });
  });

  it('deals player, banker, player, banker, then third cards', () => {
    // player 9 + K = 9 natural; banker 7 + J = 7 → nobody draws
    const natural = deal('9S', '7H', 'KD', 'JC', '5S', '5H');
    expect(natural).toMatchObject({ player: ['9S', 'KD'], banker: ['7H', 'JC'], winner: 'player' });
    expect(natural.playerTotal).toBe(9);

    // player 2 + 3 = 5 draws an 8 → 3; banker 3 stands on a player 8
    const standsOn8 = deal('2S', '2H', '3D', 'AC', '8S', '5H');
    expect(standsOn8).toMatchObject({ player: ['2S', '3D', '8S'], banker: ['2H', 'AC'] });
    expect(standsOn8).toMatchObject({ playerTotal: 3, bankerTotal: 3, winner: 'tie' });

    // player 6 stands; banker 4 draws (player stood) a 4 → 8
    const playerStands = deal('6S', '4H', 'TD', 'KC', '4S');
    expect(playerStands).toMatchObject({ player: ['6S', 'TD'], banker: ['4H', 'KC', '4S'] });
    expect(playerStands.winner).toBe('banker');

    // pairs: player 5-5, banker Q-Q (ranks, any suits)
    const pairs = deal('5S', 'QH', '5D', 'QC', '9S', '2H');
    expect(pairs).toMatchObject({ playerPair: true, bankerPair: true });
    expect(deal('5S', 'QH', '6D', 'KC', '9S', '2H')).toMatchObject({
      playerPair: false,
      bankerPair: false,
    });
  });
});

describe('baccarat settlement', () => {
  const playerWin = deal('9S', '7H', 'KD', 'JC');
  const bankerWin = deal('6S', '4H', 'TD', 'KC', '4S');
  const tie = deal('2S', '2H', '3D', 'AC', '8S');
  const pairs = deal('5S', 'QH', '5D', 'QC', '9S', '2H');

  it('pays each spot its odds, stake included', () => {
    expect(settleBaccaratBet('player', 100n, playerWin)).toBe(200n);
    expect(settleBaccaratBet('player', 100n, bankerWin)).toBe(0n);
    expect(settleBaccaratBet('player', 100n, tie)).toBe(100n);
    expect(settleBaccaratBet('banker', 100n, bankerWin)).toBe(195n);
    expect(settleBaccaratBet('banker', 10n, bankerWin)).toBe(19n); // 9.5 rounds down
    expect(settleBaccaratBet('banker', 100n, playerWin)).toBe(0n);
    expect(settleBaccaratBet('banker', 100n, tie)).toBe(100n);
    expect(settleBaccaratBet('tie', 100n, tie)).toBe(900n);
    expect(settleBaccaratBet('tie', 100n, playerWin)).toBe(0n);
    expect(settleBaccaratBet('player_pair', 100n, pairs)).toBe(1200n);
    expect(settleBaccaratBet('banker_pair', 100n, pairs)).toBe(1200n);
    expect(settleBaccaratBet('player_pair', 100n, playerWin)).toBe(0n);
    expect(() => settleBaccaratBet('tie', -1n, tie)).toThrow(RangeError);
  });

  it('knows its spots', () => {
    expect(isBaccaratSpot('banker')).toBe(true);
    expect(isBaccaratSpot('dragon')).toBe(false);
    expect(isBaccaratSpot('toString')).toBe(false);
  });
});

describe('baccarat odds', () => {
  const counts = enumerateBaccaratOutcomes();

  it('enumerates every 6-card sequence of the 416-card shoe exactly', () => {
    expect(counts.total).toBe(416 * 415 * 414 * 413 * 412 * 411);
    expect(Number.isSafeInteger(counts.total)).toBe(true);
    expect(counts.playerWins + counts.bankerWins + counts.ties).toBe(counts.total);
  });

  it('matches the published 8-deck figures', () => {
    expect(counts.bankerWins / counts.total).toBeCloseTo(0.458597, 6);
    expect(counts.playerWins / counts.total).toBeCloseTo(0.446247, 6);
    expect(counts.ties / counts.total).toBeCloseTo(0.095156, 6);
    const rtp = baccaratExactRtp();
    expect(rtp.banker).toBeCloseTo(1 - 0.010579, 6);
    expect(rtp.player).toBeCloseTo(1 - 0.012351, 6);
    expect(rtp.tie).toBeCloseTo(1 - 0.143596, 6);
    expect(rtp.player_pair).toBeCloseTo(1 - 0.103614, 6);
  });

  it('deals winners with the enumerated odds (chi-square at 99%)', () => {
    const random = createFastRandom(8);
    const rounds = 20_000;
    const observed = [0, 0, 0];
    let pairs = 0;
    for (let i = 0; i < rounds; i++) {
      const result = dealBaccarat(random);
      observed[['player', 'banker', 'tie'].indexOf(result.winner)]! += 1;
      if (result.playerPair) pairs++;
    }
    const expected = [counts.playerWins, counts.bankerWins, counts.ties].map(
      (n) => (n / counts.total) * rounds,
    );
    expect(chiSquare(observed, expected).pValue).toBeGreaterThan(0.01);
    const pairChance = 31 / 415;
    const pairExpected = [pairChance * rounds, (1 - pairChance) * rounds];
    expect(chiSquare([pairs, rounds - pairs], pairExpected).pValue).toBeGreaterThan(0.01);
  });
});
