import { sessionQueryRoot } from './get-member-info.ts';

/**
 * Query-key roots of the member's money, under the session's root (so a logout forgets them).
 * The member's live channel (features/session/member-events.ts) invalidates both on every balance change:
 * a feature whose answer moves with the balance keys its query under one of them.
 */

/** Balance, deposits, withdrawals, withdrawal settings, transfers: the wallet pages. */
export const walletQueryRoot = [...sessionQueryRoot, 'wallet'] as const;

/** Transaction history, account record and other statements. */
export const recordsQueryRoot = [...sessionQueryRoot, 'records'] as const;

/**
 * The consolidated info (wallets and the contract request types, §3): a `contract_offered`
 * event on the live channel asks it again, so an offer made meanwhile opens the §2.4 dialog.
 */
export const consolidatedQueryKey = [...sessionQueryRoot, 'consolidated'] as const;

/**
 * The inbox (messageV2): its list and unread count. An `inbox_changed` event on the live
 * channel refreshes it (or sets the count it carries).
 */
export const inboxQueryRoot = [...sessionQueryRoot, 'inbox'] as const;

/** The unread count (§7): an `inbox_changed` event that carries the count sets it directly. */
export const inboxUnreadQueryKey = [...inboxQueryRoot, 'unread'] as const;

/** The reward centre, its badge, bonus details: `rewards_changed` refetches them. */
export const rewardsQueryRoot = [...sessionQueryRoot, 'rewards'] as const;

/** The referral page (friends, what they brought): `referrals_changed` refetches it. */
export const referralsQueryRoot = [...sessionQueryRoot, 'referrals'] as const;
