import { apiPaths, type SendCodeResponse, type SendSmsCodeRequest } from '@lobby/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/verification/sms/register (sendRegPhoneCode): the registration code. */
export function sendRegisterSmsCode(body: SendSmsCodeRequest): Promise<SendCodeResponse> {
  return apiRequest<SendCodeResponse>('POST', apiPaths.smsRegisterCode, { body });
}

/** POST /wps/verification/sms/noLogin (getLoginCode): a code for a member not logged in. */
export function sendLoginSmsCode(body: SendSmsCodeRequest): Promise<SendCodeResponse> {
  return apiRequest<SendCodeResponse>('POST', apiPaths.smsLoginCode, { body });
}
