import { apiPaths, type GetCaptchaResponse } from '@lobby/contracts';
import { apiGet } from '../../../lib/api-client.ts';

/** A new captcha image and its id (`GET /wps/captcha`); never cached, every call is a new one. */
export function fetchCaptcha(signal?: AbortSignal): Promise<GetCaptchaResponse> {
  return apiGet<GetCaptchaResponse>(apiPaths.captcha, undefined, signal);
}
