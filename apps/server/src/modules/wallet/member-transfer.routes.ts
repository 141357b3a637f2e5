import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getTransferDownlines, payDownline, payUpline } from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { readIdempotencyKey } from '../../platform/money-input.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { AssertPaymentPassword } from '../identity/index.ts';
import type { MemberTransferContext, MemberTransfers } from './member-transfer.service.ts';

export interface MemberTransferRoutesDeps {
  requireMember: RequireMember;
  assertPaymentPassword: AssertPaymentPassword;
  memberTransfers: MemberTransfers;
}

/** Agent → direct downline and downline → upline transfers (§6, page transferUpline). */
export const memberTransferRoutes: FastifyPluginAsyncZod<MemberTransferRoutesDeps> = async (
  app,
  deps,
) => {
  const { memberTransfers } = deps;
  const { route } = createRouteKit(app, deps);
  const contextOf = (request: FastifyRequest): MemberTransferContext => ({
    merchant: request.merchant,
    member: request.member,
    clientKey: readIdempotencyKey(request),
    checkPaymentPassword: (password) => deps.assertPaymentPassword(request, password),
  });

  route(getTransferDownlines, { rate: 'read' }, (request) =>
    memberTransfers.listDownlines(request.merchant, request.member),
  );
  route(payDownline, { rate: 'write' }, (request) =>
    memberTransfers.payDownline(contextOf(request), request.body),
  );
  route(payUpline, { rate: 'write' }, (request) =>
    memberTransfers.payUpline(contextOf(request), request.body),
  );
};
