import { defineEndpoint } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { betRecordsQuerySchema, betRecordsSchema } from '../bet-records.ts';

/** The betting record; a trial account sees only its play-money rounds. */
export const getBetRecords = defineEndpoint({
  method: 'GET',
  path: apiPaths.betRecords,
  auth: { kind: 'member', allowTrial: true, allowAgentOnly: true },
  tag: 'games',
  summary: 'The member’s game rounds placed in a period, newest first, paged, with totals',
  query: betRecordsQuerySchema,
  response: betRecordsSchema,
});
