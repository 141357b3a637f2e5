import { z } from 'zod';
import { languageSchema } from '../common/language.ts';

/**
 * Announcement types (§7.2 'B,PL,PU,PR,H'): B bulletin (marquee), PL player notice,
 * PU popup, PR promotion, H headline (pinned on the home page).
 */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export const announcementTypeSchema = z.enum(announcementTypes);
export type AnnouncementType = z.infer<typeof announcementTypeSchema>;

/** Who sees an item (§4.6): B anonymous visitors, A logged-in members, F first-time logins. */
export const announcementExecutions = ['A', 'B', 'F'] as const;
export const announcementExecutionSchema = z.enum(announcementExecutions);
export type AnnouncementExecution = z.infer<typeof announcementExecutionSchema>;

/** Comma-separated list of types, e.g. `B,PL,PU,PR,H`; unknown types are a 400. */
const typeListSchema = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(z.array(announcementTypeSchema).min(1));

export const getAnnouncementsQuerySchema = z.object({
  types: typeListSchema.default([...announcementTypes]),
  platform: z.literal('W').default('W'),
  lang: languageSchema.default('en'),
});
export type GetAnnouncementsQuery = z.infer<typeof getAnnouncementsQuerySchema>;

export const announcementSchema = z.object({
  id: z.number().int(),
  type: announcementTypeSchema,
  execution: announcementExecutionSchema,
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  /** When set, the popup offers a go-to-promotion button that opens the reward centre. */
  promotionType: z.string().nullable(),
  /** ISO time the item was published. */
  publishedAt: z.string(),
});
export type Announcement = z.infer<typeof announcementSchema>;

/** Announcements visible to the caller: filtered by execution for its login state. */
export const getAnnouncementsResponseSchema = z.array(announcementSchema);
export type GetAnnouncementsResponse = z.infer<typeof getAnnouncementsResponseSchema>;

/** §7.3: the types the notice call asks for when none are given. */
export const defaultNoticeTypes: AnnouncementType[] = ['B', 'PL', 'PU', 'PR'];

/**
 * Notice call (§7.3: types B,PL,PU,PR, platform W). Always answered for execution B, whoever
 * asks; the parameters of the announcement call, with the §7.3 types as the default.
 */
export const getNoticesQuerySchema = getAnnouncementsQuerySchema.extend({
  types: typeListSchema.default(defaultNoticeTypes),
});
export type GetNoticesQuery = z.infer<typeof getNoticesQuerySchema>;

/**
 * Notices (§3 notice response) grouped by kind: `banners` type B, `notices` types PL and H,
 * `popup` type PU, `promotion` type PR. The marquee and notice popup use `notices`.
 */
export const getNoticesResponseSchema = z.object({
  banners: z.array(announcementSchema),
  notices: z.array(announcementSchema),
  popup: z.array(announcementSchema),
  promotion: z.array(announcementSchema),
});
export type GetNoticesResponse = z.infer<typeof getNoticesResponseSchema>;
