import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@lobby/contracts';
import { getStoredLanguage, setStoredLanguage } from './session-storage.ts';

/**
 * Translations live in locales/<lang>/<namespace>.json, one namespace per area of the app.
 * Adding a language is adding a folder (and its code to the contracts' supportedLanguages).
 * English, the default, ships with the app so the first render waits for nothing; any other
 * language is fetched when it is needed (vite.config.ts keeps each language in one chunk).
 */
const englishFiles = import.meta.glob<Record<string, unknown>>('../locales/en/*.json', {
  eager: true,
  import: 'default',
});
const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  import: 'default',
});
const localeFilePattern = /locales\/([^/]+)\/([^/]+)\.json$/;

const loadedLanguages = new Set<string>();

/** Every namespace of one language, by namespace. */
async function fetchLanguage(language: Language): Promise<ResourceLanguage> {
  if (language === 'en') {
    return Object.fromEntries(
      Object.entries(englishFiles).map(([file, bundle]) => [
        localeFilePattern.exec(file)?.[2],
        bundle,
      ]),
    );
  }
  const files = Object.entries(localeFiles).flatMap(([file, load]) => {
    const match = localeFilePattern.exec(file);
    return match?.[1] === language && match[2] ? [{ namespace: match[2], load }] : [];
  });
  const bundles = await Promise.all(
    files.map(async ({ namespace, load }) => [namespace, await load()] as const),
  );
  return Object.fromEntries(bundles);
}

/** Makes a language available to i18next (once). */
export async function loadLanguage(language: Language): Promise<void> {
  if (loadedLanguages.has(language)) return;
  const bundles = await fetchLanguage(language);
  for (const [namespace, resources] of Object.entries(bundles)) {
    i18next.addResourceBundle(language, namespace, resources, true, true);
  }
  loadedLanguages.add(language);
}

export const defaultLanguage: Language = 'en';

/**
 * The languages the app ships, in the order the selectors offer them: the contracts'
 * supportedLanguages (i18n.test.ts keeps the two equal). Spelled out here because the
 * contracts module that holds that list also builds zod schemas, and zod must stay out of
 * the first-load JavaScript.
 */
export const appLanguages = ['en', 'th', 'tl'] as const satisfies readonly Language[];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (appLanguages as readonly string[]).includes(value);
}

/** The language to start in: the stored choice, else English (§4.7: default EN). */
export function initialLanguage(): Language {
  const stored = getStoredLanguage();
  return isLanguage(stored) ? stored : defaultLanguage;
}

export async function initI18n(language: Language = initialLanguage()): Promise<typeof i18next> {
  const bundles = await fetchLanguage(language);
  loadedLanguages.add(language);
  await i18next.use(initReactI18next).init({
    resources: { [language]: bundles },
    partialBundledLanguages: true,
    lng: language,
    fallbackLng: defaultLanguage,
    defaultNS: 'common',
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  document.documentElement.lang = language;
  return i18next;
}

/** Switches the visible language and remembers it under `lang`. */
export async function switchLanguage(language: Language): Promise<void> {
  setStoredLanguage(language);
  await loadLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}

/**
 * The brand's default language, for a visitor who has not chosen one (nothing under `lang`):
 * shown, but not stored, so the visitor's own choice still wins later.
 */
export async function applyBrandDefaultLanguage(language: Language): Promise<void> {
  if (isLanguage(getStoredLanguage()) || i18next.language === language) return;
  await loadLanguage(language);
  document.documentElement.lang = language;
  await i18next.changeLanguage(language);
}
