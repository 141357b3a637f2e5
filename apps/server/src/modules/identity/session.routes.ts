import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeFirstLogin,
  createHandoff,
  exchangeHandoff,
  getMemberInfo,
  handoffTtlSeconds,
  isAgentType,
  logIn,
  logOut,
  startTrial,
  trialType,
  verifyLogin,
} from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { requireEncryptedBody } from '../../platform/payload-encryption.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { requestOrigin } from './auth-audit.ts';
import { loginDeviceOf } from './device-trust.ts';
import type { IdentityRouteDeps } from './identity-route-deps.ts';
import { brandOf } from './identity-route-deps.ts';
import { startSession } from './session-start.ts';

/** Login, second step, trial login, hand-off codes, logout and member info (§4.2, §4.3, §7). */
export const sessionRoutes: FastifyPluginAsyncZod<IdentityRouteDeps> = async (app, deps) => {
  const { login, trial, identity, memberDevices } = deps;
  const { route } = createRouteKit(app, {
    requireMember: deps.requireMember,
    openSealedBody: requireEncryptedBody(deps.payloadCrypto),
  });

  route(logIn, { rate: 'write' }, async (request, reply) => {
    const brand = brandOf(request);
    const origin = requestOrigin(request);
    const device = loginDeviceOf(memberDevices, request, reply);
    const body = request.body;
    return body.type === 'password'
      ? login.loginWithPassword(brand, origin, body, device)
      : login.loginWithSms(
          brand,
          origin,
          body,
          { min: request.merchant.phoneDigitsMin, max: request.merchant.phoneDigitsMax },
          device,
        );
  });

  route(verifyLogin, { rate: 'money' }, (request, reply) =>
    login.verifySecondStep(
      brandOf(request),
      requestOrigin(request),
      request.body,
      loginDeviceOf(memberDevices, request, reply),
    ),
  );

  route(startTrial, { rate: 'money' }, (request) =>
    trial.startTrial(brandOf(request), requestOrigin(request), request.body.botCheck),
  );

  route(logOut, { rate: 'unmetered' }, async (request) => {
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
    return { loggedOut: true as const };
  });

  route(createHandoff, { rate: 'settings' }, async (request) => {
    const code = await identity.sessions.createHandoff({
      merchantId: request.merchant.id,
      memberId: request.member.id,
      method: 'handoff',
      mustChangePassword: false,
      ...requestOrigin(request),
    });
    return { code, expiresInSeconds: handoffTtlSeconds };
  });

  route(exchangeHandoff, { rate: 'settings' }, async (request) => {
    const brand = brandOf(request);
    const handoff = await identity.sessions.consumeHandoff(brand.merchant.id, request.body.code);
    if (!handoff) throw new AppError('not_logged_in');
    const member = await identity.members.findById(brand.merchant.id, handoff.memberId);
    if (!member || member.status !== 'active') throw new AppError('not_logged_in');
    return startSession(identity, brand, requestOrigin(request), member, 'handoff', false);
  });

  route(getMemberInfo, { rate: 'unmetered' }, async (request) => {
    const { member, session } = request;
    return {
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
    };
  });

  route(completeFirstLogin, { rate: 'unmetered' }, async (request) => {
    await identity.members.clearFirstLogin(request.member.id);
    return { firstTimeLogin: false as const };
  });
};
