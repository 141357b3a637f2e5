import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiPaths,
  getBotChallengeResponseSchema,
  getCaptchaResponseSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { BotCheck } from './bot-check.ts';
import type { CaptchaService } from './captcha.ts';

export interface ChallengeRoutesDeps {
  botCheck: BotCheck;
  captcha: CaptchaService;
}

/** Challenges per client IP and minute: a form needs one or two, a script wants thousands. */
export const challengeRateLimit = { max: 30, timeWindow: '1 minute' };

/** GET /wps/botCheck/challenge and GET /wps/captcha: fresh, never cached, rate-limited. */
export const challengeRoutes: FastifyPluginAsyncZod<ChallengeRoutesDeps> = async (
  app,
  { botCheck, captcha },
) => {
  app.get(
    apiPaths.botChallenge,
    {
      config: { rateLimit: challengeRateLimit },
      schema: {
        tags: ['identity'],
        summary: 'A proof-of-work challenge to solve before a login or registration',
        response: { 200: successEnvelope(getBotChallengeResponseSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, value: await botCheck.createChallenge() };
    },
  );

  app.get(
    apiPaths.captcha,
    {
      config: { rateLimit: challengeRateLimit },
      schema: {
        tags: ['identity'],
        summary: 'A captcha image (base64 SVG data URL) and the id to answer it with',
        response: { 200: successEnvelope(getCaptchaResponseSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, value: await captcha.issue(request.merchant.id) };
    },
  );
};
