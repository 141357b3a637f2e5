import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  securityOverviewSchema,
  setPaymentPasswordRequestSchema,
  setPaymentPasswordResponseSchema,
  successEnvelope,
  type SecurityOverview,
} from '@lobby/contracts';
import { requireEncryptedBody } from '../../platform/payload-encryption.ts';
import { requestOrigin } from './auth-audit.ts';
import { brandOf, type IdentityRouteDeps } from './identity-route-deps.ts';
import { maskEmail, maskPhone } from './masking.ts';
import type { MemberRow } from './members.repository.ts';
import { createPaymentPasswords } from './payment-password.ts';

const limits = {
  paymentPassword: { max: 10, timeWindow: '1 minute' },
  overview: { max: 60, timeWindow: '1 minute' },
} as const;

/** The account's contact details as the security centre shows them: masked. */
function maskedContacts(member: MemberRow): Pick<SecurityOverview, 'email' | 'mobile'> {
  const mobile =
    member.countryDialingCode && member.mobileNum
      ? maskPhone(`${member.countryDialingCode}${member.mobileNum}`)
      : null;
  return { email: member.email ? maskEmail(member.email) : null, mobile };
}

/** The security centre (§2.5): its summary and the payment password; real accounts only. */
export const securityRoutes: FastifyPluginAsyncZod<IdentityRouteDeps> = async (app, deps) => {
  const { requireMember, identity } = deps;
  const paymentPasswords = createPaymentPasswords({
    identity,
    rules: identity.settings,
  });

  app.post(
    apiPaths.paymentPassword,
    {
      config: { rateLimit: limits.paymentPassword },
      // auth before decryption, so an anonymous caller costs no RSA work
      onRequest: requireMember(),
      preValidation: requireEncryptedBody(deps.payloadCrypto),
      schema: {
        tags: ['identity'],
        summary: 'Set or change the payment (transaction) password (encrypted body)',
        body: setPaymentPasswordRequestSchema,
        response: { 200: successEnvelope(setPaymentPasswordResponseSchema) },
      },
    },
    async (request) => {
      await paymentPasswords.setPaymentPassword(
        brandOf(request),
        requestOrigin(request),
        request.member,
        request.body,
      );
      return { success: true as const, value: { hasPaymentPassword: true as const } };
    },
  );

  app.get(
    apiPaths.securityOverview,
    {
      config: { rateLimit: limits.overview },
      preHandler: requireMember(),
      schema: {
        tags: ['identity'],
        summary: 'The security centre: payment password state, masked contacts, recent logins',
        response: { 200: successEnvelope(securityOverviewSchema) },
      },
    },
    async (request) => {
      const { member } = request;
      const logins = await identity.audit.recentLogins(member.id);
      return {
        success: true as const,
        value: {
          hasPaymentPassword: member.paymentPasswordHash !== null,
          ...maskedContacts(member),
          passwordChangedAt: member.passwordChangedAt.toISOString(),
          recentLogins: logins.map((login) => ({
            at: login.at.toISOString(),
            ip: login.ip,
            userAgent: login.userAgent,
            outcome: login.outcome,
          })),
        },
      };
    },
  );
};
