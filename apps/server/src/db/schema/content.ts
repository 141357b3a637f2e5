import {
  bigint,
  bigserial,
  boolean,
  integer,
  pgTable,
  text,
  timestamp,
  index,
} from 'drizzle-orm/pg-core';
import type {
  AnnouncementAudience,
  AnnouncementExecution,
  AnnouncementType,
  BannerGroup,
} from '@lobby/contracts';
import { merchants } from './merchants.ts';
import { localizedJson } from './system.ts';

const merchantId = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    groupName: text('group_name').$type<BannerGroup>().notNull(),
    imageUrl: text('image_url').notNull(),
    title: localizedJson('title').notNull(),
    linkageType: text('linkage_type').$type<'NONE' | 'ROUTE' | 'URL' | 'PROMOTION'>().notNull(),
    linkTarget: text('link_target'),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [index('banners_group_idx').on(t.merchantId, t.groupName, t.sort)],
);

export const announcements = pgTable(
  'announcements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    type: text('type').$type<AnnouncementType>().notNull(),
    execution: text('execution').$type<AnnouncementExecution>().notNull(),
    platform: text('platform').notNull().default('W'),
    title: localizedJson('title').notNull(),
    /** Sanitised on write and again on read. */
    content: localizedJson('content').notNull(),
    promotionType: text('promotion_type'),
    sort: integer('sort').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** `members`: the site's announcement calls; `agents`: only the agent centre's (issue 13). */
    audience: text('audience').$type<AnnouncementAudience>().notNull().default('members'),
  },
  (t) => [index('announcements_type_idx').on(t.merchantId, t.type, t.sort)],
);
