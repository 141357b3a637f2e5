import { sql } from 'drizzle-orm';
import { bigint, boolean, index, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { members } from './identity.ts';
import { brandColumn, memberColumn } from './owner-columns.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });
const minor = (name: string) =>
  bigint(name, { mode: 'bigint' })
    .notNull()
    .default(sql`0`);

/**
 * The brand's referral rule (docs/member-services.md "Referral"): a member whose invited friend
 * deposits at least `minDeposit` and bets at least `minValidBet` (minor units, counted from the
 * friend's activity) gets `bonus` once. Off until an administrator turns it on.
 */
export const referralRules = pgTable('referral_rules', {
  merchantId: brandColumn().primaryKey(),
  isEnabled: boolean('is_enabled').notNull().default(false),
  bonus: minor('bonus'),
  minDeposit: minor('min_deposit'),
  minValidBet: minor('min_valid_bet'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A friend who registered with a member's code, what the friend did, and the bonus paid. */
export const referralFriends = pgTable(
  'referral_friends',
  {
    /** The friend (one referrer at most). */
    memberId: memberColumn().primaryKey(),
    merchantId: brandColumn(),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    deposited: minor('deposited'),
    validBet: minor('valid_bet'),
    /** What the referrer was paid for this friend; null until paid. */
    bonusPaid: bigint('bonus_paid', { mode: 'bigint' }),
    paidAt: at('paid_at'),
    joinedAt: at('joined_at').notNull().defaultNow(),
  },
  (t) => [index('referral_friends_referrer_idx').on(t.referrerId, t.joinedAt)],
);
