import { defineEndpoint } from '../../common/endpoint.ts';
import { apiPaths } from '../../paths.ts';
import { memberChannelQuerySchema, memberEventSchema } from '../member-events.ts';

/**
 * GET /wps/ws, a websocket (§2.4): the member's live channel. The page sends the brand as
 * `?merchant=` and its token as the second subprotocol; each message is an event like
 * `{ type: 'balance_changed', reason }` (and `{ type: 'ping' }` every 25 s); `?since=` asks for a
 * catch-up (memberEventSchema).
 */
export const openMemberChannel = defineEndpoint({
  method: 'GET',
  path: apiPaths.memberEvents,
  auth: {
    kind: 'member',
    allowTrial: true,
    allowPendingPasswordChange: true,
    allowAgentOnly: true,
  },
  tag: 'platform',
  summary: "The member's live channel (websocket): balance, rewards, forced logout, catch-up",
  query: memberChannelQuerySchema,
  response: memberEventSchema,
  hidden: true,
});
