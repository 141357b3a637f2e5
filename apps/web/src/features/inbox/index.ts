/**
 * The public face of `inbox` (issue 15): the unread count behind the header's, the side menu's
 * and the member centre's badges, and its badge. The inbox and feedback pages are lazy
 * (features/inbox/pages, reached through member-center-route and the agent centre).
 */
export { useInboxUnread } from './api/get-inbox-unread.ts';
export { UnreadBadge } from './components/unread-badge.tsx';
