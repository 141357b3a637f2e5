import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createBoCockfightEvent,
  createBoCockfightFight,
  endBoCockfightEvent,
  getBoCockfightSettings,
  listBoCockfightEvents,
  putBoCockfightSettings,
  resultBoCockfightFight,
  setBoCockfightFightState,
} from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { CockfightOperator } from './cockfight-operator.service.ts';

/** The operator API of cockfight (/bo/cockfight…): staff of the brand, every change audited. */
export const cockfightOperatorRoutes: FastifyPluginAsyncZod<{
  staff: StaffAuth;
  operator: CockfightOperator;
}> = async (app, { staff, operator }) => {
  const { route } = createRouteKit(app, { requireStaff: (roles) => staff.requireStaff(roles) });
  const actor = (request: { staff: { id: number }; ip: string }) => ({
    staffId: request.staff.id,
    ip: request.ip,
  });
  const at = { authAt: 'onRequest' } as const;

  route(getBoCockfightSettings, { rate: 'read', ...at }, (request) =>
    operator.settings(request.merchant),
  );
  route(putBoCockfightSettings, { rate: 'settings', ...at }, (request) =>
    operator.saveSettings(request.merchant, actor(request), request.body),
  );
  route(listBoCockfightEvents, { rate: 'read', ...at }, (request) =>
    operator.events(request.merchant),
  );
  route(createBoCockfightEvent, { rate: 'write', ...at }, (request) =>
    operator.createEvent(request.merchant, actor(request), request.body),
  );
  route(createBoCockfightFight, { rate: 'write', ...at }, (request) =>
    operator.createFight(request.merchant, actor(request), request.params.id, request.body),
  );
  route(endBoCockfightEvent, { rate: 'write', ...at }, (request) =>
    operator.endEvent(request.merchant, actor(request), request.params.id),
  );
  route(setBoCockfightFightState, { rate: 'write', ...at }, (request) =>
    operator.setState(request.merchant, actor(request), request.params.id, request.body.state),
  );
  route(resultBoCockfightFight, { rate: 'write', ...at }, (request) =>
    operator.result(request.merchant, actor(request), request.params.id, request.body.result),
  );
};
