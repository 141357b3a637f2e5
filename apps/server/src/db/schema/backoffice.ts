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
import type { StaffRole } from '@lobby/contracts';
import { merchants } from './merchants.ts';

const merchantId = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** An operator's staff account; roles decide which back-office calls it may make. */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    /** Lower-cased. */
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    roles: jsonb('roles').$type<StaffRole[]>().notNull(),
    status: text('status').$type<'active' | 'disabled'>().notNull().default('active'),
    /** The TOTP secret, sealed with the two-factor key (secret box); null: never enrolled. */
    totpSecretSealed: text('totp_secret_sealed'),
    /** When the first code confirmed the secret; until then it does not guard the login. */
    totpConfirmedAt: timestamp('totp_confirmed_at', { withTimezone: true }),
    /** The last accepted TOTP step: a code of this step or an earlier one is refused. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_username_key').on(t.merchantId, t.username)],
);

/**
 * The second step of a staff login: the password was right, a code is still due (or, for a
 * role that needs two-factor, the enrolment). Only the SHA-256 of the token is stored.
 */
export const staffTwoFactorChallenges = pgTable(
  'staff_two_factor_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<'verify' | 'enrol'>().notNull(),
    /** Wrong codes so far; the challenge dies at the limit. */
    failures: integer('failures').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_two_factor_challenges_token_key').on(t.tokenHash)],
);

/** Single-use recovery codes of a staff account (SHA-256 only), made at enrolment. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_recovery_codes_code_key').on(t.staffId, t.codeHash)],
);

/** Staff sessions: only the SHA-256 of the token is stored. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: bigint('staff_id', { mode: 'number' })
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_sessions_token_key').on(t.tokenHash)],
);

/** Who did what to money, accounts and settings: actor, IP, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: merchantId(),
    actorKind: text('actor_kind').$type<'staff' | 'member' | 'system'>().notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    action: text('action').notNull(),
    subjectKind: text('subject_kind').notNull(),
    subjectId: text('subject_id').notNull(),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_subject_idx').on(t.merchantId, t.subjectKind, t.subjectId),
    index('audit_log_created_idx').on(t.merchantId, t.createdAt),
  ],
);

/**
 * Scheduled work that must run once across server instances: an instance takes the lease by
 * a conditional update, runs the (itself idempotent) work, and lets the lease lapse.
 */
export const jobLeases = pgTable('job_leases', {
  name: text('name').primaryKey(),
  owner: text('owner'),
  lockedUntil: timestamp('locked_until', { withTimezone: true })
    .notNull()
    .default(sql`'epoch'::timestamptz`),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastOutcome: text('last_outcome'),
});
