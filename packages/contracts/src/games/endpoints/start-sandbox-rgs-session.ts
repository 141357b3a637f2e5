import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import {
  sandboxRgsPaths,
  sandboxRgsSessionSchema,
  sandboxRgsTag,
  startSandboxRgsSessionBodySchema,
} from '../sandbox-rgs.ts';

/** The stand-in's game screen exchanges its launch token (PAM refreshSession) for a session. */
export const startSandboxRgsSession = defineEndpoint({
  method: 'POST',
  path: sandboxRgsPaths.session,
  auth: endpointAuth.public,
  tag: sandboxRgsTag,
  summary: 'Open a sandbox game session',
  body: startSandboxRgsSessionBodySchema,
  response: sandboxRgsSessionSchema,
});
