import { describe, expect, it } from 'vitest';
import { checkLadder, emptyLadder, ladderMessages, type LadderRow } from './ladder-rules.ts';

const money = { cap: '100.00', currencyDecimals: 2 };
const row = (teamValidBet: string, rate: string, activeMembers = '0'): LadderRow => ({
  teamValidBet,
  activeMembers,
  rate,
});

describe('checkLadder', () => {
  it('passes a rising daily-salary ladder and gives the tiers to send', () => {
    const check = checkLadder(
      'daily_salary',
      [row('10000', '10'), row('50000', '20.5'), row('100000', '30')],
      money,
    );
    expect(check.rungs).toEqual([{}, {}, {}]);
    expect(check.tiers).toEqual([
      { teamValidBet: '10000', activeMembers: 0, rate: '10' },
      { teamValidBet: '50000', activeMembers: 0, rate: '20.5' },
      { teamValidBet: '100000', activeMembers: 0, rate: '30' },
    ]);
  });

  it('wants 3 to 6 rungs for a salary and 1 to 6 for a dividend', () => {
    expect(checkLadder('daily_salary', [row('1', '1'), row('2', '2')], money).ladder).toBe(
      ladderMessages.tierCount,
    );
    expect(
      checkLadder('hourly_salary', emptyLadder('hourly_salary'), money).ladder,
    ).toBeUndefined();
    const seven = Array.from({ length: 7 }, (_, i) => row(String(i + 1), String(i + 1), '0'));
    expect(checkLadder('dividend', seven, { cap: '40', currencyDecimals: 2 }).ladder).toBe(
      ladderMessages.tierCount,
    );
    const one = checkLadder('dividend', [row('0', '5', '0')], { cap: '40', currencyDecimals: 2 });
    expect(one.tiers).toHaveLength(1);
  });

  it('refuses a rung that asks no more or pays no more than the one before', () => {
    const check = checkLadder(
      'daily_salary',
      [row('10000', '10'), row('10000', '20'), row('20000', '20')],
      money,
    );
    expect(check.rungs[1]).toEqual({ teamValidBet: ladderMessages.notAscending });
    expect(check.rungs[2]).toEqual({ rate: ladderMessages.notAscending });
    expect(check.tiers).toBeUndefined();
  });

  it('lets a dividend rung ask more by active members alone', () => {
    const check = checkLadder('dividend', [row('1000', '10', '5'), row('1000', '15', '10')], {
      cap: '40',
      currencyDecimals: 2,
    });
    expect(check.tiers?.[1]).toEqual({ teamValidBet: '1000', activeMembers: 10, rate: '15' });
  });

  it('refuses bad numbers, a zero rate, three decimals of a percent and a rate above the cap', () => {
    const dividend = checkLadder(
      'dividend',
      [row('abc', '0', 'x'), row('100', '10.555', '1'), row('200', '45', '2')],
      { cap: '40', currencyDecimals: 2 },
    );
    expect(dividend.rungs[0]).toEqual({
      teamValidBet: ladderMessages.validBetInvalid,
      activeMembers: ladderMessages.activeMembersInvalid,
      rate: ladderMessages.rateInvalid,
    });
    expect(dividend.rungs[1]?.rate).toBe(ladderMessages.rateInvalid);
    expect(dividend.rungs[2]?.rate).toBe(ladderMessages.aboveCap);
  });

  it('takes one rate for real time, at a valid bet of 0, and no rate above 100 %', () => {
    const check = checkLadder('realtime_salary', [row('', '0.5')], {
      cap: '1',
      currencyDecimals: 2,
    });
    expect(check.tiers).toEqual([{ teamValidBet: '0', activeMembers: 0, rate: '0.5' }]);
    const above = checkLadder('realtime_salary', [row('', '101')], {
      cap: '200',
      currencyDecimals: 2,
    });
    expect(above.rungs[0]?.rate).toBe(ladderMessages.rateInvalid);
  });
});
