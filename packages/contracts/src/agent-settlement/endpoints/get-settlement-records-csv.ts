import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { settlementPaths } from '../settlement-paths.ts';
import { settlementRecordsQuerySchema } from '../settlement-records.ts';

/** The same records as CSV (same filters and order, every row). */
export const getSettlementRecordsCsv = defineEndpoint({
  method: 'GET',
  path: settlementPaths.recordsCsv,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "The agent's settlements of one kind as CSV",
  query: settlementRecordsQuerySchema,
  response: z.string().describe('text/csv; charset=utf-8'),
});
