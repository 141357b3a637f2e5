import { defineEndpoint } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { firstLoginResponseSchema } from '../member-info.ts';

/** The welcome of a first login is done; it is not shown again. */
export const completeFirstLogin = defineEndpoint({
  method: 'POST',
  path: apiPaths.memberFirstLogin,
  auth: { kind: 'member', allowTrial: true, allowAgentOnly: true },
  tag: 'identity',
  summary: 'The first-login action: marks the welcome as done',
  response: firstLoginResponseSchema,
});
