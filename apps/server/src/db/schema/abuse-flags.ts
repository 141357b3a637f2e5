import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { AbuseFlagKind } from '@lobby/contracts';
import { merchants } from './merchants.ts';
import { members } from './identity.ts';
import { staffUsers } from './backoffice.ts';

/**
 * Agent abuse the operator should look at (issue 13, "Domain: Abuse"): a downline that shares
 * a login IP or payee name with an upline agent (`self_referral`), an agent with no login and
 * no team activity for the brand's number of days (`dormant_agent`). A flag never pays or
 * refuses anything by itself; settlement may read the unreviewed ones later. One flag per
 * (kind, agent, member): finding the same thing again changes nothing.
 */
export const abuseFlags = pgTable(
  'abuse_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<AbuseFlagKind>().notNull(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The downline of a self-referral; null for a dormant agent. */
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, {
      onDelete: 'cascade',
    }),
    /** What was found: the shared IPs or payee name, the last login and the days. */
    evidence: jsonb('evidence')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }).references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
  },
  (t) => [
    unique('abuse_flags_once').on(t.merchantId, t.kind, t.agentId, t.memberId).nullsNotDistinct(),
    index('abuse_flags_open_idx')
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.reviewedAt} is null`),
    index('abuse_flags_agent_idx').on(t.agentId),
  ],
);
