import { describe, expect, it } from 'vitest';
import { AppError } from '../../platform/app-error.ts';
import {
  isCoveredBy,
  parseLadder,
  parseRate,
  rateAt,
  topRate,
  type Tier,
} from './contract-ladder.ts';

const tier = (threshold: number, minActive: number, rate: number): Tier => ({
  threshold: BigInt(threshold),
  minActive,
  rate: BigInt(rate),
});

/** The text key a call threw, or 'none'. */
function refusalOf(call: () => unknown): string {
  try {
    call();
    return 'none';
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
}

/** A deterministic stream (xorshift) so a failing ladder can be reproduced from the seed. */
function numbers(seed: number) {
  let state = seed >>> 0 || 1;
  return (below: number) => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % below;
  };
}

/** A valid ladder of 1–6 rungs: thresholds and active members never fall, rates rise. */
function randomLadder(next: (below: number) => number): Tier[] {
  const ladder: Tier[] = [];
  let [threshold, active, rate] = [next(3) * 1_000, next(3), 1 + next(50)];
  for (let rung = 0, rungs = 1 + next(6); rung < rungs; rung += 1) {
    ladder.push(tier(threshold, active, rate));
    const moreActive = next(2) === 1;
    threshold += (moreActive ? next(3) : 1 + next(3)) * 1_000;
    active += moreActive ? 1 + next(3) : 0;
    rate += 1 + next(40);
  }
  return ladder;
}

describe('contract ladders', () => {
  it('reads a ladder and refuses one that does not ask more and pay more at each rung', () => {
    const daily = (rungs: Array<[string, string]>) =>
      parseLadder(
        'daily_salary',
        rungs.map(([teamValidBet, rate]) => ({ teamValidBet, activeMembers: 0, rate })),
        2,
      );
    expect(
      daily([
        ['0', '10'],
        ['1000', '20'],
        ['5000.50', '30.25'],
      ]),
    ).toEqual([tier(0, 0, 1_000), tier(100_000, 0, 2_000), tier(500_050, 0, 3_025)]);
    // two rungs (daily needs 3 to 6), a rung asking the same, a rung paying the same
    expect(
      refusalOf(() =>
        daily([
          ['0', '10'],
          ['1000', '20'],
        ]),
      ),
    ).toBe('contract_ladder_invalid');
    const same: Array<[string, string]> = [
      ['0', '10'],
      ['0', '20'],
      ['5000', '30'],
    ];
    expect(refusalOf(() => daily(same))).toBe('contract_ladder_invalid');
    const flat: Array<[string, string]> = [
      ['0', '10'],
      ['1000', '10'],
      ['5000', '30'],
    ];
    expect(refusalOf(() => daily(flat))).toBe('contract_ladder_invalid');
    // real time: one rate, from the first bet
    const realtime = (threshold: string) =>
      parseLadder(
        'realtime_salary',
        [{ teamValidBet: threshold, activeMembers: 0, rate: '0.5' }],
        2,
      );
    expect(realtime('0')).toEqual([tier(0, 0, 50)]);
    expect(refusalOf(() => realtime('100'))).toBe('contract_ladder_invalid');
  });

  it('refuses rates above 100 % or above the valid bet itself, and more than 2 decimals', () => {
    expect(parseRate('dividend', '100', 2)).toBe(10_000n);
    expect(refusalOf(() => parseRate('dividend', '100.01', 2))).toBe('contract_rate_invalid');
    expect(refusalOf(() => parseRate('dividend', '1.005', 2))).toBe('contract_rate_invalid');
    expect(parseRate('daily_salary', '10000', 2)).toBe(1_000_000n);
    expect(refusalOf(() => parseRate('daily_salary', '10000.01', 2))).toBe('contract_rate_invalid');
  });

  it('pays the best rung whose valid bet and active members are both reached', () => {
    const ladder = [tier(0, 0, 100), tier(10_000, 5, 200), tier(50_000, 10, 300)];
    expect(rateAt(ladder, 0n, 0)).toBe(100n);
    expect(rateAt(ladder, 49_999n, 20)).toBe(200n);
    // enough valid bet, too few active members: the rung below
    expect(rateAt(ladder, 80_000n, 9)).toBe(200n);
    expect(rateAt(ladder, 80_000n, 10)).toBe(300n);
    expect(rateAt([tier(1_000, 0, 100)], 999n, 0)).toBe(0n);
    expect(topRate(ladder)).toBe(300n);
  });

  it('says a ladder is covered exactly when it never pays more at any team figures', () => {
    // the comparison looks at the lower ladder's rungs only; check it against every point
    // where either ladder changes (and one past it), for many random pairs
    for (let seed = 1; seed <= 400; seed += 1) {
      const next = numbers(seed);
      const lower = randomLadder(next);
      const upper = randomLadder(next);
      const bets = [...lower, ...upper].flatMap((rung) => [rung.threshold, rung.threshold + 1n]);
      const actives = [...lower, ...upper].flatMap((rung) => [rung.minActive, rung.minActive + 1]);
      let everywhere = true;
      for (const bet of [0n, ...bets]) {
        for (const active of [0, ...actives]) {
          if (rateAt(lower, bet, active) > rateAt(upper, bet, active)) everywhere = false;
        }
      }
      expect(isCoveredBy(lower, upper), `seed ${seed}`).toBe(everywhere);
    }
  });

  it('covers a ladder by itself and by any ladder paying more at every rung', () => {
    const ladder = [tier(0, 0, 1_000), tier(100_000, 0, 2_000), tier(500_000, 0, 3_000)];
    expect(isCoveredBy(ladder, ladder)).toBe(true);
    const raised = ladder.map((rung) => ({ ...rung, rate: rung.rate + 1n }));
    expect(isCoveredBy(ladder, raised)).toBe(true);
    expect(isCoveredBy(raised, ladder)).toBe(false);
    // the same rates asked for later: pays less in between, so it does not cover
    const later = ladder.map((rung) => ({ ...rung, threshold: rung.threshold + 1n }));
    expect(isCoveredBy(ladder, later)).toBe(false);
    expect(isCoveredBy(later, ladder)).toBe(true);
  });
});
