import { and, asc, eq } from 'drizzle-orm';
import type { CannedReply, ChatAvailability, ChatSettings } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { chatCannedReplies, chatSettings } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { allDayOfficeHours, isWithinOfficeHours } from './office-hours.ts';

/** Who changes a setting, for the audit trail. */
export interface OperatorActor {
  merchantId: number;
  staffId: number;
  username: string;
  ip: string;
}

const defaults: ChatSettings = {
  mode: 'built_in',
  externalUrl: null,
  officeHours: allDayOfficeHours,
};

/** The brand's chat settings, or the defaults (built in, all day). */
export async function readChatSettings(db: Executor, merchantId: number): Promise<ChatSettings> {
  const [row] = await db.select().from(chatSettings).where(eq(chatSettings.merchantId, merchantId));
  if (!row) return defaults;
  return { mode: row.mode, externalUrl: row.externalUrl, officeHours: row.officeHours };
}

/** Built in and within office hours, else the refusal a visitor's send gets. */
export function assertChatOpen(settings: ChatSettings, timeZone: string, now: Date): void {
  if (settings.mode === 'external') throw new AppError('chat_external');
  if (!isWithinOfficeHours(settings.officeHours, timeZone, now)) {
    throw new AppError('chat_offline');
  }
}

/** Brand chat settings and canned replies (operator API, every change in the audit trail). */
export function createChatSettingsService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  return {
    read: (merchantId: number) => readChatSettings(db, merchantId),

    async availability(merchant: { id: number; timeZone: string }): Promise<ChatAvailability> {
      const settings = await readChatSettings(db, merchant.id);
      return {
        ...settings,
        externalUrl: settings.mode === 'external' ? settings.externalUrl : null,
        online:
          settings.mode === 'built_in' &&
          isWithinOfficeHours(settings.officeHours, merchant.timeZone, deps.now()),
        timeZone: merchant.timeZone,
      };
    },

    async update(actor: OperatorActor, input: ChatSettings): Promise<ChatSettings> {
      if (input.mode === 'external' && !input.externalUrl) {
        throw new AppError('chat_settings_invalid');
      }
      return db.transaction(async (tx) => {
        const before = await readChatSettings(tx, actor.merchantId);
        const values = { ...input, updatedAt: deps.now() };
        await tx
          .insert(chatSettings)
          .values({ merchantId: actor.merchantId, ...values })
          .onConflictDoUpdate({ target: chatSettings.merchantId, set: values });
        await recordAudit(tx, {
          merchantId: actor.merchantId,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'chat.settings',
          subjectKind: 'chat_settings',
          subjectId: actor.merchantId,
          before: { ...before },
          after: { ...input },
          ip: actor.ip,
        });
        return input;
      });
    },

    async cannedReplies(merchantId: number): Promise<CannedReply[]> {
      const rows = await db
        .select()
        .from(chatCannedReplies)
        .where(eq(chatCannedReplies.merchantId, merchantId))
        .orderBy(asc(chatCannedReplies.id));
      return rows.map(({ id, title, text }) => ({ id, title, text }));
    },

    async addCannedReply(
      actor: OperatorActor,
      input: Omit<CannedReply, 'id'>,
    ): Promise<CannedReply> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(chatCannedReplies)
          .values({ merchantId: actor.merchantId, title: input.title, text: input.text })
          .returning();
        await recordAudit(tx, {
          merchantId: actor.merchantId,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'chat.canned_reply.create',
          subjectKind: 'chat_canned_reply',
          subjectId: row!.id,
          after: { ...input },
          ip: actor.ip,
        });
        return { id: row!.id, title: row!.title, text: row!.text };
      });
    },

    async removeCannedReply(actor: OperatorActor, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(chatCannedReplies)
          .where(
            and(eq(chatCannedReplies.id, id), eq(chatCannedReplies.merchantId, actor.merchantId)),
          )
          .returning();
        if (!row) throw new AppError('not_found');
        await recordAudit(tx, {
          merchantId: actor.merchantId,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'chat.canned_reply.delete',
          subjectKind: 'chat_canned_reply',
          subjectId: id,
          before: { title: row.title, text: row.text },
          ip: actor.ip,
        });
      });
    },
  };
}
export type ChatSettingsService = ReturnType<typeof createChatSettingsService>;
