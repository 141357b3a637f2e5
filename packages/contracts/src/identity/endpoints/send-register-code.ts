import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { sendCodeResponseSchema, sendSmsCodeRequestSchema } from '../verification.ts';

/** sendRegPhoneCode (§7.2): the SMS code a registration asks for; bot check first. */
export const sendRegisterCode = defineEndpoint({
  method: 'POST',
  path: apiPaths.smsRegisterCode,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'Send the SMS code of a registration (username or mobile mode)',
  body: sendSmsCodeRequestSchema,
  response: sendCodeResponseSchema,
});
