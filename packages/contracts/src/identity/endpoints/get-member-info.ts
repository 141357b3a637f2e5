import { defineEndpoint } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { memberInfoSchema } from '../member-info.ts';

/** Who is logged in; read by trial accounts and during a forced password change too. */
export const getMemberInfo = defineEndpoint({
  method: 'GET',
  path: apiPaths.memberInfo,
  auth: {
    kind: 'member',
    allowTrial: true,
    allowPendingPasswordChange: true,
    allowAgentOnly: true,
  },
  tag: 'identity',
  summary: 'Who is logged in: id, account, nickname, type and the login flags',
  response: memberInfoSchema,
});
