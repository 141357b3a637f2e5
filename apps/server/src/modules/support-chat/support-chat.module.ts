import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import { createChatOperatorService } from './chat-operator.service.ts';
import { chatOperatorRoutes } from './chat-operator.routes.ts';
import { createChatSettingsService } from './chat-settings.service.ts';
import { chatSocketRoutes } from './chat-socket.routes.ts';
import { createChatCore } from './chat-threads.ts';
import { createChatVisitorService } from './chat-visitor.service.ts';
import { chatVisitorRoutes } from './chat-visitor.routes.ts';
import type { SubmitOfflineMessage } from './ports.ts';

export interface SupportChatModuleDeps {
  db: Db;
  events: EventBus;
  storage: FileStorage;
  requireMember: RequireMember;
  staff: StaffAuth;
  /** Where the offline form's messages go (the feedback module, a port). */
  submitOfflineMessage: SubmitOfflineMessage;
  /** The clock of office hours; tests pass theirs. */
  now?: () => Date;
}

/**
 * The self-hosted live-support chat (issue 15 item 3; docs/member-services.md "Live-support
 * chat"): the visitor's calls, the operator console's API, the chat socket. Needs websocket
 * support with the `lobby-chat` subprotocol on an enclosing scope (app.ts).
 */
export const supportChatModule: FastifyPluginAsyncZod<SupportChatModuleDeps> = async (
  app,
  deps,
) => {
  const now = deps.now ?? (() => new Date());
  const core = createChatCore({ db: deps.db, events: deps.events, storage: deps.storage });
  const settings = createChatSettingsService({ db: deps.db, now });
  const visitors = createChatVisitorService({ core, settings, now });
  const operators = createChatOperatorService({ core });
  await app.register(chatVisitorRoutes, {
    requireMember: deps.requireMember,
    visitors,
    settings,
    submitOfflineMessage: deps.submitOfflineMessage,
  });
  await app.register(chatOperatorRoutes, { staff: deps.staff, operators, settings });
  await app.register(chatSocketRoutes, {
    db: deps.db,
    events: deps.events,
    requireMember: deps.requireMember,
    staff: deps.staff,
    visitors,
    operators,
  });
};
