import { z } from 'zod';

/** Languages Lobby ships complete translations for. Adding one is adding a locale folder. */
export const supportedLanguages = ['en', 'th', 'tl'] as const;
export const languageSchema = z.enum(supportedLanguages);
export type Language = z.infer<typeof languageSchema>;

/** Text in every supported language. */
export const localizedTextSchema = z.object({ en: z.string(), th: z.string(), tl: z.string() });
export type LocalizedText = z.infer<typeof localizedTextSchema>;

/** Platform code of the web client (§9: platform W). */
export const platformSchema = z.literal('W');
