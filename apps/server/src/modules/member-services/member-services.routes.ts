import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deleteInboxMessage,
  getFeedbackSettings,
  getInboxUnread,
  listInbox,
  listOwnFeedback,
  markInboxAllRead,
  markInboxRead,
  submitFeedback,
} from '@lobby/contracts';
import type { RequireMember } from '../../platform/member-guard.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { InboxAccount, InboxService } from './inbox.service.ts';

export interface MemberServicesRoutesDeps {
  requireMember: RequireMember;
  inbox: InboxService;
  feedback: FeedbackService;
}

const accountOf = (request: {
  merchant: { id: number };
  member: { id: number; type: number; createdAt: Date };
}): InboxAccount => ({
  merchantId: request.merchant.id,
  id: request.member.id,
  type: request.member.type,
  createdAt: request.member.createdAt,
});

/** The member's calls: the inbox (messageV2) and feedback. */
export const memberServicesRoutes: FastifyPluginAsyncZod<MemberServicesRoutesDeps> = async (
  app,
  deps,
) => {
  const { inbox, feedback } = deps;
  const { route } = createRouteKit(app, { requireMember: deps.requireMember });
  // counted per member: the guard runs first (onRequest), so the limiter knows who it is
  const perMemberWrite = { rate: { tier: 'write', perMember: true }, authAt: 'onRequest' } as const;

  route(listInbox, { rate: 'read' }, (request) => inbox.list(accountOf(request), request.query));
  // repeated after every live event, like the balance
  route(getInboxUnread, { rate: 'frequent' }, (request) => inbox.unread(accountOf(request)));
  route(markInboxRead, perMemberWrite, (request) =>
    inbox.markRead(accountOf(request), request.params.id),
  );
  route(markInboxAllRead, perMemberWrite, (request) => inbox.markAllRead(accountOf(request)));
  route(deleteInboxMessage, perMemberWrite, (request) =>
    inbox.remove(accountOf(request), request.params.id),
  );

  route(getFeedbackSettings, { rate: 'read' }, (request) => feedback.settings(request.merchant.id));
  route(listOwnFeedback, { rate: 'read' }, (request) =>
    feedback.listOwn(request.merchant.id, request.member.id),
  );
  // feedback is written by people, not scripts: the settings budget per member
  route(
    submitFeedback,
    { rate: { tier: 'settings', perMember: true }, authAt: 'onRequest' },
    (request) =>
      feedback.submit({
        merchantId: request.merchant.id,
        author: { memberId: request.member.id },
        category: request.body.category,
        text: request.body.content,
        screenshotIds: request.body.screenshotIds,
      }),
  );
};
