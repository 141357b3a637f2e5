import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBotChallenge, getCaptcha } from '@lobby/contracts';
import type { BotCheck } from './bot-check.ts';
import type { CaptchaService } from './captcha.ts';
import { createRouteKit, type RouteOptions } from './route-kit.ts';

export interface ChallengeRoutesDeps {
  botCheck: BotCheck;
  captcha: CaptchaService;
}

/** Challenges per client IP and minute: a form needs one or two, a script wants thousands. */
const challengeOptions: RouteOptions = { rate: 'write' };

/** GET /wps/botCheck/challenge and GET /wps/captcha: fresh, never cached, rate-limited. */
export const challengeRoutes: FastifyPluginAsyncZod<ChallengeRoutesDeps> = async (
  app,
  { botCheck, captcha },
) => {
  const { route } = createRouteKit(app);

  route(getBotChallenge, challengeOptions, async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return botCheck.createChallenge();
  });

  route(getCaptcha, challengeOptions, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return captcha.issue(request.merchant.id);
  });
};
