import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import {
  staffEnrolmentRequestSchema,
  staffEnrolmentResultSchema,
  staffTwoFactorRequestSchema,
  staffTwoFactorResultSchema,
} from '../staff-two-factor.ts';

/** Starts (or restarts) the TOTP enrolment of a login that must enrol. */
export const enrolStaffTwoFactor = defineEndpoint({
  method: 'POST',
  path: apiPaths.staffTwoFactorEnrolment,
  auth: endpointAuth.public,
  tag: 'backoffice',
  summary: 'Staff two-factor enrolment: a new TOTP secret (otpauth URI), shown once',
  body: staffEnrolmentRequestSchema,
  response: staffEnrolmentResultSchema,
});

/** The second step of a staff login: the session for a valid code (or recovery code). */
export const verifyStaffTwoFactor = defineEndpoint({
  method: 'POST',
  path: apiPaths.staffTwoFactor,
  auth: endpointAuth.public,
  tag: 'backoffice',
  summary: 'Staff login, second step: a TOTP or recovery code opens the session',
  body: staffTwoFactorRequestSchema,
  response: staffTwoFactorResultSchema,
});
