import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  checkAffiliateQuerySchema,
  checkAffiliateResponseSchema,
  loginSuccessSchema,
  registerMobileRequestSchema,
  registerRequestSchema,
  successEnvelope,
} from '@lobby/contracts';
import { requireEncryptedBody } from '../../platform/payload-encryption.ts';
import { requestOrigin } from './auth-audit.ts';
import type { IdentityRouteDeps } from './identity-route-deps.ts';
import { brandOf } from './identity-route-deps.ts';
import { createRegistrationService } from './registration.service.ts';

const limits = {
  register: { max: 10, timeWindow: '1 minute' },
  affiliate: { max: 30, timeWindow: '1 minute' },
} as const;

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
  const encrypted = requireEncryptedBody(deps.payloadCrypto);

  app.put(
    apiPaths.register,
    {
      config: { rateLimit: limits.register },
      preValidation: encrypted,
      schema: {
        tags: ['identity'],
        summary: 'Register by username (encrypted body); a success is logged in',
        body: registerRequestSchema,
        response: { 200: successEnvelope(loginSuccessSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await registration.register(brandOf(request), requestOrigin(request), {
        mode: 'username',
        input: request.body,
        domain: registerDomainOf(request, request.body.domain),
      }),
    }),
  );

  app.put(
    apiPaths.registerMobile,
    {
      config: { rateLimit: limits.register },
      preValidation: encrypted,
      schema: {
        tags: ['identity'],
        summary:
          'Register by mobile number (MOBILENUMREG3, encrypted body); a success is logged in',
        body: registerMobileRequestSchema,
        response: { 200: successEnvelope(loginSuccessSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await registration.register(brandOf(request), requestOrigin(request), {
        mode: 'mobile',
        input: request.body,
        domain: registerDomainOf(request, request.body.domain),
      }),
    }),
  );

  app.get(
    apiPaths.agentAffiliate,
    {
      config: { rateLimit: limits.affiliate },
      schema: {
        tags: ['identity'],
        summary: "Whether an affiliate or referral code is one of the brand's agents",
        querystring: checkAffiliateQuerySchema,
        response: { 200: successEnvelope(checkAffiliateResponseSchema) },
      },
    },
    async (request) => {
      await registration.checkAffiliateCode(request.merchant.id, request.query.code);
      return { success: true as const, value: { valid: true as const } };
    },
  );
};
