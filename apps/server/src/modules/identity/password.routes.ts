import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePassword,
  resetPassword,
  resetPasswordByPhone,
  sendPasswordResetMail,
} from '@lobby/contracts';
import { requireEncryptedBody } from '../../platform/payload-encryption.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { requestOrigin } from './auth-audit.ts';
import { brandOf, type IdentityRouteDeps } from './identity-route-deps.ts';
import { createPasswordReset, type PasswordReset } from './password-reset.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { createPasswordService } from './password.service.ts';

/** A forgot-password form is two short fields; anything bigger is not one. */
const formBodyLimitBytes = 2048;

/**
 * Reads application/x-www-form-urlencoded bodies (the forgot-password form is sent that way,
 * §7.2), in the scope it is called on only: the rest of the API stays JSON-only.
 */
function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: formBodyLimitBytes },
    (_request, body, done) => {
      // own data properties only: a field named __proto__ cannot reach a prototype
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

/** `POST /wps/member/password/email`, form-encoded or JSON, in its own parser scope. */
function forgotByEmailRoute(reset: PasswordReset): FastifyPluginAsyncZod {
  return async (app) => {
    acceptFormBodies(app);
    const { route } = createRouteKit(app);
    route(sendPasswordResetMail, { rate: 'money' }, async (request) => {
      await reset.requestByEmail(brandOf(request), requestOrigin(request), request.body);
      return { messageKey: 'in_been_out' as const };
    });
  };
}

/** Changing and recovering the login password (§4.5, §7.1). */
export const passwordRoutes: FastifyPluginAsyncZod<IdentityRouteDeps> = async (app, deps) => {
  const { identity } = deps;
  const rules = identity.settings;
  const passwords = createPasswordService({ identity, rules });
  const reset = createPasswordReset({
    db: deps.db,
    identity,
    resets: createPasswordResetRepository(deps.db),
    rules,
    mailer: deps.mailer,
    publicUrl: deps.publicUrl,
  });
  const { route } = createRouteKit(app, {
    requireMember: deps.requireMember,
    openSealedBody: requireEncryptedBody(deps.payloadCrypto),
  });

  // auth before decryption, so an anonymous caller costs no RSA work; the forced change after
  // a weak or expired password must get through (the endpoint's auth allows it)
  route(changePassword, { rate: 'money', authAt: 'onRequest' }, async (request) => {
    await passwords.changePassword(
      brandOf(request),
      requestOrigin(request),
      request.member,
      request.session,
      request.body,
    );
    return { changed: true as const };
  });

  await app.register(forgotByEmailRoute(reset));

  route(resetPassword, { rate: 'settings' }, async (request) => {
    await reset.resetWithToken(brandOf(request), requestOrigin(request), request.body);
    return { changed: true as const };
  });

  route(resetPasswordByPhone, { rate: 'settings' }, (request) =>
    reset.resetByPhone(brandOf(request), requestOrigin(request), request.body, {
      min: request.merchant.phoneDigitsMin,
      max: request.merchant.phoneDigitsMax,
    }),
  );
};
