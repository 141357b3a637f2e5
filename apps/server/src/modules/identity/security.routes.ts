import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getSecurityOverview, setPaymentPassword, type SecurityOverview } from '@lobby/contracts';
import { requireEncryptedBody } from '../../platform/payload-encryption.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { requestOrigin } from './auth-audit.ts';
import { brandOf, type IdentityRouteDeps } from './identity-route-deps.ts';
import { maskEmail, maskPhone } from './masking.ts';
import type { MemberRow } from './members.repository.ts';
import { createPaymentPasswords } from './payment-password.ts';

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
  const { identity } = deps;
  const paymentPasswords = createPaymentPasswords({
    identity,
    rules: identity.settings,
  });
  const { route } = createRouteKit(app, {
    requireMember: deps.requireMember,
    openSealedBody: requireEncryptedBody(deps.payloadCrypto),
  });

  // auth before decryption, so an anonymous caller costs no RSA work
  route(setPaymentPassword, { rate: 'money', authAt: 'onRequest' }, async (request) => {
    await paymentPasswords.setPaymentPassword(
      brandOf(request),
      requestOrigin(request),
      request.member,
      request.body,
    );
    return { hasPaymentPassword: true as const };
  });

  route(getSecurityOverview, { rate: 'read' }, async (request) => {
    const { member } = request;
    const logins = await identity.audit.recentLogins(member.id);
    return {
      hasPaymentPassword: member.paymentPasswordHash !== null,
      ...maskedContacts(member),
      passwordChangedAt: member.passwordChangedAt.toISOString(),
      recentLogins: logins.map((login) => ({
        at: login.at.toISOString(),
        ip: login.ip,
        userAgent: login.userAgent,
        outcome: login.outcome,
      })),
    };
  });
};
