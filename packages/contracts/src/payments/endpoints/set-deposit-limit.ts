import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import {
  responsibleGamblingSchema,
  setDepositLimitRequestSchema,
} from '../responsible-gambling.ts';

/** A member sets or removes a daily, weekly or monthly deposit limit (module protection). */
export const setDepositLimit = defineEndpoint({
  method: 'PUT',
  path: apiPaths.depositLimits,
  auth: endpointAuth.member,
  tag: 'protection',
  summary: 'Set or remove a deposit limit: lower at once, higher or none after a delay',
  body: setDepositLimitRequestSchema,
  response: responsibleGamblingSchema,
});
