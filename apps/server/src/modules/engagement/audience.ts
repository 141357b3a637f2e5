import type { FastifyRequest } from 'fastify';
import { anonymousAudience, type Audience } from './content.service.ts';

/**
 * Who is asking, for the execution filter of announcements (§4.6). Sessions arrive with the
 * identity module; until then every caller is anonymous, and this is the one place to change.
 */
export function audienceOf(_request: FastifyRequest): Audience {
  return anonymousAudience;
}
