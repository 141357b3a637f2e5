import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { getStatusResponseSchema } from '../get-status.ts';

/** Whether the site is open to the caller: normal, maintenance or region restriction. */
export const getStatus = defineEndpoint({
  method: 'GET',
  path: apiPaths.systemStatus,
  auth: endpointAuth.public,
  tag: 'system',
  summary: 'System status: 0 normal, 1 maintenance, 2 region restriction',
  response: getStatusResponseSchema,
});
