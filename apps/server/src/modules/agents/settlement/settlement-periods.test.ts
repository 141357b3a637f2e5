import { describe, expect, it } from 'vitest';
import {
  daysPeriod,
  dividendPeriodHolding,
  lastEndedPeriod,
  localHourStart,
  realtimeHours,
} from './settlement-periods.ts';

const bangkok = 'Asia/Bangkok';
const saoPaulo = 'America/Sao_Paulo';
const iso = (date: Date) => date.toISOString();
const span = (period: { start: Date; end: Date; localFrom: string; localTo: string }) => ({
  from: period.localFrom,
  to: period.localTo,
  start: iso(period.start),
  end: iso(period.end),
});

describe('settlement periods in the brand time zone', () => {
  it('cuts semimonthly periods at the 15th/16th and at the month end', () => {
    expect(span(dividendPeriodHolding('semimonthly', '2026-02-15', bangkok))).toEqual({
      from: '2026-02-01',
      to: '2026-02-15',
      start: '2026-01-31T17:00:00.000Z',
      end: '2026-02-15T17:00:00.000Z',
    });
    expect(span(dividendPeriodHolding('semimonthly', '2026-02-16', bangkok))).toMatchObject({
      from: '2026-02-16',
      to: '2026-02-28',
      end: '2026-02-28T17:00:00.000Z',
    });
    expect(dividendPeriodHolding('semimonthly', '2024-02-20', bangkok).localTo).toBe('2024-02-29');
    expect(dividendPeriodHolding('semimonthly', '2026-12-31', bangkok).localFrom).toBe(
      '2026-12-16',
    );
    // west of Greenwich the local day starts after UTC midnight
    expect(span(dividendPeriodHolding('semimonthly', '2026-03-16', saoPaulo))).toMatchObject({
      from: '2026-03-16',
      to: '2026-03-31',
      start: '2026-03-16T03:00:00.000Z',
      end: '2026-04-01T03:00:00.000Z',
    });
  });

  it('cuts weekly periods Monday to Sunday and monthly ones on the calendar', () => {
    // 11 March 2026 is a Wednesday
    expect(span(dividendPeriodHolding('weekly', '2026-03-11', bangkok))).toMatchObject({
      from: '2026-03-09',
      to: '2026-03-15',
    });
    expect(span(dividendPeriodHolding('weekly', '2026-03-15', bangkok)).from).toBe('2026-03-09');
    expect(span(dividendPeriodHolding('weekly', '2026-03-16', bangkok)).from).toBe('2026-03-16');
    expect(span(dividendPeriodHolding('monthly', '2026-12-31', bangkok))).toMatchObject({
      from: '2026-12-01',
      to: '2026-12-31',
      end: '2026-12-31T17:00:00.000Z',
    });
  });

  it('settles a dividend period on the first local day of the next one, after a grace', () => {
    // 00:30 on 16 March in Bangkok: the 1st–15th has ended
    const after = lastEndedPeriod('dividend', new Date('2026-03-15T17:30:00Z'), bangkok);
    expect([after.localFrom, after.localTo]).toEqual(['2026-03-01', '2026-03-15']);
    // 23:59 on the 15th (and 00:05 on the 16th, inside the grace): still February's second half
    for (const at of ['2026-03-15T16:59:00Z', '2026-03-15T17:05:00Z']) {
      const before = lastEndedPeriod('dividend', new Date(at), bangkok);
      expect([before.localFrom, before.localTo]).toEqual(['2026-02-16', '2026-02-28']);
    }
    // the month's second half on the 1st of the next month; weekly on Mondays
    const monthEnd = lastEndedPeriod('dividend', new Date('2026-03-31T18:00:00Z'), bangkok);
    expect([monthEnd.localFrom, monthEnd.localTo]).toEqual(['2026-03-16', '2026-03-31']);
    const week = lastEndedPeriod('dividend', new Date('2026-03-16T01:00:00Z'), bangkok, 'weekly');
    expect([week.localFrom, week.localTo]).toEqual(['2026-03-09', '2026-03-15']);
    const month = lastEndedPeriod(
      'dividend',
      new Date('2026-04-01T04:00:00Z'),
      saoPaulo,
      'monthly',
    );
    expect([month.localFrom, month.localTo]).toEqual(['2026-03-01', '2026-03-31']);
  });

  it('settles yesterday in the morning and the previous hour a few minutes after it', () => {
    const day = lastEndedPeriod('daily_salary', new Date('2026-03-10T17:15:00Z'), bangkok);
    expect(span(day)).toEqual(span(daysPeriod('2026-03-10', '2026-03-10', bangkok)));
    const hour = lastEndedPeriod('hourly_salary', new Date('2026-03-10T05:03:00Z'), bangkok);
    expect([iso(hour.start), iso(hour.end), hour.localFrom]).toEqual([
      '2026-03-10T04:00:00.000Z',
      '2026-03-10T05:00:00.000Z',
      '2026-03-10',
    ]);
    // 23:30 local on the 10th is an hour of the 10th, although it is the 10th 16:30 in UTC
    const late = lastEndedPeriod('hourly_salary', new Date('2026-03-10T17:05:00Z'), bangkok);
    expect(late.localFrom).toBe('2026-03-10');
  });

  it('finds local hours in zones with half-hour offsets, and the open real-time hours', () => {
    expect(iso(localHourStart(new Date('2026-03-10T05:10:00Z'), 'Asia/Kolkata'))).toBe(
      '2026-03-10T04:30:00.000Z',
    );
    const hours = realtimeHours(new Date('2026-03-10T05:10:00Z'), bangkok);
    expect(hours.map((hour) => iso(hour.start))).toEqual([
      '2026-03-10T03:00:00.000Z',
      '2026-03-10T04:00:00.000Z',
      '2026-03-10T05:00:00.000Z',
    ]);
  });
});
