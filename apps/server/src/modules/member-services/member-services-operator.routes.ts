import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  closeBoFeedback,
  composeBoInboxMessage,
  getBoFeedbackScreenshot,
  listBoFeedback,
  listBoInboxMessages,
  replyBoFeedback,
  updateBoFeedbackSettings,
  withdrawBoInboxMessage,
} from '@lobby/contracts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { readBrandFile } from '../../platform/uploads.service.ts';
import type { Db } from '../../db/client.ts';
import type { StaffAuth } from '../backoffice/index.ts';
import type { FeedbackService } from './feedback.service.ts';
import type { InboxOperator, StaffActor } from './inbox-operator.service.ts';

export interface MemberServicesOperatorRoutesDeps {
  db: Db;
  storage: FileStorage;
  staff: StaffAuth;
  inbox: InboxOperator;
  feedback: FeedbackService;
}

/** The operator API of the inbox and feedback (/bo/inbox, /bo/feedback); all audited. */
export const memberServicesOperatorRoutes: FastifyPluginAsyncZod<
  MemberServicesOperatorRoutesDeps
> = async (app, deps) => {
  const { inbox, feedback } = deps;
  const { route, rawRoute } = createRouteKit(app, {
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
  // the image itself, only when it is one of this feedback's screenshots in the staff's brand
  rawRoute(getBoFeedbackScreenshot, { rate: 'read', ...staffOnly }, async (request, reply) => {
    const { id, fileId } = request.params;
    await feedback.assertScreenshot(request.merchant.id, id, fileId);
    const { file, bytes } = await readBrandFile(deps, { merchantId: request.merchant.id, fileId });
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', 'inline')
      .header('cache-control', 'private, no-store')
      .send(bytes);
  });
  route(updateBoFeedbackSettings, { rate: 'settings', ...staffOnly }, (request) =>
    feedback.updateSettings(actorOf(request), request.body),
  );
};
