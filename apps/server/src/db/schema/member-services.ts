import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type {
  FeedbackCategory,
  FeedbackStatus,
  InboxAudienceKind,
  InboxMessageKind,
  LocalizedText,
} from '@lobby/contracts';
import { members } from './identity.ts';
import { brandColumn, memberColumn } from './owner-columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An inbox message (issue 15, docs/member-services.md "Inbox"), stored ONCE whatever its
 * audience: `member` names `member_id`; `vip` a minimum level in `audience_value`; `team` the
 * agent's id in `audience_value`; `agents` and `brand` need nothing. Who sees it is decided when
 * a member reads; no row per member is written at send time.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    kind: text('kind').$type<InboxMessageKind>().notNull().default('notice'),
    audienceKind: text('audience_kind').$type<InboxAudienceKind>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    audienceValue: bigint('audience_value', { mode: 'number' }),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    bodyHtml: jsonb('body_html').$type<LocalizedText>().notNull(),
    promotionId: bigint('promotion_id', { mode: 'number' }),
    feedbackId: bigint('feedback_id', { mode: 'number' }),
    /** Scheduled sending: nobody sees the message before this. */
    visibleFrom: at('visible_from').notNull().defaultNow(),
    withdrawnAt: at('withdrawn_at'),
    /** When the readers' sockets were told (at send time, or by the release job once due). */
    announcedAt: at('announced_at'),
    /** The staff user who composed it; null for the system (seed, feedback replies by system). */
    createdBy: bigint('created_by', { mode: 'number' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    // a member's direct messages
    index('inbox_messages_member_idx').on(t.memberId, t.visibleFrom),
    // the release job's scheduled messages not announced yet
    index('inbox_messages_unannounced_idx')
      .on(t.visibleFrom)
      .where(sql`${t.announcedAt} is null and ${t.withdrawnAt} is null`),
    // the brand's broadcasts (few per brand, read by every inbox)
    index('inbox_messages_broadcast_idx')
      .on(t.merchantId, t.visibleFrom)
      .where(sql`${t.audienceKind} <> 'member'`),
    check(
      'inbox_messages_audience',
      sql`(${t.audienceKind} = 'member') = (${t.memberId} is not null)
        and (${t.audienceKind} in ('vip', 'team')) = (${t.audienceValue} is not null)`,
    ),
  ],
);

/**
 * A member's own state of one message, written lazily: the first read or the delete inserts
 * it. A message without a receipt is unread.
 */
export const inboxReceipts = pgTable(
  'inbox_receipts',
  {
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    memberId: memberColumn(),
    readAt: at('read_at'),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.messageId] }),
    index('inbox_receipts_message_idx').on(t.messageId),
  ],
);

/**
 * Feedback from a member, or from a guest through the live chat's offline form (name and
 * contact instead of a member). `screenshot_ids` are stored_files of purpose
 * feedback_screenshot, checked by content when uploaded.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    guestName: text('guest_name'),
    guestContact: text('guest_contact'),
    category: text('category').$type<FeedbackCategory>().notNull(),
    content: text('content').notNull(),
    screenshotIds: jsonb('screenshot_ids')
      .$type<number[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status').$type<FeedbackStatus>().notNull().default('new'),
    reply: text('reply'),
    repliedBy: bigint('replied_by', { mode: 'number' }),
    repliedAt: at('replied_at'),
    closedAt: at('closed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('feedback_merchant_idx').on(t.merchantId, t.status, t.createdAt),
    index('feedback_member_idx').on(t.memberId, t.createdAt),
    check(
      'feedback_author',
      sql`${t.memberId} is not null or (${t.guestName} is not null and ${t.guestContact} is not null)`,
    ),
  ],
);

/** The brand's feedback rule (§5); a brand without a row uses the defaults in the service. */
export const feedbackSettings = pgTable('feedback_settings', {
  merchantId: brandColumn().primaryKey(),
  minWords: integer('min_words').notNull(),
  maxWords: integer('max_words').notNull(),
  categories: jsonb('categories').$type<FeedbackCategory[]>().notNull(),
});
