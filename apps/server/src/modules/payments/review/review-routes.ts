import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Endpoint } from '@lobby/contracts';
import { createRouteKit, type RouteHandler } from '../../../platform/route-kit.ts';
import type { StaffAuth } from '../../backoffice/index.ts';

/**
 * What the deposit and withdrawal review routes share: the staff guard behind their
 * endpoints' roles, the budgets of reads and actions, and who acts (for the audit row).
 */

/** The operator acting, on which brand, from where: what each review action audits. */
export function staffCallerOf(request: FastifyRequest) {
  return { merchant: request.merchant, staff: request.staff, ip: request.ip };
}

/** The routes of one review collection, each behind its endpoint's staff roles. */
export function createReviewRoutes(app: FastifyInstance, staff: StaffAuth) {
  const { route } = createRouteKit(app, { requireStaff: (roles) => staff.requireStaff(roles) });

  return {
    /** Reads page through lists, so an operator gets many of them. */
    read<E extends Endpoint>(endpoint: E, handler: RouteHandler<E>): void {
      route(endpoint, { rate: 'frequent' }, handler);
    },

    /** Actions change money, so an operator gets fewer of them. */
    act<E extends Endpoint>(endpoint: E, handler: RouteHandler<E>): void {
      route(endpoint, { rate: 'write' }, handler);
    },
  };
}
