import {
  apiPaths,
  type SendCodeResponse,
  type SendSmsCodeRequest,
  type sendRegisterCode,
  type sendLoginCode,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const sendRegisterCodeRoute = routeTo<typeof sendRegisterCode>('POST', apiPaths.smsRegisterCode);

const sendLoginCodeRoute = routeTo<typeof sendLoginCode>('POST', apiPaths.smsLoginCode);

/** POST /wps/verification/sms/register (sendRegPhoneCode): the registration code. */
export function sendRegisterSmsCode(body: SendSmsCodeRequest): Promise<SendCodeResponse> {
  return apiCall(sendRegisterCodeRoute, { body });
}

/** POST /wps/verification/sms/noLogin (getLoginCode): a code for a member not logged in. */
export function sendLoginSmsCode(body: SendSmsCodeRequest): Promise<SendCodeResponse> {
  return apiCall(sendLoginCodeRoute, { body });
}
