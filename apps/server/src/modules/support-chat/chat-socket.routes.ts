import type { IncomingMessage } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatGuestTokenHeader,
  chatPaths,
  chatSocketProtocol,
  openChatChannel,
  resolveAuthPolicy,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import { AppError } from '../../platform/app-error.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { isSessionLive } from '../../platform/member-events.service.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import { brandChatTopic, publishChatEvent, visitorChatTopic } from './chat-events.ts';
import type { ChatOperatorService } from './chat-operator.service.ts';
import type { ChatVisitorService } from './chat-visitor.service.ts';
import { chatMemberGuardOptions } from './chat-visitor.routes.ts';

export interface ChatSocketDeps {
  db: Db;
  events: EventBus;
  requireMember: RequireMember;
  staff: StaffAuth;
  visitors: ChatVisitorService;
  operators: ChatOperatorService;
}

/** The socket's close code for missing or dead credentials: log in (or start) again. */
export const chatSocketNotLoggedIn = 4401;
const pingIntervalMs = 25_000;
/** A typing event is relayed at most this often per socket (flooding is dropped). */
const typingEveryMs = 1_500;
const maxBufferedBytes = 256 * 1024;
const socketOpen = 1;

/**
 * A browser cannot put headers on a websocket: the page sends `?merchant=…&as=…` and its token
 * as the second subprotocol (`['lobby-chat', token]`). This copies the token onto the header
 * the HTTP calls use for that kind of caller (token, x-chat-guest or Authorization: Bearer).
 */
export function adoptChatSocketCredentials(raw: IncomingMessage): void {
  const url = new URL(raw.url ?? '/', 'http://socket.invalid');
  if (url.pathname !== chatPaths.socket) return;
  const merchant = url.searchParams.get('merchant');
  if (merchant && raw.headers.merchant === undefined) raw.headers.merchant = merchant;
  const offered = raw.headers['sec-websocket-protocol'];
  if (typeof offered !== 'string') return;
  const protocols = offered.split(',').map((entry) => entry.trim());
  const token = protocols.find((entry) => entry !== chatSocketProtocol && entry.length > 0);
  if (!protocols.includes(chatSocketProtocol) || !token) return;
  const as = url.searchParams.get('as');
  if (as === 'member' && raw.headers.token === undefined) raw.headers.token = token;
  if (as === 'guest' && raw.headers[chatGuestTokenHeader] === undefined) {
    raw.headers[chatGuestTokenHeader] = token;
  }
  if (as === 'staff' && raw.headers.authorization === undefined) {
    raw.headers.authorization = `Bearer ${token}`;
  }
}

/** Who holds a chat socket, and what it follows. */
type Listener =
  | {
      kind: 'visitor';
      merchantId: number;
      topic: string;
      conversationId: () => Promise<number | undefined>;
      /** A member's socket ends with their session (logout, expiry, a disabled account). */
      isLive?: () => Promise<boolean>;
    }
  | {
      kind: 'staff';
      merchantId: number;
      /** An operator's console ends with their session (logout, expiry, a disabled account). */
      isLive: () => Promise<boolean>;
    };

/**
 * GET /wps/chat/ws: the chat's live channel. A visitor hears their own conversations, an
 * operator every conversation of their brand; both may send `{ type: 'typing' }` (operators
 * with `conversationId`), relayed to the other side on every instance.
 */
export const chatSocketRoutes: FastifyPluginAsyncZod<ChatSocketDeps> = async (app, deps) => {
  app.server.prependListener('upgrade', adoptChatSocketCredentials);
  app.addHook('onClose', async () => {
    app.server.removeListener('upgrade', adoptChatSocketCredentials);
  });
  const memberGuard = deps.requireMember(chatMemberGuardOptions);
  const staffGuard = deps.staff.requireStaff(['cashier', 'finance', 'admin']);
  const listeners = new WeakMap<FastifyRequest, Listener | null>();

  async function identify(request: FastifyRequest, reply: FastifyReply): Promise<Listener> {
    const as = (request.query as { as: string }).as;
    if (as === 'staff') {
      await staffGuard.call(app, request, reply);
      const tokenHash = request.staffTokenHash;
      return {
        kind: 'staff',
        merchantId: request.staff.merchantId,
        isLive: () => deps.staff.isSessionLive(tokenHash),
      };
    }
    if (as === 'guest') {
      const token = request.headers[chatGuestTokenHeader];
      const row =
        typeof token === 'string'
          ? await deps.visitors.guestConversation(request.merchant.id, token)
          : undefined;
      if (!row) throw new AppError('chat_visitor_required');
      return {
        kind: 'visitor',
        merchantId: row.merchantId,
        topic: visitorChatTopic(row),
        conversationId: async () => row.id,
      };
    }
    await memberGuard.call(app, request, reply);
    const sessionId = request.session.id;
    const idleMinutes = resolveAuthPolicy(request.merchant.authPolicy).sessionIdleMinutes;
    const visitor = {
      kind: 'member' as const,
      merchantId: request.merchant.id,
      memberId: request.member.id,
      name: request.member.username,
    };
    return {
      kind: 'visitor',
      merchantId: visitor.merchantId,
      topic: visitorChatTopic({ id: 0, memberId: visitor.memberId }),
      conversationId: () => deps.visitors.followedConversation(visitor),
      isLive: () => isSessionLive(deps.db, { sessionId, idleMinutes }),
    };
  }

  const { socketRoute } = createRouteKit(app);
  socketRoute(
    openChatChannel,
    {
      rate: 'read',
      preHandler: async (request, reply) => {
        try {
          listeners.set(request, await identify(request, reply));
        } catch (error) {
          if (error instanceof AppError && [401, 403].includes(error.status)) {
            listeners.set(request, null);
          } else throw error;
        }
      },
    },
    (socket, request) => {
      const listener = listeners.get(request);
      if (!listener) {
        socket.close(chatSocketNotLoggedIn, 'not_logged_in');
        return;
      }
      const ownSide = listener.kind === 'staff' ? 'staff' : 'visitor';
      const send = (event: Record<string, unknown>) => {
        if (socket.readyState !== socketOpen) return;
        // one's own typing is no news to oneself
        if (event.type === 'typing' && event.side === ownSide) return;
        if (socket.bufferedAmount > maxBufferedBytes) {
          socket.terminate();
          return;
        }
        socket.send(JSON.stringify(event));
      };
      const topic =
        listener.kind === 'staff' ? brandChatTopic(listener.merchantId) : listener.topic;
      const unsubscribe = deps.events.subscribe(topic, send);
      const timer = setInterval(() => {
        send({ type: 'ping' });
        void listener.isLive?.().then(
          (live) => {
            if (!live) socket.close(chatSocketNotLoggedIn, 'not_logged_in');
          },
          (error: Error) => request.log.warn({ err: error.message }, 'chat session check failed'),
        );
      }, pingIntervalMs);
      timer.unref();
      let lastTypingAt = 0;
      socket.on('message', (data: Buffer) => {
        const now = Date.now();
        if (now - lastTypingAt < typingEveryMs) return;
        let message: { type?: unknown; conversationId?: unknown };
        try {
          message = JSON.parse(String(data)) as typeof message;
        } catch {
          return;
        }
        if (message?.type !== 'typing') return;
        lastTypingAt = now;
        void relayTyping(listener, message.conversationId).catch((error: Error) =>
          request.log.warn({ err: error.message }, 'chat typing relay failed'),
        );
      });
      socket.on('close', () => {
        clearInterval(timer);
        unsubscribe();
      });
    },
  );

  /** Tells the other side someone is typing; a conversation of another brand is ignored. */
  async function relayTyping(listener: Listener, named: unknown): Promise<void> {
    if (listener.kind === 'staff') {
      if (typeof named !== 'number' || !Number.isSafeInteger(named)) return;
      const row = await deps.operators.conversationOfBrand(listener.merchantId, named);
      if (!row || row.status === 'closed') return;
      publishChatEvent(deps.events, row, { type: 'typing', conversationId: row.id, side: 'staff' });
      return;
    }
    const id = await listener.conversationId();
    if (id === undefined) return;
    const row = await deps.operators.conversationOfBrand(listener.merchantId, id);
    if (!row || row.status === 'closed') return;
    publishChatEvent(deps.events, row, { type: 'typing', conversationId: row.id, side: 'visitor' });
  }
};
