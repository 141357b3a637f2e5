import type { WebSocket } from '@fastify/websocket';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  preHandlerAsyncHookHandler,
} from 'fastify';
import {
  successEnvelope,
  type Endpoint,
  type EndpointParsedBody,
  type EndpointParsedParams,
  type EndpointParsedQuery,
  type EndpointResult,
  type StaffRole,
} from '@lobby/contracts';
import type { RequireMember } from './member-guard.ts';

/**
 * Request budgets, per client IP (or per member) per minute: one table for the whole API, so a
 * route names how often it may be called instead of keeping a private table of numbers.
 */
export const rateTiers = {
  /** Irreversible acts that check a password: self-exclusion, … */
  rare: { max: 5, timeWindow: '1 minute' },
  /** Acts that create money requests or change payout details: withdrawals, bank accounts. */
  money: { max: 10, timeWindow: '1 minute' },
  /** Settings a member changes now and then: limits, language, passwords. */
  settings: { max: 20, timeWindow: '1 minute' },
  /** Ordinary writes: transfers, bets, reviews. */
  write: { max: 30, timeWindow: '1 minute' },
  /** Ordinary reads: lists, records, views. */
  read: { max: 60, timeWindow: '1 minute' },
  /** Reads a page repeats after every live event: balance, own deposits. */
  frequent: { max: 120, timeWindow: '1 minute' },
  /** Game play: one call per spin or cash-out. */
  play: { max: 240, timeWindow: '1 minute' },
  /** Machine traffic of a provider (many players behind one caller). */
  machine: { max: 600, timeWindow: '1 minute' },
} as const;
export type RateTier = keyof typeof rateTiers;

/** Rate-limit settings as @fastify/rate-limit takes them, for the rare budget no tier fits. */
export interface CustomRateLimit {
  max: number;
  timeWindow: string | number;
  hook?: 'onRequest' | 'preHandler';
  keyGenerator?: (request: FastifyRequest) => string;
}

/**
 * A route's budget: a tier, optionally counted per logged-in member instead of per IP; or,
 * rarely, settings of its own (a provider's machine traffic keyed by provider).
 */
export type RouteRate =
  | RateTier
  /** No budget at all: answers from the response cache, cheaper than counting them. */
  | 'unmetered'
  | { tier: RateTier; perMember: true }
  | { custom: CustomRateLimit };

/** The guards an endpoint's `auth` turns into; a module passes the ones its endpoints need. */
export interface RouteGuards {
  requireMember?: RequireMember;
  requireStaff?: (roles: StaffRole[]) => preHandlerAsyncHookHandler;
  /** Opens a sealed body (§7.1) before validation; needed by endpoints marked `encrypted`. */
  openSealedBody?: (request: FastifyRequest) => Promise<void>;
}

export interface RouteOptions {
  rate: RouteRate;
  /**
   * When the guard runs. preHandler (the default) runs it after validation; onRequest refuses
   * strangers before the body is even read (worth it where the body costs work, e.g. sealed).
   */
  authAt?: 'onRequest' | 'preHandler';
  /** The largest body this route reads, when it differs from the app's (an image upload). */
  bodyLimit?: number;
}

/** The request a handler receives: body, query and params as the endpoint's schemas parse them. */
export type RouteRequest<E extends Endpoint> = FastifyRequest<{
  Body: EndpointParsedBody<E>;
  Querystring: EndpointParsedQuery<E>;
  Params: EndpointParsedParams<E>;
}>;

/** A handler returns the envelope's value; the kit wraps it in `{ success: true, value }`. */
export type RouteHandler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<EndpointResult<E>>;

const perMember = (request: FastifyRequest) => `member:${request.member.id}`;

function rateLimitOf(rate: Exclude<RouteRate, 'unmetered'>) {
  if (typeof rate === 'string') return rateTiers[rate];
  if ('custom' in rate) return rate.custom;
  // counted per member: the limiter must run after the guard has found the member
  return { ...rateTiers[rate.tier], hook: 'onRequest' as const, keyGenerator: perMember };
}

/** A route's config: its rate-limit settings, or none for an unmetered one. */
function routeConfigOf(rate: RouteRate) {
  return rate === 'unmetered' ? {} : { rateLimit: rateLimitOf(rate) };
}

/** The guard hook of an endpoint's `auth`; player and provider calls are checked by their module. */
function guardOf(endpoint: Endpoint, guards: RouteGuards): preHandlerAsyncHookHandler | undefined {
  const { auth } = endpoint;
  switch (auth.kind) {
    case 'public':
    case 'player':
    case 'provider':
      return undefined;
    case 'member':
      if (!guards.requireMember) throw new Error(`${endpoint.path} needs the member guard`);
      return guards.requireMember({
        allowTrial: auth.allowTrial,
        allowPendingPasswordChange: auth.allowPendingPasswordChange,
        allowAgentOnly: auth.allowAgentOnly,
      });
    case 'staff':
      if (!guards.requireStaff) throw new Error(`${endpoint.path} needs the staff guard`);
      return guards.requireStaff([...auth.roles]);
    default:
      return auth satisfies never;
  }
}

/**
 * What a raw handler sends, for the docs and the serialiser: the success envelope (a cached
 * answer), the endpoint's response bare (a gateway's acknowledgement), or nothing JSON (a
 * page, a redirect, a stream).
 */
export type RawAnswer = 'envelope' | 'bare' | 'none';

function responseOf(endpoint: Endpoint, answer: RawAnswer): FastifySchema['response'] {
  if (answer === 'envelope') return { 200: successEnvelope(endpoint.response) };
  if (answer === 'bare') return { 200: endpoint.response };
  return undefined;
}

function schemaOf(endpoint: Endpoint, answer: RawAnswer): FastifySchema {
  const response = responseOf(endpoint, answer);
  return {
    tags: [endpoint.tag],
    summary: endpoint.summary,
    ...(endpoint.hidden ? { hide: true } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.body ? { body: endpoint.body } : {}),
    ...(response ? { response } : {}),
  };
}

/** A handler that answers through `reply` itself: a cached body, a redirect, a page, a file. */
export type RawRouteHandler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<unknown>;

/**
 * Registers routes from endpoint objects: a route reads like a checklist (budget → guard →
 * validate → handler), and the success envelope, the docs and both directions of validation
 * come from the endpoint itself.
 */
export function createRouteKit(app: FastifyInstance, guards: RouteGuards = {}) {
  function register(
    endpoint: Endpoint,
    options: RouteOptions,
    answer: RawAnswer,
    handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  ): void {
    const guard = guardOf(endpoint, guards);
    if (endpoint.encrypted && !guards.openSealedBody) {
      throw new Error(`${endpoint.path} is sealed: the kit needs openSealedBody`);
    }
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: schemaOf(endpoint, answer),
      config: routeConfigOf(options.rate),
      ...(guard ? { [options.authAt ?? 'preHandler']: guard } : {}),
      ...(endpoint.encrypted ? { preValidation: guards.openSealedBody } : {}),
      ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
      handler,
    });
  }

  return {
    /**
     * A websocket endpoint (needs websocket support on an enclosing scope). Its guard is the
     * route's own `preHandler`: a refused login must become the socket's close code, not an
     * HTTP answer. The endpoint's query validates; its response documents the messages.
     */
    socketRoute<E extends Endpoint>(
      endpoint: E,
      options: RouteOptions & { preHandler: preHandlerAsyncHookHandler },
      handler: (socket: WebSocket, request: RouteRequest<E>) => void,
    ): void {
      app.get(
        endpoint.path,
        {
          websocket: true,
          schema: {
            ...(endpoint.hidden ? { hide: true } : {}),
            ...(endpoint.query ? { querystring: endpoint.query } : {}),
          },
          config: routeConfigOf(options.rate),
          preHandler: options.preHandler,
        },
        (socket, request) => handler(socket, request as RouteRequest<E>),
      );
    },

    /** A JSON endpoint: the handler returns the value, the kit sends the success envelope. */
    route<E extends Endpoint>(endpoint: E, options: RouteOptions, handler: RouteHandler<E>): void {
      register(endpoint, options, 'envelope', async (request, reply) => ({
        success: true as const,
        value: await handler(request as RouteRequest<E>, reply),
      }));
    },

    /**
     * An endpoint that answers through `reply` itself (a cached body, a redirect, a page, a
     * file, the PAM envelope): validation, guard, budget and docs as for any other; the
     * handler's answer is sent as it is. `answer` says what it sends, for the docs and the
     * serialiser (default: nothing JSON the kit knows).
     */
    rawRoute<E extends Endpoint>(
      endpoint: E,
      options: RouteOptions & { answer?: RawAnswer },
      handler: RawRouteHandler<E>,
    ): void {
      register(endpoint, options, options.answer ?? 'none', (request, reply) =>
        handler(request as RouteRequest<E>, reply),
      );
    },
  };
}
export type RouteKit = ReturnType<typeof createRouteKit>;
