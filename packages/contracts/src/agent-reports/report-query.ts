import { z } from 'zod';

/** The periods a team report offers, cut in the brand's time zone (weeks start on Monday). */
export const reportPeriods = ['today', 'yesterday', 'thisWeek', 'thisMonth', 'custom'] as const;
export const reportPeriodSchema = z.enum(reportPeriods);
export type ReportPeriod = z.infer<typeof reportPeriodSchema>;

const dateText = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** The date filter every team report takes. */
export const reportRangeFields = {
  /** A named period; `custom` reads `from` and `to`. */
  period: reportPeriodSchema.default('today'),
  /** yyyy-mm-dd in the brand's time zone, inclusive (custom only; at most 93 days). */
  from: dateText.optional(),
  to: dateText.optional(),
  /** A sub-agent of the caller whose team to show instead of the caller's own. */
  agentId: z.coerce.number().int().min(1).optional(),
};

/** The local days a report covers, as it applied the period. */
export const reportRangeSchema = z.object({
  /** yyyy-mm-dd, inclusive. */
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
});
export type ReportRange = z.infer<typeof reportRangeSchema>;
