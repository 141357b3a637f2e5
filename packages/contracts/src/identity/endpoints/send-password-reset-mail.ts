import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import {
  forgotPasswordEmailRequestSchema,
  forgotPasswordEmailResponseSchema,
} from '../passwords.ts';

/** Forgot password: a reset link by mail; the form may be sent form-encoded (§7.2). */
export const sendPasswordResetMail = defineEndpoint({
  method: 'POST',
  path: apiPaths.forgotPasswordEmail,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'Forgot password: mail a single-use reset link (form-encoded or JSON)',
  body: forgotPasswordEmailRequestSchema,
  response: forgotPasswordEmailResponseSchema,
});
