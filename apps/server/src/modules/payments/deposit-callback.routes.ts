import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { receiveGatewayCallback } from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { DepositCallbacks } from './deposit-callback.service.ts';

/** A gateway notification is a few hundred bytes; anything far bigger is not one. */
const callbackBodyLimitBytes = 16 * 1024;

/**
 * `POST /wps/payments/callback/:gateway`. Its own parser scope keeps the body as the raw bytes
 * whatever the content type: the signature is over exactly those bytes, and nothing parses
 * them before it has been checked.
 */
export const depositCallbackRoutes: FastifyPluginAsyncZod<{ callbacks: DepositCallbacks }> = async (
  app,
  { callbacks },
) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: callbackBodyLimitBytes },
    (_request, body, done) => done(null, body),
  );
  const { rawRoute } = createRouteKit(app);

  // Per IP. A gateway sends every brand's callbacks from a few addresses, so the budget is
  // wide; it still throttles a forger (every refusal is also a row in the trail).
  // the answer is the bare acknowledgement gateways expect, not the envelope
  rawRoute(receiveGatewayCallback, { rate: 'machine', answer: 'bare' }, async (request) => {
    const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    await callbacks.receive({
      gateway: request.params.gateway,
      rawBody,
      headers: request.headers,
      ip: request.ip,
    });
    // what gateways expect, so they stop retrying
    return { success: true as const };
  });
};
