import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiPaths, openMemberChannel, resolveAuthPolicy } from '@lobby/contracts';
import type { Db } from '../db/client.ts';
import { brandTopic, type EventBus } from './event-bus.ts';
import type { RequireMember } from './member-guard.ts';
import { AppError } from './app-error.ts';
import { createCatchUp, type CatchUpSource } from './member-catch-up.ts';
import { createRouteKit } from './route-kit.ts';
import {
  createMemberSockets,
  isSessionLive,
  memberSocketCloseCodes,
} from './member-events.service.ts';

export interface MemberEventsDeps {
  db: Db;
  events: EventBus;
  requireMember: RequireMember;
  /** Where a reconnecting page learns what changed meanwhile (modules lend the sources). */
  catchUpSources?: readonly CatchUpSource[];
}

/** The subprotocol the page asks for, beside its session token. */
export const memberSocketProtocol = 'lobby';

/**
 * A browser cannot put headers on a websocket request, so the page sends the brand as
 * `?merchant=` and its token as the second subprotocol (`['lobby', token]`; never in the URL,
 * which ends up in logs). This copies them onto the `merchant` and `token` headers every other
 * call uses, before routing, so the merchant resolution and the auth guard work unchanged.
 * Headers the client did send win.
 */
export function adoptSocketCredentials(raw: IncomingMessage): void {
  const url = new URL(raw.url ?? '/', 'http://socket.invalid');
  if (url.pathname !== apiPaths.memberEvents) return;
  const merchant = url.searchParams.get('merchant');
  if (merchant && raw.headers.merchant === undefined) raw.headers.merchant = merchant;
  const offered = raw.headers['sec-websocket-protocol'];
  if (typeof offered === 'string' && raw.headers.token === undefined) {
    const protocols = offered.split(',').map((entry) => entry.trim());
    const token = protocols.find((entry) => entry !== memberSocketProtocol && entry.length > 0);
    if (protocols.includes(memberSocketProtocol) && token) raw.headers.token = token;
  }
}

/**
 * GET /wps/ws: the member's live channel (§2.4 socket-event listener). Pushes the events of
 * `memberTopic(member.id)` as JSON, e.g. `{ type: 'balance_changed', reason }`, and
 * `{ type: 'ping' }` every 25 s; `?since=` (the `at` of the last frame heard) gets a
 * `catch_up` naming what changed meanwhile. A missing or dead token is answered by an accepted socket
 * closed with 4401, so the page can tell "log in again" from a network failure.
 */
export const memberEventsRoutes: FastifyPluginAsyncZod<MemberEventsDeps> = async (app, deps) => {
  const sockets = createMemberSockets({
    events: deps.events,
    catchUp: createCatchUp(deps.catchUpSources ?? []),
    onError: (error) => app.log.warn({ err: error }, 'member socket session check failed'),
  });
  app.server.prependListener('upgrade', adoptSocketCredentials);
  app.addHook('onClose', async () => {
    app.server.removeListener('upgrade', adoptSocketCredentials);
  });

  const guard = deps.requireMember({
    allowTrial: true,
    allowPendingPasswordChange: true,
    allowAgentOnly: true,
  });
  const refused = new WeakSet<FastifyRequest>();
  /** Runs the usual guard, but keeps "not logged in" for the socket's close code. */
  async function authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    try {
      await guard.call(app, request, reply);
    } catch (error) {
      if (error instanceof AppError && error.status === 401) refused.add(request);
      else throw error;
    }
  }

  // reconnects after a network change are normal; a loop of them is not (the read budget)
  const { socketRoute } = createRouteKit(app);
  socketRoute(openMemberChannel, { rate: 'read', preHandler: authenticate }, (socket, request) => {
    if (refused.has(request)) {
      socket.close(memberSocketCloseCodes.notLoggedIn, 'not_logged_in');
      return;
    }
    const idleMinutes = resolveAuthPolicy(request.merchant.authPolicy).sessionIdleMinutes;
    const sessionId = request.session.id;
    sockets.attach(socket, {
      memberId: request.member.id,
      sessionId,
      since: request.query.since,
      isSessionLive: () => isSessionLive(deps.db, { sessionId, idleMinutes }),
      sharedTopics: [brandTopic(request.merchant.id)],
    });
  });
};
