import { describe, expect, it } from 'vitest';
import { createFastRandom } from '../rng/fast-random.ts';
import { meanInterval } from '../stats/confidence-interval.ts';
import { exactRtp } from './exact-rtp.ts';
import { fraction } from './fraction.ts';
import { slotDefinitions, slotCodes } from './slot-definitions.ts';
import { createSlotSimulator } from './slot-simulator.ts';
import { buildSlotDefinition } from './slot-spec.ts';
import { scriptedRandom } from './testing/slot-kit.ts';
import { spinSlot } from './spin-slot.ts';

describe('exactRtp', () => {
  it.each(slotCodes)('%s returns its declared 96 percent within 0.01 percent', (code) => {
    const def = slotDefinitions[code];
    const rtp = exactRtp(def);
    expect(def.declaredRtp).toBe(0.96);
    expect(Math.abs(rtp.rtp - 0.96)).toBeLessThanOrEqual(0.0001);
    expect(rtp.baseLines + rtp.baseScatters + rtp.freeSpins).toBeCloseTo(rtp.rtp, 12);
    expect(rtp.triggerProbability).toBeGreaterThan(0.005);
    expect(rtp.awardPerSpin).toBeLessThan(1);
  });

  it('matches the exact fractions written in the paytable comments and docs', () => {
    expect(exactRtp(slotDefinitions['lotus-fortune']).exact).toEqual(
      fraction(297_914_545_025n, 310_311_387_136n),
    );
    expect(exactRtp(slotDefinitions['jade-dragon']).exact).toEqual(
      fraction(3_290_975_938_363n, 3_428_113_328_640n),
    );
  });

  it('equals the average of spinSlot over every stop combination of a small slot', () => {
    const tiny = buildSlotDefinition({
      code: 'lotus-fortune',
      name: 'tiny',
      symbols: [
        { code: 'W', name: 'wild', kind: 'wild' },
        { code: 'S', name: 'scatter', kind: 'scatter' },
        { code: 'H', name: 'high', kind: 'regular', pays: { 3: 20, 4: 50, 5: 200 } },
        { code: 'L', name: 'low', kind: 'regular', pays: { 3: 2, 4: 5, 5: 10 } },
      ],
      reels: ['H L S L', 'W L H S L', 'L H S W', 'H S L L', 'L H L S W'],
      paylines: slotDefinitions['jade-dragon'].paylines,
      scatterPays: { 3: 1, 4: 5, 5: 20 },
      freeSpinAwards: {},
      freeSpinMultiplier: 1,
      canRetrigger: false,
      declaredRtp: 0.5,
    });
    let total = 0n;
    let combinations = 0n;
    const stops = [0, 0, 0, 0, 0];
    const visit = (reel: number): void => {
      if (reel === 5) {
        total += BigInt(spinSlot(tiny, scriptedRandom(stops)).totalWin);
        combinations += 1n;
        return;
      }
      for (let stop = 0; stop < tiny.reels[reel]!.length; stop++) {
        stops[reel] = stop;
        visit(reel + 1);
      }
    };
    visit(0);
    // totalWin is in line bets; the total bet is 25 line bets
    expect(exactRtp(tiny).exact).toEqual(fraction(total, combinations * 25n));
  });

  it.each(slotCodes)('%s: 400k simulated spins land inside the 99 percent interval', (code) => {
    const def = slotDefinitions[code];
    const simulator = createSlotSimulator(def);
    const random = createFastRandom(code.length * 1000 + 7);
    const lines = def.paylines.length;
    const spins = 400_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < spins; i++) {
      const win = simulator.spin(random) / lines;
      sum += win;
      squares += win * win;
    }
    const interval = meanInterval(sum, squares, spins);
    const exact = exactRtp(def).rtp;
    expect(exact).toBeGreaterThanOrEqual(interval.low);
    expect(exact).toBeLessThanOrEqual(interval.high);
  });
});
