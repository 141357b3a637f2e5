import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assignBoChat,
  closeBoChat,
  createBoCannedReply,
  deleteBoCannedReply,
  getBoChat,
  getBoChatImage,
  getBoChatSettings,
  listBoCannedReplies,
  listBoChatOperators,
  listBoChats,
  markBoChatRead,
  maxChatImageBytes,
  sendBoChatImage,
  sendBoChatText,
  updateBoChatSettings,
} from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import { acceptImageBodies, imageBodyOf } from './chat-image-bodies.ts';
import type { ChatOperatorService } from './chat-operator.service.ts';
import type { ChatSettingsService, OperatorActor } from './chat-settings.service.ts';

export interface ChatOperatorRoutesDeps {
  staff: StaffAuth;
  operators: ChatOperatorService;
  settings: ChatSettingsService;
}

/** The operator of a staff request, for the services and the audit trail. */
function actorOf(request: FastifyRequest): OperatorActor {
  return {
    merchantId: request.staff.merchantId,
    staffId: request.staff.id,
    username: request.staff.username,
    ip: request.ip,
  };
}

/** The operator chat console's API (/bo/chat/…): the staff's brand only. */
export const chatOperatorRoutes: FastifyPluginAsyncZod<ChatOperatorRoutesDeps> = async (
  app,
  deps,
) => {
  const { operators, settings } = deps;
  acceptImageBodies(app);
  const { route, rawRoute } = createRouteKit(app, { requireStaff: deps.staff.requireStaff });
  const at = { authAt: 'onRequest' } as const;

  route(listBoChats, { rate: 'frequent', ...at }, async (request) => ({
    conversations: await operators.list(actorOf(request), request.query.status),
  }));
  route(getBoChat, { rate: 'frequent', ...at }, async (request) =>
    operators.thread(actorOf(request), request.params.id),
  );
  route(sendBoChatText, { rate: 'play', ...at }, async (request) =>
    operators.sendText(actorOf(request), request.params.id, request.body.text),
  );
  route(
    sendBoChatImage,
    { rate: 'write', ...at, bodyLimit: maxChatImageBytes },
    async (request) => {
      const { bytes, declaredType } = imageBodyOf(request);
      return operators.sendImage(actorOf(request), request.params.id, declaredType, bytes);
    },
  );
  route(markBoChatRead, { rate: 'play', ...at }, async (request) => {
    await operators.markRead(actorOf(request), request.params.id, request.body.lastMessageId);
    return { accepted: true as const };
  });
  route(assignBoChat, { rate: 'write', ...at }, async (request) =>
    operators.assign(actorOf(request), request.params.id, request.body.staffId),
  );
  route(closeBoChat, { rate: 'write', ...at }, async (request) =>
    operators.close(actorOf(request), request.params.id),
  );
  rawRoute(getBoChatImage, { rate: 'frequent', ...at }, async (request, reply) => {
    const { row, bytes } = await operators.image(actorOf(request), request.params.id);
    return reply
      .header('content-type', row.contentType)
      .header('cache-control', 'private, max-age=3600')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
  route(listBoChatOperators, { rate: 'read', ...at }, async (request) => ({
    operators: await operators.operators(actorOf(request)),
  }));
  route(getBoChatSettings, { rate: 'read', ...at }, async (request) =>
    settings.read(request.staff.merchantId),
  );
  route(updateBoChatSettings, { rate: 'settings', ...at }, async (request) =>
    settings.update(actorOf(request), request.body),
  );
  route(listBoCannedReplies, { rate: 'read', ...at }, async (request) => ({
    replies: await settings.cannedReplies(request.staff.merchantId),
  }));
  route(createBoCannedReply, { rate: 'settings', ...at }, async (request) =>
    settings.addCannedReply(actorOf(request), request.body),
  );
  route(deleteBoCannedReply, { rate: 'settings', ...at }, async (request) => {
    await settings.removeCannedReply(actorOf(request), request.params.id);
    return { deleted: true as const };
  });
};
