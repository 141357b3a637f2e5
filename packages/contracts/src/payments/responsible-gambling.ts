import { z } from 'zod';

export const limitPeriods = ['daily', 'weekly', 'monthly'] as const;
export type LimitPeriod = (typeof limitPeriods)[number];

export const depositLimitSchema = z.object({
  period: z.enum(limitPeriods),
  /** The limit in force, null for none. */
  amount: z.string().nullable(),
  /** Deposited so far in the current period (cut in the brand's time zone). */
  used: z.string(),
  /** A raise or removal waiting for its cooling-off time. */
  pending: z.object({ amount: z.string().nullable(), effectiveAt: z.string() }).nullable(),
});
export type DepositLimit = z.infer<typeof depositLimitSchema>;

/** GET /wps/member/responsibleGambling */
export const responsibleGamblingSchema = z.object({
  limits: z.array(depositLimitSchema),
  selfExclusion: z.object({ until: z.string().nullable(), permanent: z.boolean() }).nullable(),
  limitIncreaseDelayHours: z.number(),
});
export type ResponsibleGambling = z.infer<typeof responsibleGamblingSchema>;

/** PUT /wps/member/responsibleGambling/limits: null removes a limit (after the delay). */
export const setDepositLimitRequestSchema = z.object({
  period: z.enum(limitPeriods),
  amount: z.string().min(1).max(40).nullable(),
});
export type SetDepositLimitRequest = z.infer<typeof setDepositLimitRequestSchema>;

export const selfExclusionPeriods = [
  '1d',
  '7d',
  '30d',
  '90d',
  '180d',
  '365d',
  'permanent',
] as const;
export type SelfExclusionPeriod = (typeof selfExclusionPeriods)[number];
/** POST /wps/member/responsibleGambling/selfExclusion: cannot be lifted early. */
export const selfExclusionRequestSchema = z.object({
  period: z.enum(selfExclusionPeriods),
  /** The member's login password, asked again so nobody else excludes the account. */
  password: z.string().min(1).max(128),
});
export type SelfExclusionRequest = z.infer<typeof selfExclusionRequestSchema>;
