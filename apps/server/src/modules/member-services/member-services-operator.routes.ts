import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closeBoFeedback,
  composeBoInboxMessage,
  listBoFeedback,
  listBoInboxMessages,
  replyBoFeedback,
  updateBoFeedbackSettings,
  withdrawBoInboxMessage,
} from '@lobby/contracts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { InboxOperator, StaffActor } from './inbox-operator.service.ts';

export interface MemberServicesOperatorRoutesDeps {
  staff: StaffAuth;
  inbox: InboxOperator;
  feedback: FeedbackService;
}

/** The operator API of the inbox and feedback (/bo/inbox, /bo/feedback); all audited. */
export const memberServicesOperatorRoutes: FastifyPluginAsyncZod<
  MemberServicesOperatorRoutesDeps
> = async (app, deps) => {
  const { inbox, feedback } = deps;
  const { route } = createRouteKit(app, {
    requireStaff: (roles) => deps.staff.requireStaff(roles),
  });
  const actorOf = (request: {
    merchant: { id: number };
    staff: { id: number };
    ip: string;
  }): StaffActor => ({
    merchantId: request.merchant.id,
    staffId: request.staff.id,
    ip: request.ip,
  });
  const staffOnly = { authAt: 'onRequest' } as const;

  route(listBoInboxMessages, { rate: 'read', ...staffOnly }, (request) =>
    inbox.list(request.merchant.id),
  );
  route(composeBoInboxMessage, { rate: 'write', ...staffOnly }, (request) =>
    inbox.compose(actorOf(request), request.body),
  );
  route(withdrawBoInboxMessage, { rate: 'write', ...staffOnly }, (request) =>
    inbox.withdraw(actorOf(request), request.params.id),
  );
  route(listBoFeedback, { rate: 'read', ...staffOnly }, (request) =>
    feedback.listOfBrand(request.merchant.id, request.query.status),
  );
  route(replyBoFeedback, { rate: 'write', ...staffOnly }, (request) =>
    feedback.reply(actorOf(request), request.params.id, request.body.reply),
  );
  route(closeBoFeedback, { rate: 'write', ...staffOnly }, (request) =>
    feedback.close(actorOf(request), request.params.id),
  );
  route(updateBoFeedbackSettings, { rate: 'settings', ...staffOnly }, (request) =>
    feedback.updateSettings(actorOf(request), request.body),
  );
};
