import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setSocialPrompt } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import type { SocialPromptSettings } from '../system/index.ts';
import type { StaffAuth } from './staff-auth.ts';

/** PUT /bo/social-prompts/:channel: the brand's social prompts, in the audit trail. */
export const socialPromptRoutes: FastifyPluginAsyncZod<{
  db: Db;
  staff: StaffAuth;
  socialPrompts: SocialPromptSettings;
}> = async (app, { db, staff, socialPrompts }) => {
  const { route } = createRouteKit(app, { requireStaff: (roles) => staff.requireStaff(roles) });

  route(setSocialPrompt, { rate: 'write', authAt: 'onRequest' }, (request) =>
    db.transaction(async (tx) => {
      const merchantId = request.merchant.id;
      const { channel } = request.params;
      const before = await socialPrompts.find(tx, merchantId, channel);
      const after = await socialPrompts.save(tx, merchantId, channel, request.body);
      await recordAudit(tx, {
        merchantId,
        actorKind: 'staff',
        actorId: request.staff.id,
        action: 'social_prompt.set',
        subjectKind: 'social_prompt',
        subjectId: channel,
        before: before ?? null,
        after,
        ip: request.ip,
      });
      return after;
    }),
  );
};
