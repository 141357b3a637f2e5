import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { gamePaths, winnerLiveEventSchema, winnersLiveQuerySchema } from '../player-games.ts';

/**
 * The winner board live, as Server-Sent Events (not the JSON envelope): each new entry is
 * `event: winner` with `data:` a `winnerLiveEventSchema` object. EventSource cannot send
 * headers, so the brand may come as `?merchant=`. Open to guests.
 */
export const streamWinners = defineEndpoint({
  method: 'GET',
  path: gamePaths.winnersLive,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'Server-Sent Events: each new winner-board entry (event `winner`)',
  query: winnersLiveQuerySchema,
  response: winnerLiveEventSchema,
});
