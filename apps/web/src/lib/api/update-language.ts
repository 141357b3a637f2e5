import {
  apiPaths,
  type Language,
  type UpdateLanguageRequest,
  type UpdateLanguageResponse,
} from '@lobby/contracts';
import { apiRequest } from '../api-client.ts';

/** PUT /wps/system/language: tells the server the visitor's language (§4.7). */
export function updateLanguage(language: Language): Promise<UpdateLanguageResponse> {
  const body: UpdateLanguageRequest = { language };
  return apiRequest<UpdateLanguageResponse>('PUT', apiPaths.systemLanguage, { body });
}
