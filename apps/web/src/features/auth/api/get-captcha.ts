import { apiPaths, type GetCaptchaResponse, type getCaptcha } from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const getCaptchaRoute = routeTo<typeof getCaptcha>('GET', apiPaths.captcha);

/** A new captcha image and its id (`GET /wps/captcha`); never cached, every call is a new one. */
export function fetchCaptcha(signal?: AbortSignal): Promise<GetCaptchaResponse> {
  return apiCall(getCaptchaRoute, { signal });
}
