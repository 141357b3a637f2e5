import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { sendCodeResponseSchema, sendSmsCodeRequestSchema } from '../verification.ts';

/** getLoginCode (§7.2): an SMS code for SMS login or a reset by phone; bot check first. */
export const sendLoginCode = defineEndpoint({
  method: 'POST',
  path: apiPaths.smsLoginCode,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'Send an SMS code for SMS login or a password reset by phone',
  body: sendSmsCodeRequestSchema,
  response: sendCodeResponseSchema,
});
