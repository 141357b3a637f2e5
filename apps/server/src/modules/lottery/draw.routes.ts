import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmBoDrawResult,
  enterBoDrawResult,
  listBoDrawIssues,
  listDrawMenus,
  listDrawResults,
  putBoDrawRules,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { DrawReads } from './draw-reads.service.ts';
import type { DrawResults } from './draw-results.service.ts';
import { saveDrawRules } from './draw-rules.service.ts';

/** The official draws' member reads and operator API (results with confirmation, rules). */
export const drawRoutes: FastifyPluginAsyncZod<{
  db: Db;
  staff: StaffAuth;
  reads: DrawReads;
  results: DrawResults;
}> = async (app, { db, staff, reads, results }) => {
  const { route } = createRouteKit(app, { requireStaff: (roles) => staff.requireStaff(roles) });
  const actor = (request: { staff: { id: number }; ip: string }) => ({
    staffId: request.staff.id,
    ip: request.ip,
  });
  const at = { authAt: 'onRequest' } as const;

  route(listDrawMenus, { rate: 'frequent' }, (request) => reads.menus(request.merchant.id));
  route(listDrawResults, { rate: 'read' }, (request) =>
    reads.results(request.merchant.id, request.params.code, request.query),
  );
  route(listBoDrawIssues, { rate: 'read', ...at }, (request) =>
    results.issues(request.merchant.id, request.params.code),
  );
  route(enterBoDrawResult, { rate: 'write', ...at }, (request) =>
    results.enter(request.merchant.id, actor(request), request.params.id, request.body.result),
  );
  route(confirmBoDrawResult, { rate: 'write', ...at }, (request) =>
    results.confirm(request.merchant.id, actor(request), request.params.id),
  );
  route(putBoDrawRules, { rate: 'settings', ...at }, (request) =>
    saveDrawRules(db, request.merchant.id, actor(request), request.params.code, request.body),
  );
};
