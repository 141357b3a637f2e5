import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { logInStaff, logOutStaff } from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { loginDeviceOf } from '../identity/index.ts';
import type { StaffAuth } from './staff-auth.ts';

/** `POST /bo/session/login` and `POST /bo/session/logout` of the back office. */
export const staffSessionRoutes: FastifyPluginAsyncZod<{ staff: StaffAuth }> = async (
  app,
  { staff },
) => {
  const { route } = createRouteKit(app, { requireStaff: (roles) => staff.requireStaff(roles) });

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

  route(logOutStaff, { rate: 'write', authAt: 'onRequest' }, async (request) => {
    await staff.logout(request.staffTokenHash);
    return { loggedOut: true as const };
  });
};
