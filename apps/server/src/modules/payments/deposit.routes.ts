import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiPaths,
  createDepositRequestSchema,
  depositChannelListSchema,
  depositListQuerySchema,
  depositListSchema,
  depositSchema,
  successEnvelope,
} from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { readIdempotencyKey } from '../../platform/money-input.ts';
import type { DepositCaller, DepositService } from './deposit.service.ts';

// counted per member after the auth guard (onRequest): members behind one carrier IP do not
// share a budget, and one member cannot flood the deposits table
const perMember = (request: FastifyRequest) => `member:${request.member.id}`;
const limits = {
  read: { max: 120, timeWindow: '1 minute', hook: 'onRequest', keyGenerator: perMember },
  create: { max: 30, timeWindow: '1 minute', hook: 'onRequest', keyGenerator: perMember },
} as const;

const idParams = z.object({ id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER) });

// a host name or IPv4 address, or a bracketed IPv6 address, with an optional port
const hostPattern = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the member's browser used (proxy headers honoured only from trusted proxies), so
 * the gateway sends them back to the brand's own site; the configured address if it is odd.
 */
function originOf(request: FastifyRequest, fallback: string): string {
  const candidate = `${request.protocol}://${request.host}`;
  if (!hostPattern.test(request.host) || !URL.canParse(candidate)) return new URL(fallback).origin;
  return new URL(candidate).origin;
}

export interface DepositRouteOptions {
  requireMember: RequireMember;
  /** The configured public address, when the request's own origin looks odd. */
  publicUrl: string;
  service: DepositService;
}

/** The deposit page (depositv2): channels, creating a deposit, the member's own deposits. */
export const depositRoutes: FastifyPluginAsyncZod<DepositRouteOptions> = async (app, deps) => {
  const { service } = deps;
  const callerOf = (request: FastifyRequest): DepositCaller => ({
    merchant: request.merchant,
    memberId: request.member.id,
    origin: originOf(request, deps.publicUrl),
  });

  app.get(
    apiPaths.depositChannels,
    {
      config: { rateLimit: limits.read },
      onRequest: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'The brand’s active deposit channels with their minimum and maximum',
        response: { 200: successEnvelope(depositChannelListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.channels(request.merchant),
    }),
  );

  app.post(
    apiPaths.deposits,
    {
      config: { rateLimit: limits.create },
      onRequest: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'Create a deposit (Idempotency-Key header); a gateway deposit returns its payUrl',
        body: createDepositRequestSchema,
        response: { 200: successEnvelope(depositSchema) },
      },
    },
    async (request) => {
      const key = readIdempotencyKey(request);
      return {
        success: true as const,
        value: await service.create(callerOf(request), key, request.body),
      };
    },
  );

  app.get(
    apiPaths.deposits,
    {
      config: { rateLimit: limits.read },
      onRequest: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'The member’s own deposits, newest first',
        querystring: depositListQuerySchema,
        response: { 200: successEnvelope(depositListSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.list(callerOf(request), request.query),
    }),
  );

  app.get(
    `${apiPaths.deposits}/:id`,
    {
      config: { rateLimit: limits.read },
      onRequest: deps.requireMember(),
      schema: {
        tags: ['payments'],
        summary: 'One of the member’s own deposits (a pending gateway deposit with its payUrl)',
        params: idParams,
        response: { 200: successEnvelope(depositSchema) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await service.own(callerOf(request), request.params.id),
    }),
  );
};
