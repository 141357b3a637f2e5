import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../../common/endpoint.ts';
import { sportsbookPaths } from './paths.ts';

/** `?fixture=` narrows the channel to one fixture; without it, the whole book. */
export const sportsFeedQuerySchema = z.object({
  fixture: z.coerce.number().int().positive().optional(),
  merchant: z.string().max(40).optional(),
});

/** The book's live channel: prices, market states and scores (public, like the odds). */
export const openSportsbookChannel = defineEndpoint({
  method: 'GET',
  path: sportsbookPaths.socket,
  auth: endpointAuth.public,
  tag: 'games',
  summary: 'Sportsbook live odds (websocket)',
  query: sportsFeedQuerySchema,
  response: z.unknown(),
});
