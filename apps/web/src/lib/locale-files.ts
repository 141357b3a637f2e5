import type { Language } from '@lobby/contracts';

export type LocaleFiles = Record<string, () => Promise<Record<string, unknown>>>;

/**
 * The translation files of one language, each a chunk of its own fetched when asked for. The
 * map of a language is itself fetched when first needed (lib/i18n.ts): English start-up
 * namespaces ship with the app, so a first visit in English fetches only the English map (for
 * its first on-demand namespace, the disclaimer's), and a later area's namespaces add nothing
 * to the first load. A new language adds its locale-files-<lang>.ts here.
 */
export const localeFileMaps: Record<Language, () => Promise<LocaleFiles>> = {
  en: () => import('./locale-files-en.ts').then((module) => module.localeFiles),
  th: () => import('./locale-files-th.ts').then((module) => module.localeFiles),
  tl: () => import('./locale-files-tl.ts').then((module) => module.localeFiles),
};
