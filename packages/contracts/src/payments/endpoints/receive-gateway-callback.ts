import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { gatewayCallbackAckSchema, gatewayCallbackParamsSchema } from '../deposits.ts';

/**
 * A payment gateway reports a payment, server to server. The body is read raw (the signature
 * is over exactly those bytes), so it has no schema; the answer is the bare acknowledgement
 * gateways expect, not the envelope.
 */
export const receiveGatewayCallback = defineEndpoint({
  method: 'POST',
  path: `${apiPaths.gatewayCallback}/:gateway`,
  auth: endpointAuth.public,
  tag: 'payments',
  summary: 'Server-to-server notification of a payment gateway (HMAC-signed raw body)',
  params: gatewayCallbackParamsSchema,
  response: gatewayCallbackAckSchema,
});
