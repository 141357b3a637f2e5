import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  confirmBoDrawResult,
  enterBoDrawResult,
  listBoDrawIssues,
  listDrawMenus,
  listBoDrawGames,
  listDrawResults,
  putBoDrawRules,
  putBoDrawSettings,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { DrawReads } from './draw-reads.service.ts';
import type { DrawResults } from './draw-results.service.ts';
import { saveDrawRules } from './draw-rules.service.ts';
import { listDrawSettings, saveDrawSettings } from './draw-settings.service.ts';

/**
 * The official draws' member reads and operator API (settings and calendars, results with
 * confirmation, rules); an operator sees and edits only their own brand's draws.
 */
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
  route(listBoDrawGames, { rate: 'read', ...at }, (request) =>
    listDrawSettings(db, request.merchant.id),
  );
  route(putBoDrawSettings, { rate: 'settings', ...at }, (request) =>
    saveDrawSettings(db, request.merchant.id, actor(request), request.params.code, request.body),
  );
};
