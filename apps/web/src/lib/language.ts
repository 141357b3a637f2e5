import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  apiPaths,
  type Language,
  type UpdateLanguageRequest,
  type UpdateLanguageResponse,
  type updateLanguage as updateLanguageEndpoint,
} from '@lobby/contracts';
import { apiCall, routeTo } from './api-client.ts';
import { defaultLanguage, isLanguage, switchLanguage } from './i18n.ts';

const updateLanguageRoute = routeTo<typeof updateLanguageEndpoint>('PUT', apiPaths.systemLanguage);

/**
 * Marks a query whose answer depends on the language (help topics, banners, hot games,
 * winner board …). Best put the language in the key as well (the query then follows a change
 * by itself); a marked query without it is refetched on a change.
 */
export const languageDependentMeta = { languageDependent: true } as const;

/** The language the text is shown in; re-renders on a change. */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : defaultLanguage;
}

/**
 * PUT /wps/system/language: tells the server the visitor's language (§4.7). It stays beside the
 * switch it belongs to: the language picker of components/ui uses both, and lib imports no
 * feature.
 */
function updateLanguage(language: Language): Promise<UpdateLanguageResponse> {
  const body: UpdateLanguageRequest = { language };
  return apiCall(updateLanguageRoute, { body });
}

/**
 * The language change of §4.7: the text switches at once and the choice is stored under
 * `lang`; then the server is told, and the language-dependent queries are refreshed.
 */
export async function changeLanguage(language: Language, queryClient: QueryClient): Promise<void> {
  await switchLanguage(language);
  try {
    await updateLanguage(language);
  } catch (error) {
    // the visitor's choice stands even when the server could not be told
    console.warn('language update failed', error);
  }
  // a query with the language in its key already follows the change on its own
  await queryClient.invalidateQueries({
    predicate: (query) =>
      query.meta?.languageDependent === true && !query.queryKey.includes(language),
  });
}

/** changeLanguage bound to the app's query client. */
export function useChangeLanguage(): (language: Language) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback((language: Language) => changeLanguage(language, queryClient), [queryClient]);
}
