import type { FastifyRequest } from 'fastify';
import type { ReadLogin } from '../identity/index.ts';
import { anonymousAudience, type Audience } from './content.service.ts';

/**
 * Who is asking, for the execution filter of announcements (§4.6): a guest (B), a logged-in
 * member (A), or one logged in for the first time (A and F). A dead token counts as a guest.
 */
export async function audienceOf(request: FastifyRequest, readLogin: ReadLogin): Promise<Audience> {
  const login = await readLogin(request);
  if (!login) return anonymousAudience;
  // the session remembers the first login, so F items outlive the first-login action
  return { isLoggedIn: true, isFirstTimeLogin: login.session.isFirstLogin };
}
