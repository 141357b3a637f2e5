import { z } from 'zod';
import { languageSchema } from '../common/language.ts';

export const getHelpCenterQuerySchema = z.object({
  lang: languageSchema.default('en'),
  device: z.literal('WEB').default('WEB'),
});
export type GetHelpCenterQuery = z.infer<typeof getHelpCenterQuerySchema>;

export const helpTopicSchema = z.object({
  /** Stable code, also the URL hash: `/help#term`. */
  code: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  content: z.string(),
  sort: z.number().int(),
});
export type HelpTopic = z.infer<typeof helpTopicSchema>;

export const getHelpCenterResponseSchema = z.array(helpTopicSchema);
export type GetHelpCenterResponse = z.infer<typeof getHelpCenterResponseSchema>;

/** Topic codes the demo brand ships; a brand may add others. */
export const helpTopicCodes = [
  'term',
  'privacy',
  'deposit',
  'withdrawal',
  'responsible',
  'faq',
  'about',
  'contact',
] as const;
export type HelpTopicCode = (typeof helpTopicCodes)[number];
