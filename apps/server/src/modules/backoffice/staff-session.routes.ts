import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  enrolStaffTwoFactor,
  logInStaff,
  logOutStaff,
  verifyStaffTwoFactor,
} from '@lobby/contracts';
import { requireEncryptedBody, type PayloadCrypto } from '../../platform/payload-encryption.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { loginDeviceOf } from '../identity/index.ts';
import type { StaffAuth } from './staff-auth.ts';
import type { StaffTwoFactor } from './staff-two-factor.ts';

export interface StaffSessionRoutesDeps {
  staff: StaffAuth;
  twoFactor: StaffTwoFactor;
  payloadCrypto: PayloadCrypto;
}

/**
 * `POST /bo/session/login` (sealed like the member login), its two-factor step
 * (`/bo/session/two-factor`, `/bo/session/two-factor/enrolment`) and `POST /bo/session/logout`.
 */
export const staffSessionRoutes: FastifyPluginAsyncZod<StaffSessionRoutesDeps> = async (
  app,
  { staff, twoFactor, payloadCrypto },
) => {
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => staff.requireStaff(roles),
    openSealedBody: requireEncryptedBody(payloadCrypto),
  });

  // password guessing is also throttled per account and per IP by the login itself
  route(logInStaff, { rate: 'money' }, (request, reply) =>
    staff.login({
      merchantId: request.merchant.id,
      username: request.body.username,
      password: request.body.password,
      ip: request.ip,
      proof: request.body.proof,
      device: loginDeviceOf(staff.devices, request, reply),
    }),
  );

  route(enrolStaffTwoFactor, { rate: 'money' }, (request) =>
    twoFactor.enrol({
      merchantId: request.merchant.id,
      challenge: request.body.challenge,
      issuer: request.merchant.name,
    }),
  );

  // a challenge dies after a few wrong codes, and each costs a right password first
  route(verifyStaffTwoFactor, { rate: 'money' }, async (request) => {
    const merchantId = request.merchant.id;
    const { staffId, recoveryCodes } = await twoFactor.verify({ merchantId, ...request.body });
    const session = await staff.openSession({ merchantId, staffId, ip: request.ip });
    return recoveryCodes ? { ...session, recoveryCodes } : session;
  });

  route(logOutStaff, { rate: 'write', authAt: 'onRequest' }, async (request) => {
    await staff.logout(request.staffTokenHash);
    return { loggedOut: true as const };
  });
};
