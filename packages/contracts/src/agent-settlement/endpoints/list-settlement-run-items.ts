import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  settlementItemsSchema,
  settlementPageQuerySchema,
  settlementRunParamsSchema,
} from '../settlement-operator.ts';
import { settlementPaths } from '../settlement-paths.ts';

/** The items a settlement run wrote. */
export const listSettlementRunItems = defineEndpoint({
  method: 'GET',
  path: settlementPaths.boRunItems,
  auth: endpointAuth.staff('finance'),
  tag: 'backoffice',
  summary: 'The settlement items one run wrote',
  params: settlementRunParamsSchema,
  query: settlementPageQuerySchema,
  response: settlementItemsSchema,
});
