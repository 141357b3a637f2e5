import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  createHandoffResponseSchema,
  exchangeHandoffRequestSchema,
  firstLoginResponseSchema,
  freePlayLoginRequestSchema,
  handoffTtlSeconds,
  isAgentType,
  loginRequestSchema,
  loginResponseSchema,
  loginSuccessSchema,
  logoutResponseSchema,
  memberInfoSchema,
  successEnvelope,
  trialType,
  verifyLoginRequestSchema,
} from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { requireEncryptedBody } from '../../platform/payload-encryption.ts';
import { requestOrigin } from './auth-audit.ts';
import type { IdentityRouteDeps } from './identity-route-deps.ts';
import { brandOf } from './identity-route-deps.ts';
import { startSession } from './session-start.ts';

const limits = {
  login: { max: 30, timeWindow: '1 minute' },
  verify: { max: 10, timeWindow: '1 minute' },
  trial: { max: 10, timeWindow: '1 minute' },
  handoff: { max: 20, timeWindow: '1 minute' },
} as const;

/** Login, second step, trial login, hand-off codes, logout and member info (§4.2, §4.3, §7). */
export const sessionRoutes: FastifyPluginAsyncZod<IdentityRouteDeps> = async (app, deps) => {
  const { login, trial, requireMember, identity } = deps;
  const encrypted = requireEncryptedBody(deps.payloadCrypto);

  app.post(
    apiPaths.login,
    {
      config: { rateLimit: limits.login },
      preValidation: encrypted,
      schema: {
        tags: ['identity'],
        summary: 'Log in by password or SMS code (encrypted body)',
        body: loginRequestSchema,
        response: { 200: successEnvelope(loginResponseSchema) },
      },
    },
    async (request) => {
      const brand = brandOf(request);
      const origin = requestOrigin(request);
      const body = request.body;
      const value =
        body.type === 'password'
          ? await login.loginWithPassword(brand, origin, body)
          : await login.loginWithSms(brand, origin, body, {
              min: request.merchant.phoneDigitsMin,
              max: request.merchant.phoneDigitsMax,
            });
      return { success: true as const, value };
    },
  );

  app.post(
    apiPaths.loginVerify,
    {
      config: { rateLimit: limits.verify },
      schema: {
        tags: ['identity'],
        summary: 'Second step for an unknown IP: the code sent by SMS or mail',
        body: verifyLoginRequestSchema,
        response: { 200: successEnvelope(loginSuccessSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await login.verifySecondStep(brandOf(request), requestOrigin(request), request.body),
    }),
  );

  app.post(
    apiPaths.loginFreePlay,
    {
      config: { rateLimit: limits.trial },
      schema: {
        tags: ['identity'],
        summary: 'Start a trial (type 4) account with play money',
        body: freePlayLoginRequestSchema,
        response: { 200: successEnvelope(loginSuccessSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await trial.startTrial(
        brandOf(request),
        requestOrigin(request),
        request.body.botCheck,
      ),
    }),
  );

  app.delete(
    apiPaths.logout,
    {
      preHandler: requireMember({ allowTrial: true, allowPendingPasswordChange: true }),
      schema: {
        tags: ['identity'],
        summary: 'Log out: the session token stops working at once',
        response: { 200: successEnvelope(logoutResponseSchema) },
      },
    },
    async (request) => {
      await identity.sessions.revoke(request.session.id);
      await identity.audit.record(
        {
          merchantId: request.merchant.id,
          memberId: request.member.id,
          username: request.member.username,
          event: 'logout',
          outcome: 'success',
        },
        requestOrigin(request),
      );
      return { success: true as const, value: { loggedOut: true as const } };
    },
  );

  app.post(
    `${apiPaths.handoff}/new`,
    {
      config: { rateLimit: limits.handoff },
      preHandler: requireMember(),
      schema: {
        tags: ['identity'],
        summary: 'A one-time code (60 s) that opens this account in another window or domain',
        response: { 200: successEnvelope(createHandoffResponseSchema) },
      },
    },
    async (request) => {
      const origin = requestOrigin(request);
      const code = await identity.sessions.createHandoff({
        merchantId: request.merchant.id,
        memberId: request.member.id,
        method: 'handoff',
        mustChangePassword: false,
        ...origin,
      });
      return { success: true as const, value: { code, expiresInSeconds: handoffTtlSeconds } };
    },
  );

  app.post(
    apiPaths.handoff,
    {
      config: { rateLimit: limits.handoff },
      schema: {
        tags: ['identity'],
        summary: 'Exchange a one-time code from the URL for a session',
        body: exchangeHandoffRequestSchema,
        response: { 200: successEnvelope(loginSuccessSchema) },
      },
    },
    async (request) => {
      const brand = brandOf(request);
      const handoff = await identity.sessions.consumeHandoff(brand.merchant.id, request.body.code);
      if (!handoff) throw new AppError('not_logged_in');
      const member = await identity.members.findById(brand.merchant.id, handoff.memberId);
      if (!member || member.status !== 'active') throw new AppError('not_logged_in');
      const value = await startSession(
        identity,
        brand,
        requestOrigin(request),
        member,
        'handoff',
        false,
      );
      return { success: true as const, value };
    },
  );

  app.get(
    apiPaths.memberInfo,
    {
      preHandler: requireMember({ allowTrial: true, allowPendingPasswordChange: true }),
      schema: {
        tags: ['identity'],
        summary: 'Who is logged in: id, account, nickname, type and the login flags',
        response: { 200: successEnvelope(memberInfoSchema) },
      },
    },
    async (request) => {
      const { member, session } = request;
      return {
        success: true as const,
        value: {
          id: member.id,
          account: member.username,
          nickname: member.nickname,
          type: member.type,
          isLogin: true as const,
          isAgent: isAgentType(member.type),
          isTrial: member.type === trialType,
          firstTimeLogin: member.isFirstLogin,
          passwordExpired: session.mustChangePassword,
          hasPaymentPassword: member.paymentPasswordHash !== null,
        },
      };
    },
  );

  app.post(
    apiPaths.memberFirstLogin,
    {
      preHandler: requireMember({ allowTrial: true }),
      schema: {
        tags: ['identity'],
        summary: 'The first-login action: marks the welcome as done',
        response: { 200: successEnvelope(firstLoginResponseSchema) },
      },
    },
    async (request) => {
      await identity.members.clearFirstLogin(request.member.id);
      return { success: true as const, value: { firstTimeLogin: false as const } };
    },
  );
};
