import type { LeaderboardPeriod, MissionPeriod } from '@lobby/contracts';
import { localDateRange, localToday } from '../../platform/local-dates.ts';

/** One period: its key (unique per mission or board), its instants [start, end). */
export interface Period {
  key: string;
  start: Date;
  end: Date;
}

const dayMs = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / dayMs;
const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

function localDays(key: string, from: string, to: string, timeZone: string): Period {
  const { start, end } = localDateRange({ from, to }, timeZone);
  return { key, start, end };
}

/**
 * The daily, weekly (Monday to Sunday) or monthly period holding an instant, cut in the
 * brand's time zone. Keys name the kind and the first local day (`D2026-05-14`,
 * `W2026-05-11`, `M2026-05`), so a mission whose period the operator changes starts afresh.
 */
export function periodHolding(period: MissionPeriod, at: Date, timeZone: string): Period {
  const today = localToday(timeZone, at);
  switch (period) {
    case 'daily':
      return localDays(`D${today}`, today, today, timeZone);
    case 'weekly': {
      const day = dayNumber(today);
      // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays
      const monday = dateOf(day - ((day + 3) % 7));
      return localDays(`W${monday}`, monday, dateOf(dayNumber(monday) + 6), timeZone);
    }
    case 'monthly': {
      const [year, month] = today.split('-').map(Number) as [number, number];
      const last = dateOf(Date.UTC(year, month, 0) / dayMs);
      return localDays(`M${today.slice(0, 7)}`, `${today.slice(0, 8)}01`, last, timeZone);
    }
    default:
      return period satisfies never;
  }
}

/** A board's window: the custom one (key `C`), or the regular period holding the instant. */
export interface BoardWindow {
  period: LeaderboardPeriod;
  startsAt: Date | null;
  endsAt: Date | null;
}

/** The board's period holding `at`; undefined outside a custom window. */
export function boardPeriodHolding(
  board: BoardWindow,
  at: Date,
  timeZone: string,
): Period | undefined {
  if (board.period !== 'custom') return periodHolding(board.period, at, timeZone);
  const { startsAt, endsAt } = board;
  if (!startsAt || !endsAt) return undefined;
  if (at.getTime() < startsAt.getTime() || at.getTime() >= endsAt.getTime()) return undefined;
  return { key: 'C', start: startsAt, end: endsAt };
}
