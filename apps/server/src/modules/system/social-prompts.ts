import { and, asc, eq } from 'drizzle-orm';
import type {
  SocialPrompt,
  SocialPromptChannel,
  SocialPromptSetting,
  SocialPromptSettingView,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { socialPrompts } from '../../db/schema/index.ts';

/** The brand's social prompts that are on, for the permission answer. */
export async function enabledSocialPrompts(db: Db, merchantId: number): Promise<SocialPrompt[]> {
  const rows = await db
    .select()
    .from(socialPrompts)
    .where(and(eq(socialPrompts.merchantId, merchantId), eq(socialPrompts.isEnabled, true)))
    .orderBy(asc(socialPrompts.channel));
  return rows.map((row) => ({
    channel: row.channel,
    url: row.url,
    reward: row.reward ?? null,
    delaySeconds: row.delaySeconds,
  }));
}

/** The operator's side of the social prompts (brand settings, off by default). */
export function createSocialPromptSettings() {
  return {
    /** The setting of one channel before a change; undefined when never set (off). */
    async find(
      db: Executor,
      merchantId: number,
      channel: SocialPromptChannel,
    ): Promise<SocialPromptSettingView | undefined> {
      const [row] = await db
        .select()
        .from(socialPrompts)
        .where(and(eq(socialPrompts.merchantId, merchantId), eq(socialPrompts.channel, channel)));
      return row
        ? {
            channel: row.channel,
            isEnabled: row.isEnabled,
            url: row.url,
            reward: row.reward ?? null,
            delaySeconds: row.delaySeconds,
          }
        : undefined;
    },

    /** Writes one channel's setting (on `db`, the caller's transaction with its audit row). */
    async save(
      db: Executor,
      merchantId: number,
      channel: SocialPromptChannel,
      setting: SocialPromptSetting,
    ): Promise<SocialPromptSettingView> {
      const values = { ...setting, reward: setting.reward };
      await db
        .insert(socialPrompts)
        .values({ merchantId, channel, ...values })
        .onConflictDoUpdate({
          target: [socialPrompts.merchantId, socialPrompts.channel],
          set: values,
        });
      return { channel, ...values };
    },
  };
}
export type SocialPromptSettings = ReturnType<typeof createSocialPromptSettings>;
