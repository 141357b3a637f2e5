import { defineEndpoint } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { profitQuerySchema, profitReportSchema } from '../bet-records.ts';

/** Profit and loss; a trial account sees only its play-money rounds. */
export const getProfitReport = defineEndpoint({
  method: 'GET',
  path: apiPaths.profitReport,
  auth: { kind: 'member', allowTrial: true, allowAgentOnly: true },
  tag: 'games',
  summary: 'Settled rounds of a period per day and game type, with grand totals',
  query: profitQuerySchema,
  response: profitReportSchema,
});
