import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatGuestTokenHeader,
  getChatAvailability,
  getChatImage,
  getChatThread,
  markChatRead,
  maxChatImageBytes,
  openGuestChat,
  sendChatImage,
  sendChatOffline,
  sendChatText,
} from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { createRouteKit, type RouteRate } from '../../platform/route-kit.ts';
import { toPlainChatText } from './chat-text.ts';
import { acceptImageBodies, imageBodyOf } from './chat-image-bodies.ts';
import type { ChatSettingsService } from './chat-settings.service.ts';
import type { ChatVisitor, ChatVisitorService } from './chat-visitor.service.ts';
import type { SubmitOfflineMessage } from './ports.ts';

export interface ChatVisitorRoutesDeps {
  requireMember: RequireMember;
  visitors: ChatVisitorService;
  settings: ChatSettingsService;
  submitOfflineMessage: SubmitOfflineMessage;
}

/** Chat is customer service: trial accounts and pending password changes may use it too. */
export const chatMemberGuardOptions = { allowTrial: true, allowPendingPasswordChange: true };

const resolvedVisitors = new WeakMap<FastifyRequest, ChatVisitor>();

/** The visitor of a request whose onRequest hook ran (every route of the visitor scope). */
function visitorOf(request: FastifyRequest): ChatVisitor {
  const visitor = resolvedVisitors.get(request);
  if (!visitor) throw new AppError('chat_visitor_required');
  return visitor;
}

/** Flooding is counted per member, and per IP for guests. */
function visitorKey(request: FastifyRequest): string {
  const visitor = resolvedVisitors.get(request);
  return visitor?.kind === 'member' ? `chat:member:${visitor.memberId}` : `chat:ip:${request.ip}`;
}
const visitorRate = (max: number): RouteRate => ({
  custom: { max, timeWindow: '1 minute', hook: 'preHandler', keyGenerator: visitorKey },
});
/** Opening guest conversations and offline messages: a few per IP in 10 minutes. */
const perIpRare: RouteRate = { custom: { max: 5, timeWindow: '10 minutes' } };

/**
 * Finds the visitor before anything else: a member by the token header, a guest by the
 * x-chat-guest header (an unknown token is chat_visitor_required, like no token).
 */
function resolveVisitors(scope: FastifyInstance, deps: ChatVisitorRoutesDeps): void {
  const guard = deps.requireMember(chatMemberGuardOptions);
  scope.addHook('onRequest', async (request, reply) => {
    const guestToken = request.headers[chatGuestTokenHeader];
    if (typeof guestToken === 'string' && guestToken.length > 0 && !request.headers.token) {
      const conversation = await deps.visitors.guestConversation(request.merchant.id, guestToken);
      if (!conversation) throw new AppError('chat_visitor_required');
      resolvedVisitors.set(request, {
        kind: 'guest',
        merchantId: conversation.merchantId,
        conversationId: conversation.id,
        name: conversation.visitorName,
      });
      return;
    }
    await guard.call(scope, request, reply);
    resolvedVisitors.set(request, {
      kind: 'member',
      merchantId: request.merchant.id,
      memberId: request.member.id,
      name: request.member.username,
    });
  });
}

/** The visitor's chat calls (member token or guest token), plus the public ones. */
export const chatVisitorRoutes: FastifyPluginAsyncZod<ChatVisitorRoutesDeps> = async (
  app,
  deps,
) => {
  const { visitors, settings } = deps;
  const { route } = createRouteKit(app);

  route(getChatAvailability, { rate: 'read' }, async (request) =>
    settings.availability(request.merchant),
  );
  route(openGuestChat, { rate: perIpRare }, async (request) =>
    visitors.openGuest(request.merchant, request.body.name),
  );
  const memberGuard = deps.requireMember(chatMemberGuardOptions);
  route(sendChatOffline, { rate: perIpRare }, async (request, reply) => {
    // a logged-in member's message names them; a guest's (or a dead token's) does not
    let memberId: number | null = null;
    if (request.headers.token) {
      memberId = await memberGuard.call(app, request, reply).then(
        () => request.member.id,
        () => null,
      );
    }
    const { name, contact, text } = request.body;
    await deps.submitOfflineMessage({
      merchantId: request.merchant.id,
      memberId,
      name: toPlainChatText(name),
      contact: toPlainChatText(contact),
      text: toPlainChatText(text),
    });
    return { accepted: true as const };
  });

  await app.register(async (scope) => {
    resolveVisitors(scope, deps);
    acceptImageBodies(scope);
    const kit = createRouteKit(scope);
    kit.route(getChatThread, { rate: visitorRate(60) }, async (request) => ({
      thread: await visitors.thread(visitorOf(request)),
    }));
    kit.route(sendChatText, { rate: visitorRate(20) }, async (request) =>
      visitors.sendText(visitorOf(request), request.merchant, request.body.text),
    );
    kit.route(
      sendChatImage,
      { rate: visitorRate(5), bodyLimit: maxChatImageBytes },
      async (request) => {
        const { bytes, declaredType } = imageBodyOf(request);
        return visitors.sendImage(visitorOf(request), request.merchant, declaredType, bytes);
      },
    );
    kit.route(markChatRead, { rate: visitorRate(60) }, async (request) => {
      await visitors.markRead(visitorOf(request), request.body.lastMessageId);
      return { accepted: true as const };
    });
    kit.rawRoute(getChatImage, { rate: visitorRate(60) }, async (request, reply) => {
      const { row, bytes } = await visitors.image(visitorOf(request), request.params.id);
      return reply
        .header('content-type', row.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    });
  });
};
