import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  claimRedEnvelope,
  createRedEnvelope,
  listClaimableRedEnvelopes,
  listOwnRedEnvelopes,
} from '@lobby/contracts';
import type { RequireMember } from '../../../platform/member-guard.ts';
import { readIdempotencyKey } from '../../../platform/money-input.ts';
import { createRouteKit } from '../../../platform/route-kit.ts';
import type { RedEnvelopes } from './red-envelopes.service.ts';

export interface RedEnvelopesRoutesDeps {
  requireMember: RequireMember;
  redEnvelopes: RedEnvelopes;
}

/** The agent's envelopes (fund, list) and the member's (list claimable, claim). */
export const redEnvelopesRoutes: FastifyPluginAsyncZod<RedEnvelopesRoutesDeps> = async (
  app,
  deps,
) => {
  const { redEnvelopes } = deps;
  const { route } = createRouteKit(app, deps);

  route(createRedEnvelope, { rate: 'money' }, (request) =>
    redEnvelopes.create(
      { merchant: request.merchant, member: request.member, ip: request.ip },
      readIdempotencyKey(request),
      request.body,
    ),
  );
  route(listOwnRedEnvelopes, { rate: 'read' }, (request) =>
    redEnvelopes.listOwn(
      { merchant: request.merchant, member: request.member, ip: request.ip },
      request.query,
    ),
  );
  route(listClaimableRedEnvelopes, { rate: 'frequent' }, (request) =>
    redEnvelopes.listClaimable(request.merchant, request.member),
  );
  route(claimRedEnvelope, { rate: 'write' }, (request) =>
    redEnvelopes.claim(
      { merchant: request.merchant, member: request.member, ip: request.ip },
      request.params.id,
    ),
  );
};
