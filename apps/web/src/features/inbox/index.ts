/**
 * The public face of `inbox` (issue 15): the unread counter of the header, the member menu and
 * the side drawer (a lazy chunk of its own). The inbox and feedback pages, the landing's inbox
 * card and the unread query are reached by the app layer (member-center-route, the agent
 * centre), all lazy.
 */
export { UnreadBadge } from './components/unread-badge-slot.tsx';
