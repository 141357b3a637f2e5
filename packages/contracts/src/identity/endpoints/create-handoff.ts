import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { createHandoffResponseSchema } from '../login.ts';

/** A one-time code that opens the member's account in another window or domain. */
export const createHandoff = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.handoff}/new`,
  auth: endpointAuth.member,
  tag: 'identity',
  summary: 'A one-time code (60 s) that opens this account in another window or domain',
  response: createHandoffResponseSchema,
});
