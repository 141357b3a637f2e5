import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';

export interface StaffIdentity {
  id: number;
  merchantId: number;
  username: string;
  roles: StaffRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in operator; set by requireStaff before the handler runs. */
    staff: StaffIdentity;
  }
}

export interface StaffAuth {
  /**
   * preHandler: a live staff session of the request's brand (Bearer token) whose roles
   * include one of `roles` (admin passes everything); else not_logged_in / staff_forbidden.
   */
  requireStaff(roles: StaffRole[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
}

// STUB (helper E replaces the body)
export function createStaffAuth(_options: { db: Db }): StaffAuth {
  return {
    requireStaff() {
      return async () => {
        throw new Error('staff auth not built yet');
      };
    },
  };
}
