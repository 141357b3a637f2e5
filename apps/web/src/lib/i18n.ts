import i18next, { type BackendModule, type ResourceKey, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@lobby/contracts';
import { localeFileMaps, type LocaleFiles } from './locale-files.ts';
import { getStoredLanguage, setStoredLanguage } from './session-storage.ts';

/**
 * Translations live in locales/<lang>/<namespace>.json, one namespace per area of the app.
 * Adding a language is adding a folder (and its code to the contracts' supportedLanguages).
 *
 * Two kinds of namespace:
 * - start-up namespaces, which the shell and the home page read: English, the default, ships
 *   with the app so the first render waits for nothing; another language fetches all of its
 *   start-up namespaces at once when it is needed (vite.config.ts keeps them in one chunk);
 * - on-demand namespaces, read only by member-centre pages (the eager glob below leaves them
 *   out): fetched in any language the first time a component asks for them with
 *   `useTranslation('<ns>')`, which suspends until they arrive (the page's Suspense shows
 *   the loader). Any namespace file under locales/<lang>/ that is not a start-up one works so.
 */
const englishFiles = import.meta.glob<Record<string, unknown>>(
  [
    '../locales/en/*.json',
    // the member centre's and the game pages' namespaces: kept out of the first load
    '!../locales/en/{wallet,transfers,records,responsible,security,originals,bets,game-lobby,auth,help,announcements,disclaimer,pages,agents,agent-errors,agent-income,red-envelopes,agent-transactions,missions,mission-errors,rewards,loyalty,loyalty-errors,support-chat,activities,activity-errors,lottery-errors,lottery-fast,lottery-draws,sports-errors,inbox,member-landing,app-download,social,referrals,cockfight,sportsbook}.json',
  ],
  { eager: true, import: 'default' },
);
const localeFilePattern = /locales\/([^/]+)\/([^/]+)\.json$/;
const localeFileLoads = new Map<string, Promise<LocaleFiles>>();
/** The loaders of one language's translation files (lib/locale-files.ts), fetched once. */
function loadLocaleFiles(language: string): Promise<LocaleFiles> {
  let load = localeFileLoads.get(language);
  if (!load) {
    const map = isLanguage(language) ? localeFileMaps[language] : undefined;
    load = map ? map() : Promise.resolve({});
    localeFileLoads.set(language, load);
  }
  return load;
}

/** Namespaces of the English files bundled with the app: the ones loaded at start-up. */
export const startupNamespaces: readonly string[] = Object.keys(englishFiles)
  .map((file) => localeFilePattern.exec(file)?.[2])
  .filter((namespace): namespace is string => namespace !== undefined)
  .sort();

/** Namespaces with a file under locales/ that are fetched when first asked for. */
export async function onDemandNamespaces(): Promise<string[]> {
  const maps = await Promise.all(appLanguages.map((language) => loadLocaleFiles(language)));
  const files = Object.assign({}, ...maps) as LocaleFiles;
  return [
    ...new Set(
      Object.keys(files)
        .map((file) => localeFilePattern.exec(file)?.[2])
        .filter(
          (namespace): namespace is string =>
            namespace !== undefined && !startupNamespaces.includes(namespace),
        ),
    ),
  ].sort();
}

/**
 * Tests render synchronously after setting up a language: there every namespace is loaded up
 * front, so no component suspends (the build drops this branch).
 */
const loadsEveryNamespace = import.meta.env.MODE === 'test';

const loadedLanguages = new Set<string>();

/** One namespace file of one language; undefined when there is no such file. */
export async function readLocaleBundle(
  language: string,
  namespace: string,
): Promise<ResourceKey | undefined> {
  const load = (await loadLocaleFiles(language))[`../locales/${language}/${namespace}.json`];
  return load ? await load() : undefined;
}

/** i18next's loader for the namespaces that were not loaded with their language. */
const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    readLocaleBundle(language, namespace).then(
      // a namespace this language lacks reads as empty: the English fallback answers
      (bundle) => callback(null, bundle ?? {}),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

/** The namespaces of one language loaded with it, by namespace. */
async function fetchLanguage(language: Language): Promise<ResourceLanguage> {
  // English at start-up is in the bundle: the loaders are fetched only for what is not
  if (language === 'en' && !loadsEveryNamespace) {
    return Object.fromEntries(
      startupNamespaces.map((namespace) => [
        namespace,
        englishFiles[`../locales/en/${namespace}.json`] ?? {},
      ]),
    );
  }
  const wanted = (namespace: string) =>
    loadsEveryNamespace || startupNamespaces.includes(namespace);
  const files = Object.entries(await loadLocaleFiles(language)).flatMap(([file, load]) => {
    const match = localeFilePattern.exec(file);
    return match?.[1] === language && match[2] && wanted(match[2])
      ? [{ namespace: match[2], load }]
      : [];
  });
  const bundles = await Promise.all(
    files.map(async ({ namespace, load }) => {
      // English start-up namespaces are in the bundle already: no import to wait for
      const bundled = language === 'en' ? englishFiles[`../locales/en/${namespace}.json`] : null;
      return [namespace, bundled ?? (await load())] as const;
    }),
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
  // English is the fallback of every language; its start-up namespaces are bundled anyway
  const english = language === 'en' ? bundles : await fetchLanguage('en');
  await i18next
    .use(localeBackend)
    .use(initReactI18next)
    .init({
      resources: { en: english, [language]: bundles },
      // the rest comes through localeBackend when a component first asks for it
      partialBundledLanguages: true,
      ns: [...startupNamespaces],
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
