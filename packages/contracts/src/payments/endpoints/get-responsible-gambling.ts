import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { responsibleGamblingSchema } from '../responsible-gambling.ts';

/** The responsible-gambling page: deposit limits and any self-exclusion (module protection). */
export const getResponsibleGambling = defineEndpoint({
  method: 'GET',
  path: apiPaths.responsibleGambling,
  auth: endpointAuth.member,
  tag: 'protection',
  summary: 'Deposit limits with what is used of each, and any self-exclusion',
  response: responsibleGamblingSchema,
});
