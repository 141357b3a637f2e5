import { describe, expect, it } from 'vitest';
import { baccaratExactRtp } from '../baccarat/baccarat-odds.ts';
import { createFastRandom } from '../rng/fast-random.ts';
import { arcadeGameCodes, arcadeRtpGames, isArcadeGameCode } from './arcade-games.ts';
import { arcadeScaledOutcome } from './scaled-outcome.ts';

const card = '[A2-9TJQK][SHDC]';
const formats: Record<string, RegExp> = {
  crash: /^\d+\.\d\d$/,
  dice: /^\d{1,2}\.\d\d$/,
  mines: /^\d{1,2},\d{1,2},\d{1,2}$/,
  plinko: /^[01]{16} \d{1,2}$/,
  baccarat: new RegExp(
    `^P:${card},${card}(,${card})? B:${card},${card}(,${card})? (player|banker|tie)$`,
  ),
  roulette: /^\d{1,2}$/,
};

describe('arcade game table', () => {
  it('names every game', () => {
    expect(arcadeGameCodes).toEqual(['crash', 'dice', 'mines', 'plinko', 'baccarat', 'roulette']);
    expect(isArcadeGameCode('roulette')).toBe(true);
    expect(isArcadeGameCode('lotus-fortune')).toBe(false);
  });

  it('prints one scaled outcome per line in each game format', () => {
    const random = createFastRandom(1);
    for (const game of arcadeGameCodes) {
      for (let i = 0; i < 200; i++) {
        expect(arcadeScaledOutcome(game, random), game).toMatch(formats[game]!);
      }
    }
  });

  it('lists the exact RTP of each representative bet', () => {
    expect(arcadeRtpGames.crash.exactRtp).toBe(0.99);
    expect(arcadeRtpGames.dice.exactRtp).toBe(0.99);
    expect(arcadeRtpGames.mines.exactRtp).toBe(0.99);
    expect(arcadeRtpGames.baccarat.exactRtp).toBe(baccaratExactRtp().banker);
    expect(arcadeRtpGames.roulette.exactRtp).toBe(36 / 37);
    expect(Math.abs(arcadeRtpGames.plinko.exactRtp - 0.99)).toBeLessThan(0.001);
  });

  it('plays rounds whose average return lands near the exact RTP', () => {
    const random = createFastRandom(3);
    const rounds = 40_000;
    for (const game of ['dice', 'roulette', 'baccarat'] as const) {
      let returned = 0;
      let squares = 0;
      for (let i = 0; i < rounds; i++) {
        const r = arcadeRtpGames[game].play(random);
        returned += r;
        squares += r * r;
      }
      const mean = returned / rounds;
      const standardError = Math.sqrt((squares / rounds - mean * mean) / rounds);
      // 99% interval: ±2.576 standard errors
      expect(Math.abs(mean - arcadeRtpGames[game].exactRtp), game).toBeLessThan(
        2.576 * standardError,
      );
    }
  });
});
