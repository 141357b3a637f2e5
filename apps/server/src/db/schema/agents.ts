import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { members } from './identity.ts';

/**
 * The upline hierarchy as a closure table: one row per (ancestor, descendant) pair, the
 * account itself included at depth 0. A subtree, a downline count or "is this member in my
 * team" is one indexed lookup at any depth, never a recursive walk per request. Rows are
 * written only by the database: a trigger on `members` adds an account's rows when it is
 * inserted, and the upline is fixed from then on (another trigger refuses to change it).
 */
export const agentTree = pgTable(
  'agent_tree',
  {
    merchantId: bigint('merchant_id', { mode: 'number' })
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** 0 for the account itself, 1 for a direct downline, and so on. */
    depth: integer('depth').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.ancestorId, t.descendantId] }),
    index('agent_tree_ancestor_depth_idx').on(t.ancestorId, t.depth),
    index('agent_tree_descendant_idx').on(t.descendantId, t.depth),
    check('agent_tree_depth_check', sql`${t.depth} >= 0`),
  ],
);
