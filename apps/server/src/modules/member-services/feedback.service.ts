import {
  feedbackCategories,
  type BoFeedbackItem,
  type FeedbackCategory,
  type FeedbackItem,
  type FeedbackSettings,
  type FeedbackStatus,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { findOwnedFile } from '../../platform/uploads.service.ts';
import { boFeedbackItemOf, cleanText, feedbackItemOf, paragraphsOf } from './feedback-view.ts';
import type { FeedbackRepository } from './feedback.repository.ts';
import type { InboxDelivery } from './inbox-delivery.ts';
import type { StaffActor } from './inbox-operator.service.ts';
import { countWords } from './word-count.ts';

/** A brand that set no rule takes these. */
export const defaultFeedbackSettings: FeedbackSettings = {
  minWords: 3,
  maxWords: 300,
  categories: [...feedbackCategories],
};

/** Who sends feedback: a member, or a guest (the live chat's offline form) with a name and contact. */
export type FeedbackAuthor = { memberId: number } | { guestName: string; guestContact: string };

export interface SubmitFeedbackInput {
  merchantId: number;
  author: FeedbackAuthor;
  category: FeedbackCategory;
  text: string;
  /** Stored files of the member (purpose feedback_screenshot); guests send none. */
  screenshotIds?: number[];
  /**
   * 'chat_offline': left on the live chat's offline form, whose own limits applied; the brand's
   * categories and word rule are the feedback form's and do not apply to it.
   */
  origin?: 'form' | 'chat_offline';
}

/** The reply's title in the member's inbox. */
const replyTitle = {
  en: 'Reply to your feedback',
  th: 'คำตอบสำหรับความคิดเห็นของคุณ',
  tl: 'Sagot sa iyong feedback',
};

export interface FeedbackServiceDeps {
  db: Db;
  repository: FeedbackRepository;
  delivery: InboxDelivery;
  now?: () => Date;
}

/**
 * Feedback (issue 15 item 2): the brand's categories and word rule (§5), screenshots checked
 * by content when uploaded (platform/uploads.service.ts) and owned by the author, the status
 * new → replied → closed, and the reply delivered to the member's inbox.
 */
export function createFeedbackService(deps: FeedbackServiceDeps) {
  const { db, repository } = deps;
  const now = deps.now ?? (() => new Date());

  async function settingsOf(executor: Executor, merchantId: number): Promise<FeedbackSettings> {
    const row = await repository.settingsOf(executor, merchantId);
    return row
      ? { minWords: row.minWords, maxWords: row.maxWords, categories: row.categories }
      : defaultFeedbackSettings;
  }

  async function checkScreenshots(tx: Executor, input: SubmitFeedbackInput): Promise<number[]> {
    const ids = [...new Set(input.screenshotIds ?? [])];
    if (ids.length === 0) return [];
    if (!('memberId' in input.author)) throw new AppError('validation_failed');
    for (const fileId of ids) {
      await findOwnedFile(tx, {
        merchantId: input.merchantId,
        memberId: input.author.memberId,
        fileId,
        purpose: 'feedback_screenshot',
      });
    }
    return ids;
  }

  async function audited<T>(
    actor: StaffActor,
    id: number,
    act: (tx: Executor) => Promise<{ result: T; before: object; after: object; action: string }>,
  ): Promise<T> {
    return db.transaction(async (tx) => {
      const { result, before, after, action } = await act(tx);
      await recordAudit(tx, {
        merchantId: actor.merchantId,
        actorKind: 'staff',
        actorId: actor.staffId,
        action,
        subjectKind: 'feedback',
        subjectId: id,
        before: { ...before },
        after: { ...after },
        ip: actor.ip,
      });
      return result;
    });
  }

  return {
    settings: (merchantId: number) => settingsOf(db, merchantId),

    /**
     * Stores feedback after checking the category, the word rule and the screenshots; usable
     * without a member (the live chat's offline form passes a guest's name and contact).
     */
    async submit(input: SubmitFeedbackInput): Promise<FeedbackItem> {
      const content = cleanText(input.text);
      return db.transaction(async (tx) => {
        if (input.origin !== 'chat_offline') {
          const rule = await settingsOf(tx, input.merchantId);
          if (!rule.categories.includes(input.category)) throw new AppError('feedback_category');
          const words = countWords(content);
          if (words < rule.minWords || words > rule.maxWords) {
            throw new AppError('feedback_word_count', {
              details: { minWords: rule.minWords, maxWords: rule.maxWords },
            });
          }
        }
        const screenshotIds = await checkScreenshots(tx, input);
        const author =
          'memberId' in input.author
            ? { memberId: input.author.memberId }
            : {
                guestName: cleanText(input.author.guestName).slice(0, 80),
                guestContact: cleanText(input.author.guestContact).slice(0, 120),
              };
        const row = await repository.insert(tx, {
          merchantId: input.merchantId,
          ...author,
          category: input.category,
          content,
          screenshotIds,
        });
        return feedbackItemOf(row);
      });
    },

    async listOwn(merchantId: number, memberId: number): Promise<{ items: FeedbackItem[] }> {
      const rows = await repository.listOfMember(db, merchantId, memberId);
      return { items: rows.map(feedbackItemOf) };
    },

    async listOfBrand(
      merchantId: number,
      status: FeedbackStatus | undefined,
    ): Promise<{ items: BoFeedbackItem[] }> {
      const rows = await repository.listOfBrand(db, merchantId, status);
      return { items: rows.map((row) => boFeedbackItemOf(row, row.username)) };
    },

    /** Replies (again, if need be) and delivers the reply to the member's inbox; closed is final. */
    async reply(actor: StaffActor, id: number, reply: string): Promise<BoFeedbackItem> {
      const text = cleanText(reply);
      const at = now();
      const { row, message } = await audited(actor, id, async (tx) => {
        const before = await repository.lockOfBrand(tx, actor.merchantId, id);
        if (!before) throw new AppError('feedback_not_found');
        if (before.status === 'closed') throw new AppError('feedback_closed');
        const after = await repository.update(tx, id, {
          status: 'replied',
          reply: text,
          repliedBy: actor.staffId,
          repliedAt: at,
        });
        const body = paragraphsOf(text);
        const delivered =
          after.memberId === null
            ? undefined
            : await deps.delivery.store(
                tx,
                {
                  merchantId: actor.merchantId,
                  kind: 'feedback_reply',
                  audienceKind: 'member',
                  memberId: after.memberId,
                  title: replyTitle,
                  bodyHtml: { en: body, th: body, tl: body },
                  feedbackId: id,
                  createdBy: actor.staffId,
                },
                at,
              );
        return {
          result: { row: after, message: delivered },
          before: { status: before.status, reply: before.reply },
          after: { status: after.status, reply: after.reply },
          action: 'feedback.reply',
        };
      });
      if (message) deps.delivery.announce(message);
      return boFeedbackItemOf(row, await repository.usernameOf(db, row.memberId));
    },

    async close(actor: StaffActor, id: number): Promise<BoFeedbackItem> {
      const row = await audited(actor, id, async (tx) => {
        const before = await repository.lockOfBrand(tx, actor.merchantId, id);
        if (!before) throw new AppError('feedback_not_found');
        const after =
          before.status === 'closed'
            ? before
            : await repository.update(tx, id, { status: 'closed', closedAt: now() });
        return {
          result: after,
          before: { status: before.status },
          after: { status: after.status },
          action: 'feedback.close',
        };
      });
      return boFeedbackItemOf(row, await repository.usernameOf(db, row.memberId));
    },

    /** Refuses (file_not_found) a file that is not a screenshot of this feedback of the brand. */
    async assertScreenshot(merchantId: number, id: number, fileId: number): Promise<void> {
      const row = await repository.findOfBrand(db, merchantId, id);
      if (!row) throw new AppError('feedback_not_found');
      if (!row.screenshotIds.includes(fileId)) throw new AppError('file_not_found');
    },

    async updateSettings(actor: StaffActor, settings: FeedbackSettings): Promise<FeedbackSettings> {
      return db.transaction(async (tx) => {
        const before = await settingsOf(tx, actor.merchantId);
        await repository.saveSettings(tx, { merchantId: actor.merchantId, ...settings });
        await recordAudit(tx, {
          merchantId: actor.merchantId,
          actorKind: 'staff',
          actorId: actor.staffId,
          action: 'feedback.settings',
          subjectKind: 'feedback_settings',
          subjectId: actor.merchantId,
          before: { ...before },
          after: { ...settings },
          ip: actor.ip,
        });
        return settings;
      });
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
