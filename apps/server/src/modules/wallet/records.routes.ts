import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getAccountRecord, getTransactionHistory } from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { Records } from './records.service.ts';

export interface RecordsRoutesDeps {
  requireMember: RequireMember;
  records: Records;
}

/** Transaction history and the account record; a member reads only their own rows. */
export const recordsRoutes: FastifyPluginAsyncZod<RecordsRoutesDeps> = async (app, deps) => {
  const { records } = deps;
  const { route } = createRouteKit(app, deps);

  route(getTransactionHistory, { rate: 'read' }, (request) =>
    records.transactionHistory(request.merchant, request.member.id, request.query),
  );
  route(getAccountRecord, { rate: 'read' }, (request) =>
    records.accountRecord(request.merchant, request.member.id, request.query),
  );
};
