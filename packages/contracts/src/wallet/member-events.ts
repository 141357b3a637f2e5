import { z } from 'zod';
import { walletEventSchema } from './balance.ts';

/**
 * What a catch-up names as changed while the member's socket was away: the page refetches
 * exactly these (docs/member-services.md "Socket events").
 */
export const catchUpKinds = ['balance', 'rewards', 'messages', 'referrals'] as const;
export type CatchUpKind = (typeof catchUpKinds)[number];

/** Why the server ended a session and told its open pages (forced logout, §2.4). */
export const loggedOutReasons = [
  'password_changed',
  'account_disabled',
  'session_revoked',
] as const;
export type LoggedOutReason = (typeof loggedOutReasons)[number];

/**
 * Every event of the member's live channel. Each frame also carries `at` (the server's clock,
 * ms since the epoch): the page keeps the last one and sends it back as `?since=` when it
 * reconnects, and the server answers with a `catch_up` naming what changed meanwhile.
 */
export const memberEventSchema = z.discriminatedUnion('type', [
  walletEventSchema,
  /** The first frame of every connection. */
  z.object({ type: z.literal('welcome') }),
  z.object({ type: z.literal('ping') }),
  /** An upline offered a contract (the §2.4 contract dialog). */
  z.object({ type: z.literal('contract_offered') }),
  /** A reward became claimable (or stopped being): the reward centre and its badge. */
  z.object({ type: z.literal('rewards_changed') }),
  /** A referred friend brought a bonus. */
  z.object({ type: z.literal('referrals_changed') }),
  /**
   * The inbox changed: `unread` when it is the member's own new count, `scope: 'brand'` for a
   * broadcast to the brand (pages refetch after a random pause).
   */
  z.object({
    type: z.literal('inbox_changed'),
    unread: z.number().int().min(0).optional(),
    scope: z.literal('brand').optional(),
  }),
  /** The answer to `?since=`: what changed while this page was not connected. */
  z.object({ type: z.literal('catch_up'), changed: z.array(z.enum(catchUpKinds)) }),
  /** This session was ended elsewhere; the socket closes with 4401 right after. */
  z.object({ type: z.literal('logged_out'), reason: z.enum(loggedOutReasons) }),
]);
export type MemberEvent = z.infer<typeof memberEventSchema>;

/** The live channel's query: `since` is the `at` of the last frame the page heard. */
export const memberChannelQuerySchema = z.object({
  merchant: z.string().max(64).optional(),
  since: z.coerce.number().int().positive().optional(),
});
