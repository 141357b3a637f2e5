import { z } from 'zod';
import { languageSchema } from '../common/language.ts';
import { announcementSchema } from './get-announcements.ts';

/** Who an announcement is for: the member site (every existing call) or the agent centre. */
export const announcementAudiences = ['members', 'agents'] as const;
export type AnnouncementAudience = (typeof announcementAudiences)[number];

/** GET /wps/agent/announcements (agentAnnouncement): newest first, paged. */
export const agentAnnouncementsQuerySchema = z.object({
  lang: languageSchema.default('en'),
  pageNo: z.coerce.number().int().min(1).max(1_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});
export type AgentAnnouncementsQuery = z.input<typeof agentAnnouncementsQuerySchema>;

export const agentAnnouncementsSchema = z.object({
  content: z.array(announcementSchema),
  pageNo: z.number(),
  pageSize: z.number(),
  totalPages: z.number(),
  totalElements: z.number(),
});
export type AgentAnnouncements = z.infer<typeof agentAnnouncementsSchema>;
