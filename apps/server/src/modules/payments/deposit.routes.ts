import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDeposit, getDeposit, getDepositChannels, listDeposits } from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { readIdempotencyKey } from '../../platform/money-input.ts';
import { createRouteKit, type RouteOptions } from '../../platform/route-kit.ts';
import type { DepositCaller, DepositService } from './deposit.service.ts';

// counted per member after the auth guard (onRequest): members behind one carrier IP do not
// share a budget, and one member cannot flood the deposits table
const reads: RouteOptions = { rate: { tier: 'frequent', perMember: true }, authAt: 'onRequest' };
const creates: RouteOptions = { rate: { tier: 'write', perMember: true }, authAt: 'onRequest' };

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

  const { route } = createRouteKit(app, deps);

  route(getDepositChannels, reads, (request) => service.channels(request.merchant));

  route(createDeposit, creates, (request) =>
    service.create(callerOf(request), readIdempotencyKey(request), request.body),
  );

  route(listDeposits, reads, (request) => service.list(callerOf(request), request.query));

  route(getDeposit, reads, (request) => service.own(callerOf(request), request.params.id));
};
