import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import type { RequireMember } from '../../platform/member-guard.ts';
import type { Scheduler } from '../../platform/scheduler.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import { createFeedbackRepository } from './feedback.repository.ts';
import { createFeedbackService, type SubmitFeedbackInput } from './feedback.service.ts';
import { createInboxDelivery, inboxReleaseIntervalMs, inboxReleaseJob } from './inbox-delivery.ts';
import { createInboxOperator } from './inbox-operator.service.ts';
import { createInboxRepository } from './inbox.repository.ts';
import { createInboxService } from './inbox.service.ts';
import { memberServicesOperatorRoutes } from './member-services-operator.routes.ts';
import { memberServicesRoutes } from './member-services.routes.ts';
import type { TeamUplinesOf, VipLevelOf } from './ports.ts';

export interface MemberServicesDeps {
  db: Db;
  events: EventBus;
  scheduler: Scheduler;
  /** Where the feedback screenshots are (the operator views them). */
  storage: FileStorage;
  requireMember: RequireMember;
  staff: StaffAuth;
  /** The loyalty module's VIP level (a port: this module does not import loyalty). */
  vipLevelOf: VipLevelOf;
  /** The agents module's uplines of an account (the teams it belongs to). */
  teamUplinesOf: TeamUplinesOf;
}

/**
 * The member services (issue 15): the inbox (messageV2) with its live unread count, and
 * feedback; the member's and the operator's calls, the release job of scheduled messages, and
 * `submitFeedback` for the live chat's offline form. docs/member-services.md.
 */
export function createMemberServices(deps: MemberServicesDeps) {
  const { db, events } = deps;
  const inboxRepository = createInboxRepository();
  const delivery = createInboxDelivery({ db, events, repository: inboxRepository });
  const inbox = createInboxService({
    db,
    events,
    repository: inboxRepository,
    vipLevelOf: deps.vipLevelOf,
    teamUplinesOf: deps.teamUplinesOf,
  });
  const inboxOperator = createInboxOperator({ db, repository: inboxRepository, delivery });
  const feedback = createFeedbackService({
    db,
    repository: createFeedbackRepository(),
    delivery,
  });
  deps.scheduler.every(inboxReleaseJob, inboxReleaseIntervalMs, async () => {
    await delivery.releaseDue();
  });

  const routes: FastifyPluginAsyncZod = async (app) => {
    await app.register(memberServicesRoutes, {
      requireMember: deps.requireMember,
      inbox,
      feedback,
    });
  };
  const operatorRoutes: FastifyPluginAsyncZod = async (app) => {
    await app.register(memberServicesOperatorRoutes, {
      db,
      storage: deps.storage,
      staff: deps.staff,
      inbox: inboxOperator,
      feedback,
    });
  };
  return {
    /** The member's calls (/wps/member/inbox…, /wps/feedback). */
    routes,
    /** The operator's calls (/bo/inbox…, /bo/feedback…). */
    operatorRoutes,
    /**
     * Feedback from a member or a guest (name and contact), checked by the brand's rule: for
     * the live chat's offline form. Throws AppError on a refused input.
     */
    submitFeedback: (input: SubmitFeedbackInput) => feedback.submit(input),
    /**
     * The live chat's offline form (its submitOfflineMessage port): the message becomes
     * feedback of category 'other'; a member's keeps the contact they gave in its text.
     */
    takeChatOfflineMessage: async (message: ChatOfflineMessage): Promise<void> => {
      const author =
        message.memberId === null
          ? { guestName: message.name, guestContact: message.contact }
          : { memberId: message.memberId };
      const text =
        message.memberId === null
          ? message.text
          : `${message.text}\n— ${message.name} · ${message.contact}`;
      await feedback.submit({
        merchantId: message.merchantId,
        author,
        category: 'other',
        text,
        origin: 'chat_offline',
      });
    },
    /** The live channel's catch-up: did the member's inbox change while the page was away. */
    catchUp: {
      kind: 'messages' as const,
      changedSince: (memberId: number, since: Date) =>
        inboxRepository.changedSince(db, memberId, since),
    },
    /** Announces scheduled messages that became visible now (the job does it every 15 s). */
    releaseDueMessages: () => delivery.releaseDue(),
  };
}
export type MemberServices = ReturnType<typeof createMemberServices>;

/** A message left on the live chat's offline form, as the chat hands it on (already plain text). */
export interface ChatOfflineMessage {
  merchantId: number;
  /** The member who left it, or null for a guest. */
  memberId: number | null;
  name: string;
  contact: string;
  text: string;
}
