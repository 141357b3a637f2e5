import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { responsibleGamblingSchema, selfExclusionRequestSchema } from '../responsible-gambling.ts';

/** A member excludes themself for a period or for good (module protection). */
export const selfExclude = defineEndpoint({
  method: 'POST',
  path: apiPaths.selfExclusion,
  auth: endpointAuth.member,
  tag: 'protection',
  summary: 'Self-exclude for a period or for good (login password); cannot be lifted',
  body: selfExclusionRequestSchema,
  response: responsibleGamblingSchema,
});
