import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  staffLoginRequestSchema,
  staffLoginResultSchema,
  staffLogoutResultSchema,
  staffRoles,
  successEnvelope,
} from '@lobby/contracts';
import type { StaffAuth } from './staff-auth.ts';

const limits = {
  login: { max: 10, timeWindow: '1 minute' },
  logout: { max: 30, timeWindow: '1 minute' },
} as const;

/** `POST /bo/session/login` and `POST /bo/session/logout` of the back office. */
export const staffSessionRoutes: FastifyPluginAsyncZod<{ staff: StaffAuth }> = async (
  app,
  { staff },
) => {
  app.post(
    apiPaths.staffLogin,
    {
      config: { rateLimit: limits.login },
      schema: {
        tags: ['backoffice'],
        summary: 'Staff login: a Bearer token for the back-office calls (8 h, 30 min idle)',
        body: staffLoginRequestSchema,
        response: { 200: successEnvelope(staffLoginResultSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await staff.login({
        merchantId: request.merchant.id,
        username: request.body.username,
        password: request.body.password,
        ip: request.ip,
      }),
    }),
  );

  app.post(
    apiPaths.staffLogout,
    {
      config: { rateLimit: limits.logout },
      onRequest: staff.requireStaff([...staffRoles]),
      schema: {
        tags: ['backoffice'],
        summary: 'Staff logout: the token stops working at once',
        response: { 200: successEnvelope(staffLogoutResultSchema) },
      },
    },
    async (request) => {
      await staff.logout(request.staffTokenHash);
      return { success: true as const, value: { loggedOut: true as const } };
    },
  );
};
