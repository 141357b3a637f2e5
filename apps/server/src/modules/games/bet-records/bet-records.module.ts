import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../../../module-deps.ts';
import { createBetRecordsRepository } from './bet-records.repository.ts';
import { betRecordsRoutes } from './bet-records.routes.ts';
import { createBetRecords } from './bet-records.service.ts';

/** The betting record (personalHistoryCopy) and profit and loss (personalProfit). */
export const betRecordsModule: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(betRecordsRoutes, {
    requireMember: deps.requireMember,
    betRecords: createBetRecords(createBetRecordsRepository(deps.db)),
  });
};
