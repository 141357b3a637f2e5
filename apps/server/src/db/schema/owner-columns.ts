import { bigint } from 'drizzle-orm/pg-core';
import { members } from './identity.ts';
import { merchants } from './merchants.ts';

/** The brand a row belongs to; the row goes with the brand. */
export const brandColumn = () =>
  bigint('merchant_id', { mode: 'number' })
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' });

/** The member a row belongs to; the row goes with the member. */
export const memberColumn = () =>
  bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
