import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  apiPaths,
  changePasswordRequestSchema,
  changePasswordResponseSchema,
  forgotPasswordEmailRequestSchema,
  forgotPasswordEmailResponseSchema,
  loginSuccessSchema,
  resetPasswordByPhoneRequestSchema,
  resetPasswordRequestSchema,
  successEnvelope,
} from '@lobby/contracts';
import { requireEncryptedBody } from '../../platform/payload-encryption.ts';
import { requestOrigin } from './auth-audit.ts';
import { brandOf, type IdentityRouteDeps } from './identity-route-deps.ts';
import { createPasswordReset, type PasswordReset } from './password-reset.ts';
import { createPasswordResetRepository } from './password-reset.repository.ts';
import { createPasswordService } from './password.service.ts';

const limits = {
  change: { max: 10, timeWindow: '1 minute' },
  forgot: { max: 10, timeWindow: '1 minute' },
  reset: { max: 20, timeWindow: '1 minute' },
} as const;

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
    app.withTypeProvider<ZodTypeProvider>().post(
      apiPaths.forgotPasswordEmail,
      {
        config: { rateLimit: limits.forgot },
        schema: {
          tags: ['identity'],
          summary: 'Forgot password: mail a single-use reset link (form-encoded or JSON)',
          body: forgotPasswordEmailRequestSchema,
          response: { 200: successEnvelope(forgotPasswordEmailResponseSchema) },
        },
      },
      async (request) => {
        await reset.requestByEmail(brandOf(request), requestOrigin(request), request.body);
        return { success: true as const, value: { messageKey: 'in_been_out' as const } };
      },
    );
  };
}

/** Changing and recovering the login password (§4.5, §7.1). */
export const passwordRoutes: FastifyPluginAsyncZod<IdentityRouteDeps> = async (app, deps) => {
  const { requireMember, identity } = deps;
  const encrypted = requireEncryptedBody(deps.payloadCrypto);
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

  app.post(
    apiPaths.changePassword,
    {
      config: { rateLimit: limits.change },
      // auth before decryption, so an anonymous caller costs no RSA work; the forced change
      // after a weak or expired password must get through
      onRequest: requireMember({ allowPendingPasswordChange: true }),
      preValidation: encrypted,
      schema: {
        tags: ['identity'],
        summary: 'Change the login password (encrypted body); other sessions end',
        body: changePasswordRequestSchema,
        response: { 200: successEnvelope(changePasswordResponseSchema) },
      },
    },
    async (request) => {
      await passwords.changePassword(
        brandOf(request),
        requestOrigin(request),
        request.member,
        request.session,
        request.body,
      );
      return { success: true as const, value: { changed: true as const } };
    },
  );

  await app.register(forgotByEmailRoute(reset));

  app.post(
    apiPaths.resetPassword,
    {
      config: { rateLimit: limits.reset },
      preValidation: encrypted,
      schema: {
        tags: ['identity'],
        summary: "Set a new password with the reset mail's single-use token (encrypted body)",
        body: resetPasswordRequestSchema,
        response: { 200: successEnvelope(changePasswordResponseSchema) },
      },
    },
    async (request) => {
      await reset.resetWithToken(brandOf(request), requestOrigin(request), request.body);
      return { success: true as const, value: { changed: true as const } };
    },
  );

  app.post(
    apiPaths.resetPasswordByPhone,
    {
      config: { rateLimit: limits.reset },
      preValidation: encrypted,
      schema: {
        tags: ['identity'],
        summary: 'Reset the password with an SMS code (encrypted body), then logged in',
        body: resetPasswordByPhoneRequestSchema,
        response: { 200: successEnvelope(loginSuccessSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await reset.resetByPhone(brandOf(request), requestOrigin(request), request.body, {
        min: request.merchant.phoneDigitsMin,
        max: request.merchant.phoneDigitsMax,
      }),
    }),
  );
};
