import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { settlementDebtsQuerySchema, settlementDebtsSchema } from '../settlement-operator.ts';
import { settlementPaths } from '../settlement-paths.ts';

/** Owed settlement items (payers without funds), oldest first. */
export const listSettlementDebts = defineEndpoint({
  method: 'GET',
  path: settlementPaths.boDebts,
  auth: endpointAuth.staff('finance'),
  tag: 'backoffice',
  summary: 'Owed agent settlements, oldest first',
  query: settlementDebtsQuerySchema,
  response: settlementDebtsSchema,
});
