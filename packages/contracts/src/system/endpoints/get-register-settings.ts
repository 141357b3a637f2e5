import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getRegisterSettingsResponseSchema } from '../get-register-settings.ts';

/** What the registration form asks for and how it checks it; answered from the response cache. */
export const getRegisterSettings = defineEndpoint({
  method: 'GET',
  path: apiPaths.systemRegisterSettings,
  auth: endpointAuth.public,
  tag: 'system',
  summary: 'Registration mode, minimum age, phone format and one rule per field',
  response: getRegisterSettingsResponseSchema,
});
