import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';

const merchantId = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** Optional contact and profile fields of §3, kept together because none is ever queried. */
export interface MemberProfile {
  qqNum?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  recommenderId?: string;
}

/**
 * Every account of a brand: members (type 0), agents (1, 2; 41 and 42 are agent-only
 * accounts that cannot use the member site) and trial players (4).
 */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    /** Lower-cased; the name the member types, compared case-insensitively. */
    username: text('username').notNull(),
    type: integer('type').notNull(),
    nickname: text('nickname').notNull(),
    /** argon2id PHC string; null for trial accounts, which have no password. */
    passwordHash: text('password_hash'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true })
      .notNull()
      .defaultNow(),
    paymentPasswordHash: text('payment_password_hash'),
    email: text('email'),
    countryDialingCode: text('country_dialing_code'),
    mobileNum: text('mobile_num'),
    payeeName: text('payee_name'),
    /** yyyy-mm-dd */
    birthday: text('birthday'),
    profile: jsonb('profile')
      .$type<MemberProfile>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The upline agent. */
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    /** An agent's code for affiliate and referral links. */
    invitationCode: text('invitation_code'),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    isFirstLogin: boolean('is_first_login').notNull().default(true),
    registerIp: text('register_ip'),
    registerDomain: text('register_domain'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** When a trial account stops working. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('members_username_key').on(t.merchantId, t.username),
    uniqueIndex('members_invitation_code_key')
      .on(t.merchantId, t.invitationCode)
      .where(sql`${t.invitationCode} is not null`),
    uniqueIndex('members_mobile_key')
      .on(t.merchantId, t.countryDialingCode, t.mobileNum)
      .where(sql`${t.mobileNum} is not null`),
    index('members_email_idx').on(t.merchantId, sql`lower(${t.email})`),
    index('members_parent_idx').on(t.parentId),
  ],
);

/**
 * Sessions and one-time hand-off codes. Only the SHA-256 of the token is stored; the token
 * itself exists in the answer to the login and in the client.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: ownerMemberId(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<'session' | 'handoff'>().notNull(),
    /** How the member logged in: password, sms, trial, register, reset, handoff. */
    method: text('method').notNull(),
    /**
     * The member's first login: stays true for this whole session even after the first-login
     * action, so first-login announcements (execution F) still show in it.
     */
    isFirstLogin: boolean('is_first_login').notNull().default(false),
    /** Set while a weak or expired password must be changed first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute end; the idle limit is checked against lastSeenAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_member_idx').on(t.memberId),
  ],
);

/** IPs a member has logged in from; a login from any other asks for a second step. */
export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: ownerMemberId(),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.ip] })],
);

/** The member a row belongs to; it goes when the account goes. */
function ownerMemberId() {
  return bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
}

/** A single-use token of one member: stored as a hash, ends at expiresAt, spent at consumedAt. */
function singleUseTokenColumns() {
  return {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: ownerMemberId(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  };
}

/** A login that passed the password and waits for the second-step code. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    ...singleUseTokenColumns(),
    ip: text('ip').notNull(),
    /** Whether the login would have had to change the password afterwards. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
  },
  (t) => [uniqueIndex('login_challenges_token_hash_key').on(t.tokenHash)],
);

/** Single-use links mailed by the forgot-password-by-email flow. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    ...singleUseTokenColumns(),
    ip: text('ip'),
  },
  (t) => [uniqueIndex('password_reset_tokens_token_hash_key').on(t.tokenHash)],
);

/**
 * The audit log of identity events (logins, failures, password and payment-password
 * changes, resets, logouts), with IP and user agent. Also the source of the failure counts
 * that drive captcha and throttling.
 */
export const authEvents = pgTable(
  'auth_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'set null',
    }),
    /** The name tried, lower-cased, also when no such account exists. */
    username: text('username'),
    event: text('event').notNull(),
    outcome: text('outcome').$type<'success' | 'failure'>().notNull(),
    reason: text('reason'),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_events_username_idx').on(t.merchantId, t.username, t.createdAt),
    index('auth_events_ip_idx').on(t.merchantId, t.ip, t.createdAt),
    index('auth_events_member_idx').on(t.memberId, t.createdAt),
  ],
);
