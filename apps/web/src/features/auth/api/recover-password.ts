import {
  type ForgotPasswordEmailRequest,
  type LoginSuccess,
  type ResetPasswordByPhoneRequest,
  type ResetPasswordRequest,
  sendPasswordResetMail,
  resetPasswordByPhone as resetPasswordByPhoneEndpoint,
  resetPassword,
} from '@lobby/contracts';
import { apiCall } from '../../../lib/api-client.ts';

/**
 * POST /wps/member/password/email (forgetPassword, form-encoded as §7.2 says): mails a reset
 * link. Answers the text key 'in_been_out' whether or not the details matched.
 */
export async function requestResetEmail(request: ForgotPasswordEmailRequest): Promise<string> {
  const answer = await apiCall(sendPasswordResetMail, {
    form: { username: request.username, email: request.email },
  });
  return answer.messageKey;
}

/** POST /wps/member/password/verification (getPasswordByPhone, encrypted): resets and logs in. */
export function resetPasswordByPhone(body: ResetPasswordByPhoneRequest): Promise<LoginSuccess> {
  return apiCall(resetPasswordByPhoneEndpoint, { body });
}

/** POST /wps/member/password/reset: the mailed link's token and the new password. */
export async function resetPasswordWithLink(body: ResetPasswordRequest): Promise<void> {
  await apiCall(resetPassword, {
    body,
  });
}
