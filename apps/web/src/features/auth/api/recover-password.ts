import {
  apiPaths,
  type ForgotPasswordEmailRequest,
  type LoginSuccess,
  type ResetPasswordByPhoneRequest,
  type ResetPasswordRequest,
  type sendPasswordResetMail,
  type resetPasswordByPhone as resetPasswordByPhoneEndpoint,
  type resetPassword,
} from '@lobby/contracts';
import { apiCall, routeTo } from '../../../lib/api-client.ts';

const sendPasswordResetMailRoute = routeTo<typeof sendPasswordResetMail>(
  'POST',
  apiPaths.forgotPasswordEmail,
);

const resetPasswordByPhoneRoute = routeTo<typeof resetPasswordByPhoneEndpoint>(
  'POST',
  apiPaths.resetPasswordByPhone,
  { encrypted: true },
);

const resetPasswordRoute = routeTo<typeof resetPassword>('POST', apiPaths.resetPassword, {
  encrypted: true,
});

/**
 * POST /wps/member/password/email (forgetPassword, form-encoded as §7.2 says): mails a reset
 * link. Answers the text key 'in_been_out' whether or not the details matched.
 */
export async function requestResetEmail(request: ForgotPasswordEmailRequest): Promise<string> {
  const answer = await apiCall(sendPasswordResetMailRoute, {
    form: { username: request.username, email: request.email },
  });
  return answer.messageKey;
}

/** POST /wps/member/password/verification (getPasswordByPhone, encrypted): resets and logs in. */
export function resetPasswordByPhone(body: ResetPasswordByPhoneRequest): Promise<LoginSuccess> {
  return apiCall(resetPasswordByPhoneRoute, { body });
}

/** POST /wps/member/password/reset: the mailed link's token and the new password. */
export async function resetPasswordWithLink(body: ResetPasswordRequest): Promise<void> {
  await apiCall(resetPasswordRoute, {
    body,
  });
}
