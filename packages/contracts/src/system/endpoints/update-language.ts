import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { updateLanguageRequestSchema, updateLanguageResponseSchema } from '../update-language.ts';

/** The caller picked a language (§4.7); it must be one the brand offers. */
export const updateLanguage = defineEndpoint({
  method: 'PUT',
  path: apiPaths.systemLanguage,
  auth: endpointAuth.public,
  tag: 'system',
  summary: 'Change the language; it must be one the brand offers',
  body: updateLanguageRequestSchema,
  response: updateLanguageResponseSchema,
});
