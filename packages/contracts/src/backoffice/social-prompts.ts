import { z } from 'zod';
import { localizedTextSchema } from '../common/language.ts';
import { socialPromptChannels } from '../system/get-permission.ts';

/** The `:channel` of PUT /bo/social-prompts/:channel. */
export const socialPromptParamsSchema = z.object({ channel: z.enum(socialPromptChannels) });

const rewardText = z.string().trim().max(40);

/** An administrator's setting of one social prompt (off by default). */
export const socialPromptSettingSchema = z.object({
  isEnabled: z.boolean(),
  /** The brand's page on the channel: https only. */
  url: z
    .string()
    .trim()
    .max(500)
    .regex(/^https:\/\/[^\s<>"']+$/),
  reward: z.object({ en: rewardText, th: rewardText, tl: rewardText }).nullable(),
  delaySeconds: z.number().int().min(0).max(600),
});
export type SocialPromptSetting = z.infer<typeof socialPromptSettingSchema>;

/** The setting as stored. */
export const socialPromptSettingViewSchema = socialPromptSettingSchema.extend({
  channel: z.enum(socialPromptChannels),
  reward: localizedTextSchema.nullable(),
});
export type SocialPromptSettingView = z.infer<typeof socialPromptSettingViewSchema>;
