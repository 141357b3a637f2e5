import type { ErrorEntry } from './error-entry.ts';
import { agentErrors } from './agent-errors.ts';
import { gameErrors } from './game-errors.ts';
import { moneyErrors } from './money-errors.ts';
import { redEnvelopeErrors } from './red-envelope-errors.ts';
import { missionErrors } from './mission-errors.ts';

import { rewardErrors } from './reward-errors.ts';
import { activityErrors } from './activity-errors.ts';
import { lotteryErrors } from './lottery-errors.ts';

import { loyaltyErrors } from './loyalty-errors.ts';

import { chatErrors } from './chat-errors.ts';
import { memberServiceErrors } from './member-service-errors.ts';
import { sportsbookErrors } from './sportsbook-errors.ts';
import { cockfightErrors } from './cockfight-errors.ts';

/**
 * The error catalogue (§8). Every failure the API reports has a stable code, an HTTP status,
 * a text key the client translates, and an English message. Services throw `AppError(code)`;
 * the server's one error handler turns it into the failure envelope.
 */
export const errorCatalogue = {
  // generic
  validation_failed: {
    status: 400,
    messageKey: 'err_validation_failed',
    message: 'Some fields are not valid',
  },
  malformed_body: {
    status: 400,
    messageKey: 'err_malformed_body',
    message: 'The request body is not valid JSON',
  },
  nul_character: {
    status: 400,
    messageKey: 'err_nul_character',
    message: 'A field contains a character that is not allowed',
  },
  unsupported_media_type: {
    status: 415,
    messageKey: 'err_unsupported_media_type',
    message: 'This content type is not accepted',
  },
  body_too_large: {
    status: 413,
    messageKey: 'err_body_too_large',
    message: 'The request body is too large',
  },
  not_found: {
    status: 404,
    messageKey: 'err_invalid_url',
    message: 'Invalid URL, please contact customer service',
  },
  method_not_allowed: {
    status: 405,
    messageKey: 'err_method_not_allowed',
    message: 'This method is not allowed here',
  },
  too_many_requests: {
    status: 429,
    messageKey: 'err_too_many_requests',
    message: 'Too many requests, please try again later',
  },
  unknown: { status: 500, messageKey: 'err_unknown', message: 'Unknown error' },
  service_unavailable: {
    status: 503,
    messageKey: 'err_network_abnormal',
    message: 'Network link is abnormal, please try again',
  },
  timeout: {
    status: 504,
    messageKey: 'err_timeout',
    message: 'The page took longer time to load, please check your network connectivity',
  },
  // merchant and access
  unknown_merchant: {
    status: 404,
    messageKey: 'err_unknown_merchant',
    message: 'This site is not configured, please contact customer service',
  },
  access_restricted: {
    status: 403,
    messageKey: 'err_access_restricted',
    message: 'Access restricted',
  },
  maintenance: {
    status: 503,
    messageKey: 'err_maintenance',
    message: 'The system is under maintenance',
  },
  unsupported_language: {
    status: 400,
    messageKey: 'err_unsupported_language',
    message: 'This language is not offered here',
  },
  // identity
  not_logged_in: {
    status: 401,
    messageKey: 'err_not_logged_in',
    message: 'You are not logged in, please login',
  },
  account_not_found: {
    status: 404,
    messageKey: 'err_account_not_found',
    message: 'Username/Email does not exist',
  },
  non_agent_login: {
    status: 403,
    messageKey: 'err_non_agent_login',
    message: 'Non-agents cannot log in',
  },
  non_member_login: {
    status: 403,
    messageKey: 'err_non_member_login',
    message: 'Non-member account unable to login',
  },
  agent_only_forbidden: {
    status: 403,
    messageKey: 'err_agent_only_forbidden',
    message: 'Agent accounts cannot do this; please use a member account',
  },
  trial_not_allowed: {
    status: 403,
    messageKey: 'in_need_true_account',
    message: 'Please Register An Account First',
  },
  invitation_code_error: {
    status: 400,
    messageKey: 'invitation_code_error',
    message: 'Invalid invitation code',
  },
  second_step_required: {
    status: 403,
    messageKey: 'err_second_step_required',
    message: 'This device is not recognised; please verify it is you',
  },
  // sessions, login and passwords
  login_failed: {
    status: 401,
    messageKey: 'err_login_failed',
    message: 'Incorrect username or password',
  },
  captcha_required: {
    status: 400,
    messageKey: 'err_captcha_required',
    message: 'Please enter the characters in the image',
  },
  login_proof_required: {
    status: 400,
    messageKey: 'err_login_proof_required',
    message: 'Please complete the security check to log in',
  },
  login_proof_invalid: {
    status: 400,
    messageKey: 'err_login_proof_invalid',
    message: 'The security check answer is not valid, please try again',
  },
  login_proof_expired: {
    status: 400,
    messageKey: 'err_login_proof_expired',
    message: 'The security check has expired, please try again',
  },
  login_proof_used: {
    status: 400,
    messageKey: 'err_login_proof_used',
    message: 'The security check answer was already used, please try again',
  },
  bot_check_failed: {
    status: 400,
    messageKey: 'err_bot_check_failed',
    message: 'The security check failed, please try again',
  },
  account_disabled: {
    status: 403,
    messageKey: 'err_account_disabled',
    message: 'This account is disabled, please contact customer service',
  },
  password_change_required: {
    status: 403,
    messageKey: 'err_password_change_required',
    message: 'Please change your password first',
  },
  wrong_password: {
    status: 400,
    messageKey: 'err_wrong_password',
    message: 'The current password is incorrect',
  },
  password_too_common: {
    status: 400,
    messageKey: 'err_password_too_common',
    message: 'This password is too common, please choose another',
  },
  username_taken: {
    status: 409,
    messageKey: 'err_username_taken',
    message: 'This username is already registered',
  },
  mobile_taken: {
    status: 409,
    messageKey: 'err_mobile_taken',
    message: 'This mobile number is already registered',
  },
  code_used: {
    status: 400,
    messageKey: 'err_code_used',
    message: 'This code has already been used, please send again',
  },
  reset_link_invalid: {
    status: 400,
    messageKey: 'err_reset_link_invalid',
    message: 'This reset link is invalid or has expired',
  },
  password_same_as_old: {
    status: 400,
    messageKey: 'err_password_same_as_old',
    message: 'The new password must be different from the current one',
  },
  payment_password_format: {
    status: 400,
    messageKey: 'payment_password_format',
    message: 'The payment password must be 6 digits',
  },
  payment_password_same_as_login: {
    status: 400,
    messageKey: 'err_payment_password_same_as_login',
    message: 'The payment password must be different from the login password',
  },
  encryption_required: {
    status: 400,
    messageKey: 'err_encryption_required',
    message: 'This call must be encrypted',
  },
  decryption_failed: {
    status: 400,
    messageKey: 'err_decryption_failed',
    message: 'The request could not be decrypted',
  },
  // auth codes (§8)
  invalid_phone_number: {
    status: 400,
    messageKey: 'err_invalid_phone_number',
    message: 'Please enter a valid mobile number',
  },
  missing_phone_number: {
    status: 400,
    messageKey: 'err_missing_phone_number',
    message: 'Please enter your mobile number',
  },
  invalid_verification_code: {
    status: 400,
    messageKey: 'err_invalid_verification_code',
    message: 'Please enter a valid verification code',
  },
  missing_verification_code: {
    status: 400,
    messageKey: 'err_missing_verification_code',
    message: 'Please enter the verification code',
  },
  captcha_check_failed: {
    status: 400,
    messageKey: 'err_captcha_check_failed',
    message: 'The captcha check failed',
  },
  quota_exceeded: {
    status: 429,
    messageKey: 'err_quota_exceeded',
    message: 'Quota exceeded, please contact customer service',
  },
  operation_not_allowed: {
    status: 403,
    messageKey: 'err_operation_not_allowed',
    message: 'This operation is not allowed',
  },
  code_expired: {
    status: 400,
    messageKey: 'err_code_expired',
    message: 'The code has expired, please send again',
  },
  popup_closed_by_user: {
    status: 400,
    messageKey: 'err_popup_closed_by_user',
    message: 'Login failed, please retry',
  },
  ...moneyErrors,
  ...gameErrors,
  ...agentErrors,
  ...redEnvelopeErrors,
  ...missionErrors,

  ...rewardErrors,
  ...activityErrors,
  ...lotteryErrors,

  ...loyaltyErrors,

  ...chatErrors,
  ...memberServiceErrors,
  ...sportsbookErrors,
  ...cockfightErrors,
} as const satisfies Record<string, ErrorEntry>;

export type ErrorCode = keyof typeof errorCatalogue;

/** All error codes, for tests and documentation. */
export const errorCodes = Object.keys(errorCatalogue) as ErrorCode[];
