import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getResponsibleGambling, selfExclude, setDepositLimit } from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { ResponsibleGambling } from './responsible-gambling.service.ts';

export interface ProtectionRoutesDeps {
  requireMember: RequireMember;
  responsibleGambling: ResponsibleGambling;
}

/**
 * The member's responsible-gambling page: deposit limits (daily, weekly, monthly in the
 * brand's zone) and self-exclusion. Real accounts only; trial accounts have no deposits.
 */
export const protectionRoutes: FastifyPluginAsyncZod<ProtectionRoutesDeps> = async (
  app,
  { requireMember, responsibleGambling },
) => {
  const { route } = createRouteKit(app, { requireMember });

  route(getResponsibleGambling, { rate: 'read', authAt: 'onRequest' }, (request) =>
    responsibleGambling.view(request.merchant, request.member.id),
  );

  route(setDepositLimit, { rate: 'settings', authAt: 'onRequest' }, (request) =>
    responsibleGambling.setLimit({
      brand: request.merchant,
      memberId: request.member.id,
      period: request.body.period,
      amount: request.body.amount,
      ip: request.ip,
    }),
  );

  // irreversible, and it checks the login password: the rarest budget
  route(selfExclude, { rate: 'rare', authAt: 'onRequest' }, (request) =>
    responsibleGambling.selfExclude({
      brand: request.merchant,
      member: request.member,
      period: request.body.period,
      password: request.body.password,
      ip: request.ip,
    }),
  );
};
