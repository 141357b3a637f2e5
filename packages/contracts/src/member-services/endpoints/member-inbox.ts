import { defineEndpoint } from '../../common/endpoint.ts';
import {
  inboxListQuerySchema,
  inboxListSchema,
  inboxMessageParamsSchema,
  inboxUnreadSchema,
} from '../inbox.ts';
import { memberServicePaths } from './paths.ts';

/**
 * Trial accounts may call the reads and get an empty answer (§4.8: the web skips the call
 * for them anyway); agent-only accounts read their platform messages here too.
 */
const readerAuth = { kind: 'member', allowTrial: true, allowAgentOnly: true } as const;
const ownerAuth = { kind: 'member', allowAgentOnly: true } as const;

/** The member's inbox (messageV2), newest first, with the unread count. */
export const listInbox = defineEndpoint({
  method: 'GET',
  path: memberServicePaths.inbox,
  auth: readerAuth,
  tag: 'inbox',
  summary: "The member's inbox messages, newest first",
  query: inboxListQuerySchema,
  response: inboxListSchema,
});

/** The unread message count (§7), behind the header's, menu's and messageV2 badges. */
export const getInboxUnread = defineEndpoint({
  method: 'GET',
  path: memberServicePaths.inboxUnread,
  auth: readerAuth,
  tag: 'inbox',
  summary: 'How many inbox messages the member has not read',
  response: inboxUnreadSchema,
});

/** Marks one message read; answers the new unread count. */
export const markInboxRead = defineEndpoint({
  method: 'POST',
  path: memberServicePaths.inboxRead,
  auth: ownerAuth,
  tag: 'inbox',
  summary: 'Mark one inbox message as read',
  params: inboxMessageParamsSchema,
  response: inboxUnreadSchema,
});

/** Marks every visible message read; answers the new unread count (0). */
export const markInboxAllRead = defineEndpoint({
  method: 'POST',
  path: memberServicePaths.inboxReadAll,
  auth: ownerAuth,
  tag: 'inbox',
  summary: 'Mark all inbox messages as read',
  response: inboxUnreadSchema,
});

/** Deletes one message from the member's inbox (for them only); answers the unread count. */
export const deleteInboxMessage = defineEndpoint({
  method: 'DELETE',
  path: memberServicePaths.inboxMessage,
  auth: ownerAuth,
  tag: 'inbox',
  summary: 'Delete one inbox message',
  params: inboxMessageParamsSchema,
  response: inboxUnreadSchema,
});
