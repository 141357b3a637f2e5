import { describe, expect, it } from 'vitest';
import { carryOut, percentAmount, salaryAmount, settleFigures } from './settlement-maths.ts';

const m = (major: number) => BigInt(Math.round(major * 100));
const team = (validBet: number, bet: number, payout: number, activeMembers = 0) => ({
  validBet: m(validBet),
  bet: m(bet),
  payout: m(payout),
  activeMembers,
});
const options = { currencyDecimals: 2 };

describe('settlement maths', () => {
  it('pays a salary per 10,000 of valid bet, rounded down to the minor unit', () => {
    // 1,234,567.89 valid bet at 12.34 per 10,000 = 1,523.45 (and 0.0059… dropped)
    expect(salaryAmount(m(1_234_567.89), m(12.34), 2)).toBe(152_345n);
    expect(salaryAmount(0n, m(50), 2)).toBe(0n);
    // a currency without decimals
    expect(salaryAmount(1_000_000n, 25n, 0)).toBe(2_500n);
    // 0.35 % of 1,000.01 = 3.50 (3.500035 rounded down)
    expect(percentAmount(m(1_000.01), 35n)).toBe(350n);
  });

  it('chooses the highest rung the team figures reach', () => {
    const ladder = [
      { threshold: 0n, minActive: 0, rate: m(10) },
      { threshold: m(1_000_000), minActive: 0, rate: m(30) },
      { threshold: m(5_000_000), minActive: 0, rate: m(50) },
    ];
    const rateAt = (validBet: number) =>
      settleFigures('daily_salary', ladder, team(validBet, validBet, 0), options).rate;
    expect([rateAt(999_999.99), rateAt(1_000_000), rateAt(4_999_999), rateAt(9e6)]).toEqual([
      m(10),
      m(30),
      m(30),
      m(50),
    ]);
    // a salary ladder that starts above zero pays nothing below its first rung
    const steep = [{ threshold: m(100), minActive: 0, rate: m(10) }];
    expect(settleFigures('hourly_salary', steep, team(99, 99, 0), options)).toMatchObject({
      rate: 0n,
      amount: 0n,
    });
  });

  it('pays a dividend on the net loss, by valid bet and active members, never on a profit', () => {
    const ladder = [
      { threshold: m(10_000), minActive: 2, rate: 2_000n },
      { threshold: m(50_000), minActive: 5, rate: 3_500n },
    ];
    // the team lost 20,000 on 60,000 bet with 5 active members: 35 % = 7,000
    expect(settleFigures('dividend', ladder, team(60_000, 60_000, 40_000, 5), options)).toEqual({
      carryIn: 0n,
      base: m(20_000),
      rate: 3_500n,
      amount: m(7_000),
    });
    // the same bet with 4 active members stays on the first rung
    expect(settleFigures('dividend', ladder, team(60_000, 60_000, 40_000, 4), options).rate).toBe(
      2_000n,
    );
    // a team in profit earns nothing, and its negative base may carry forward
    const profit = settleFigures('dividend', ladder, team(60_000, 60_000, 70_000, 5), options);
    expect(profit).toMatchObject({ base: -m(10_000), amount: 0n });
    expect(carryOut(profit.base, true)).toBe(-m(10_000));
    expect(carryOut(profit.base, false)).toBe(0n);
    // carried in, it eats next period's loss first
    const next = settleFigures('dividend', ladder, team(60_000, 60_000, 45_000, 5), {
      ...options,
      carryIn: -m(10_000),
    });
    expect(next).toMatchObject({ base: m(5_000), amount: m(1_750) });
  });

  it('pays real time as a percent of every settled valid bet', () => {
    const ladder = [{ threshold: 0n, minActive: 0, rate: 50n }];
    expect(
      settleFigures('realtime_salary', ladder, team(12_345, 12_345, 0), options),
    ).toMatchObject({ rate: 50n, amount: m(61.72) });
  });
});
