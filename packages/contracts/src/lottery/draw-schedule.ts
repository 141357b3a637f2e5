import { z } from 'zod';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const localDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One station of an operator-result game and the days it draws. */
export const drawStationSchema = z.object({
  /** Short code, part of the issue number (`MB`, `HCM`, `TH`). */
  code: z.string().regex(/^[A-Z0-9]{2,6}$/),
  name: z.string().min(1).max(40),
  /** Local draw time. */
  drawAt: hhmm,
  /** Days of the week it draws (0 = Sunday), or days of the month (Thai: 1 and 16). */
  weekdays: z.array(z.number().int().min(0).max(6)).max(7).optional(),
  monthDays: z.array(z.number().int().min(1).max(31)).max(31).optional(),
});

/**
 * The draw calendar of an operator-result game (docs/lottery.md "Schedules"): local times at
 * a fixed UTC offset (Vietnam and Thailand: +7:00), the cut-off before each draw, how long
 * ahead betting opens, and holiday shifts (a regular date moved to another).
 */
export const drawScheduleSchema = z.object({
  utcOffsetMinutes: z.number().int().min(-720).max(840),
  cutoffMinutes: z.number().int().min(0).max(720),
  openHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 31),
  stations: z.array(drawStationSchema).min(1).max(24),
  shifts: z.record(localDate, localDate).default({}),
});
export type DrawSchedule = z.infer<typeof drawScheduleSchema>;
