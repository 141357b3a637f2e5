import {
  bigint,
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  LocalizedText,
  PatternId,
  RegisterFieldName,
  SocialPromptChannel,
} from '@lobby/contracts';
import { merchants } from './merchants.ts';

const merchantId = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

/** Host names a brand answers on; the first resolution step of every request. */
export const domainRoutes = pgTable(
  'domain_routes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    domain: text('domain').notNull(),
    type: text('type').$type<'member' | 'agent' | 'api'>().notNull(),
    isMain: boolean('is_main').notNull().default(false),
  },
  (t) => [uniqueIndex('domain_routes_domain_key').on(t.domain)],
);

/** White-label feature modules, a tree through parentModId. */
export const whitelabelModules = pgTable(
  'whitelabel_modules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    modId: text('mod_id').notNull(),
    parentModId: text('parent_mod_id'),
    enabled: boolean('enabled').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('whitelabel_modules_key').on(t.merchantId, t.modId)],
);

/** One rule per registration field (§3, §5). */
export const registerFieldRules = pgTable(
  'register_field_rules',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    field: text('field').$type<RegisterFieldName>().notNull(),
    enabled: boolean('enabled').notNull(),
    required: boolean('required').notNull(),
    acceptedPattern: text('accepted_pattern').notNull(),
    patternId: text('pattern_id').$type<PatternId>().notNull(),
    minLength: integer('min_length').notNull(),
    maxLength: integer('max_length').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('register_field_rules_key').on(t.merchantId, t.field)],
);

/** Help centre topics with text in every language; content is sanitised HTML. */
export const helpTopics = pgTable(
  'help_topics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    code: text('code').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    content: jsonb('content').$type<LocalizedText>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('help_topics_key').on(t.merchantId, t.code)],
);

/** App downloads, QR codes, blog and social links. */
export const resources = pgTable(
  'resources',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    resourceType: text('resource_type').notNull(),
    labelNameEn: text('label_name_en').notNull(),
    url: text('url').notNull(),
    imageUrl: text('image_url'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('resources_key').on(t.merchantId, t.resourceType, t.url)],
);

/** Customer-service channels. */
export const customerServiceChannels = pgTable(
  'customer_service_channels',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    channel: text('channel').notNull(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    hours: text('hours').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('customer_service_key').on(t.merchantId, t.channel, t.url)],
);

export const localizedJson = (name: string) => jsonb(name).$type<LocalizedText>();

/**
 * Social prompts (§9's Zalo prompt): one row per brand and channel, off until an administrator
 * turns it on; a brand without rows shows none.
 */
export const socialPrompts = pgTable(
  'social_prompts',
  {
    merchantId: merchantId(),
    channel: text('channel').$type<SocialPromptChannel>().notNull(),
    isEnabled: boolean('is_enabled').notNull().default(false),
    url: text('url').notNull(),
    reward: jsonb('reward').$type<LocalizedText>(),
    delaySeconds: integer('delay_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.channel] })],
);
