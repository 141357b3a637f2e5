import { type GetCaptchaResponse, getCaptcha } from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** A new captcha image and its id (`GET /wps/captcha`); never cached, every call is a new one. */
export function fetchCaptcha(signal?: AbortSignal): Promise<GetCaptchaResponse> {
  return apiCall(getCaptcha, { signal });
}
