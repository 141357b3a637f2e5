import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  ChatAuthor,
  ChatMode,
  ChatStatus,
  LocalizedText,
  OfficeHours,
} from '@lobby/contracts';
import { members } from './identity.ts';
import { brandColumn } from './owner-columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A live-support conversation (issue 15, docs/member-services.md "Live-support chat"): a
 * member's (member_id) or a guest's (guest_token_hash, the SHA-256 of the browser's token).
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    guestTokenHash: text('guest_token_hash'),
    visitorName: text('visitor_name').notNull(),
    status: text('status').$type<ChatStatus>().notNull().default('waiting'),
    assignedStaffId: bigint('assigned_staff_id', { mode: 'number' }),
    /** The last message id read by the visitor, and by the operators. */
    visitorReadId: bigint('visitor_read_id', { mode: 'number' }).notNull().default(0),
    staffReadId: bigint('staff_read_id', { mode: 'number' }).notNull().default(0),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('chat_conversations_member_idx').on(t.memberId, t.id),
    uniqueIndex('chat_conversations_guest_key')
      .on(t.guestTokenHash)
      .where(sql`${t.guestTokenHash} is not null`),
    index('chat_conversations_brand_idx').on(t.merchantId, t.status, t.lastMessageAt),
  ],
);

/** One message; text is plain (markup removed at the door). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    conversationId: bigint('conversation_id', { mode: 'number' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    author: text('author').$type<ChatAuthor>().notNull(),
    authorName: text('author_name').notNull(),
    staffId: bigint('staff_id', { mode: 'number' }),
    text: text('text').notNull().default(''),
    imageId: bigint('image_id', { mode: 'number' }).references(() => chatImages.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id)],
);

/** An image sent in a conversation; the bytes live in the file storage under storage_key. */
export const chatImages = pgTable('chat_images', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  merchantId: brandColumn(),
  conversationId: bigint('conversation_id', { mode: 'number' })
    .notNull()
    .references(() => chatConversations.id, { onDelete: 'cascade' }),
  contentType: text('content_type').$type<'image/png' | 'image/jpeg'>().notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: at('created_at').notNull().defaultNow(),
});

/** The brand's chat settings; a brand without a row has the built-in chat, open all day. */
export const chatSettings = pgTable('chat_settings', {
  merchantId: brandColumn().primaryKey(),
  mode: text('mode').$type<ChatMode>().notNull().default('built_in'),
  externalUrl: text('external_url'),
  officeHours: jsonb('office_hours').$type<OfficeHours>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** Canned replies an operator picks from, per brand, in every language. */
export const chatCannedReplies = pgTable(
  'chat_canned_replies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: brandColumn(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    text: jsonb('text').$type<LocalizedText>().notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_canned_replies_brand_idx').on(t.merchantId)],
);
