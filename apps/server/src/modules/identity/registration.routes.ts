import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkAffiliateCode, registerByMobile, registerMember } from '@lobby/contracts';
import { requireEncryptedBody } from '../../platform/payload-encryption.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { requestOrigin } from './auth-audit.ts';
import type { IdentityRouteDeps } from './identity-route-deps.ts';
import { brandOf } from './identity-route-deps.ts';
import { createRegistrationService } from './registration.service.ts';

/** The domain a member registered on: the one the form names, else the request's host. */
function registerDomainOf(request: FastifyRequest, domain: string | undefined): string {
  const named = domain?.trim().toLowerCase();
  return named && named.length > 0 ? named : request.hostname.toLowerCase();
}

/** Registration by username or mobile number, and the affiliate-code check (§4.4, §7.1). */
export const registrationRoutes: FastifyPluginAsyncZod<IdentityRouteDeps> = async (app, deps) => {
  const registration = createRegistrationService(deps.db, {
    ...deps.identity,
    botCheck: deps.botCheck,
    captcha: deps.captcha,
  });
  const { route } = createRouteKit(app, {
    openSealedBody: requireEncryptedBody(deps.payloadCrypto),
  });

  route(registerMember, { rate: 'money' }, (request) =>
    registration.register(brandOf(request), requestOrigin(request), {
      mode: 'username',
      input: request.body,
      domain: registerDomainOf(request, request.body.domain),
    }),
  );

  route(registerByMobile, { rate: 'money' }, (request) =>
    registration.register(brandOf(request), requestOrigin(request), {
      mode: 'mobile',
      input: request.body,
      domain: registerDomainOf(request, request.body.domain),
    }),
  );

  route(checkAffiliateCode, { rate: 'write' }, async (request) => {
    await registration.checkAffiliateCode(request.merchant.id, request.query.code);
    return { valid: true as const };
  });
};
