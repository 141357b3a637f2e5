import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { settlementPaths } from '../settlement-paths.ts';
import { settlementRecordsQuerySchema, settlementRecordsSchema } from '../settlement-records.ts';

/** Dividend records, daily, hourly and real-time salary pages (§2.6), one kind at a time. */
export const getSettlementRecords = defineEndpoint({
  method: 'GET',
  path: settlementPaths.records,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: "The agent's settlements of one contract kind (own, or owed to its downlines)",
  query: settlementRecordsQuerySchema,
  response: settlementRecordsSchema,
});
