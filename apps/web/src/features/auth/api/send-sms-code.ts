import {
  type SendCodeResponse,
  type SendSmsCodeRequest,
  sendRegisterCode,
  sendLoginCode,
} from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/** POST /wps/verification/sms/register (sendRegPhoneCode): the registration code. */
export function sendRegisterSmsCode(body: SendSmsCodeRequest): Promise<SendCodeResponse> {
  return apiCall(sendRegisterCode, { body });
}

/** POST /wps/verification/sms/noLogin (getLoginCode): a code for a member not logged in. */
export function sendLoginSmsCode(body: SendSmsCodeRequest): Promise<SendCodeResponse> {
  return apiCall(sendLoginCode, { body });
}
