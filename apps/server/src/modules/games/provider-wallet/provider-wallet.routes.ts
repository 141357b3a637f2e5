import type { FastifyError, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addPamTransaction,
  getPamBalance,
  getPamGameRound,
  getPamSession,
  getPamTransactions,
  pamHeaders,
  pamTransactionSchema,
  refreshPamSession,
  type Endpoint,
  type PamResponse,
} from '@lobby/contracts';
import { AppError } from '../../../platform/app-error.ts';
import { createRouteKit, type RouteRate } from '../../../platform/route-kit.ts';
import type { Db } from '../../../db/client.ts';
import { answering, pamFailure, PamRefusal } from './pam-answers.ts';
import { createProviderAuthentication } from './pam-authentication.ts';
import type { PamCaller, PamPort } from './pam-port.ts';
import { fromWire, httpStatusOf, toWire } from './pam-wire.ts';

export interface ProviderWalletRoutesDeps {
  db: Db;
  hmacKey: Buffer;
  pam: PamPort;
  /** How long provider rows are reused (CACHE_TTL_MS); 0 reads them on every call. */
  cacheTtlMs: number;
  /** Calls per minute per brand and provider (default `pamCallsPerMinute`). */
  callsPerMinute?: number;
}

/** A PAM transaction is a few hundred bytes; a provider sending far more is not one. */
const bodyLimitBytes = 64 * 1024;

/**
 * Per provider (machine traffic, many players behind one caller): wide enough for a busy
 * provider, still a ceiling for a runaway one. 10,000 calls a second: above what the wallet
 * itself serves on a small machine (about 1,600 a second on two cores, `npm run bench:games`),
 * so the limit stops a runaway caller, never a provider the wallet could serve.
 */
export const pamCallsPerMinute = 600_000;

/** No tier fits: the budget is counted per brand and provider, not per client address. */
function pamRate(max: number): RouteRate {
  return {
    custom: {
      max,
      timeWindow: '1 minute',
      keyGenerator: (request: FastifyRequest) => {
        const { provider } = request.query as Record<string, unknown>;
        const brand = String(request.headers['merchant'] ?? '');
        return `pam|${request.hostname}|${brand}|${String(provider)}`;
      },
    },
  };
}

function queryText(request: FastifyRequest, name: string): string | undefined {
  const value = (request.query as Record<string, unknown>)[name];
  return typeof value === 'string' && value.length > 0 ? value : undefined;
}

function playerToken(request: FastifyRequest): string {
  const value = request.headers[pamHeaders.playerToken];
  if (typeof value !== 'string' || value.length === 0) {
    throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND');
  }
  return value;
}

/** Parses the transaction body only after the provider was authenticated on its bytes. */
function parseTransaction(rawBody: Buffer) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new PamRefusal('PAM_ERR_UNDEFINED', { message: 'body is not JSON' });
  }
  const parsed = pamTransactionSchema.safeParse(json);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'body');
    throw new PamRefusal('PAM_ERR_UNDEFINED', {
      message: `invalid transaction: ${[...new Set(fields)].join(', ')}`,
    });
  }
  return fromWire(parsed.data);
}

/**
 * The PAM API under /pam/v1, as the Valkyrie aggregator (or a provider speaking its
 * contract) calls it. Its own parser scope keeps bodies as raw bytes, so a signature is
 * checked over exactly what was sent and nothing parses a body before that; its own error
 * handler keeps every answer in the PAM envelope.
 */
export const providerWalletRoutes: FastifyPluginAsyncZod<ProviderWalletRoutesDeps> = async (
  app,
  deps,
) => {
  const authenticateProvider = createProviderAuthentication(deps);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: bodyLimitBytes },
    (_request, body, done) => done(null, body),
  );
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error instanceof AppError ? error.status : (error.statusCode ?? 500);
    if (status >= 500) request.log.error({ err: error }, 'provider wallet call failed');
    const message = status >= 500 ? 'internal error' : error.message;
    return reply.code(status).send(pamFailure('PAM_ERR_UNDEFINED', { message }));
  });

  const { rawRoute } = createRouteKit(app);
  const rate = pamRate(deps.callsPerMinute ?? pamCallsPerMinute);

  /**
   * A PAM operation answering its own envelope and status through `reply`: authenticates the
   * provider on the raw body (endpointAuth.provider), then runs the operation; refusals become
   * their envelope.
   */
  const pamRoute = (
    endpoint: Endpoint,
    operation: (
      caller: PamCaller,
      request: FastifyRequest,
      rawBody: Buffer,
    ) => Promise<PamResponse>,
    declaresBadRequest = false,
  ) =>
    rawRoute(endpoint, { rate }, async (request, reply) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const response = await answering(async () =>
        operation(await authenticateProvider(request, rawBody), request, rawBody),
      );
      return reply.code(httpStatusOf(response, declaresBadRequest)).send(toWire(response));
    });
  const playerId = (request: FastifyRequest) => (request.params as { playerId: string }).playerId;

  pamRoute(getPamSession, (caller, request) => deps.pam.getSession(caller, playerToken(request)));
  pamRoute(refreshPamSession, (caller, request) =>
    deps.pam.refreshSession(caller, playerToken(request)),
  );
  pamRoute(getPamBalance, (caller, request) =>
    deps.pam.getBalance(caller, playerId(request), playerToken(request)),
  );
  pamRoute(
    getPamTransactions,
    (caller, request) => {
      const providerBetRef = queryText(request, 'providerBetRef');
      const providerTransactionId = queryText(request, 'providerTransactionId');
      return deps.pam.getTransactions(caller, playerId(request), playerToken(request), {
        ...(providerBetRef ? { providerBetRef } : {}),
        ...(providerTransactionId ? { providerTransactionId } : {}),
      });
    },
    true,
  );
  pamRoute(
    addPamTransaction,
    (caller, request, rawBody) =>
      deps.pam.addTransaction(
        caller,
        playerId(request),
        playerToken(request),
        parseTransaction(rawBody),
      ),
    true,
  );
  pamRoute(getPamGameRound, (caller, request) =>
    deps.pam.getGameRound(
      caller,
      playerId(request),
      playerToken(request),
      (request.params as { providerGameRoundId: string }).providerGameRoundId,
    ),
  );
};
