import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { claimableRedEnvelopesSchema } from '../red-envelope.ts';
import { redEnvelopePaths } from './paths.ts';

/** The envelopes the logged-in account may claim now. */
export const listClaimableRedEnvelopes = defineEndpoint({
  method: 'GET',
  path: redEnvelopePaths.member,
  auth: endpointAuth.memberOrAgent,
  tag: 'agents',
  summary: 'Red envelopes of the uplines the account may claim now',
  response: claimableRedEnvelopesSchema,
});
