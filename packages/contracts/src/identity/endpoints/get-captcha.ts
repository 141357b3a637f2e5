import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getCaptchaResponseSchema } from '../bot-check.ts';

/** A fresh captcha of the brand; never cached. */
export const getCaptcha = defineEndpoint({
  method: 'GET',
  path: apiPaths.captcha,
  auth: endpointAuth.public,
  tag: 'identity',
  summary: 'A captcha image (base64 SVG data URL) and the id to answer it with',
  response: getCaptchaResponseSchema,
});
