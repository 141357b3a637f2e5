import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { transactionHistoryQuerySchema, transactionHistorySchema } from '../records.ts';

/** Deposits, withdrawals, transfers and adjustments of the member, newest first. */
export const getTransactionHistory = defineEndpoint({
  method: 'GET',
  path: apiPaths.transactionHistory,
  auth: endpointAuth.memberOrAgent,
  tag: 'wallet',
  summary: 'Deposits, withdrawals, transfers and adjustments, newest first, paged',
  query: transactionHistoryQuerySchema,
  response: transactionHistorySchema,
});
