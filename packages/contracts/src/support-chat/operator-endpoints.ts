import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../common/endpoint.ts';
import {
  cannedReplyInputSchema,
  cannedReplyListSchema,
  cannedReplySchema,
  chatAcceptedSchema,
  chatAssignInputSchema,
  chatConversationSchema,
  chatDeletedSchema,
  chatIdParamsSchema,
  chatListQuerySchema,
  chatMessageSchema,
  chatOperatorListSchema,
  chatReadInputSchema,
  chatSettingsSchema,
  chatSummaryListSchema,
  chatTextInputSchema,
  chatThreadSchema,
} from './chat.ts';
import { chatPaths } from './paths.ts';

/** Every operator may answer the chat; the brand's settings are the admin's. */
const anyStaff = endpointAuth.staff('cashier', 'finance', 'admin');
const admin = endpointAuth.staff('admin');
const tag = 'backoffice';

export const listBoChats = defineEndpoint({
  method: 'GET',
  path: chatPaths.boConversations,
  auth: anyStaff,
  tag,
  summary: "The brand's conversations (waiting and open unless a status is asked)",
  query: chatListQuerySchema,
  response: chatSummaryListSchema,
});

export const getBoChat = defineEndpoint({
  method: 'GET',
  path: chatPaths.boConversation,
  auth: anyStaff,
  tag,
  summary: 'One conversation of the brand with its messages',
  params: chatIdParamsSchema,
  response: chatThreadSchema,
});

export const sendBoChatText = defineEndpoint({
  method: 'POST',
  path: chatPaths.boMessages,
  auth: anyStaff,
  tag,
  summary: 'Reply (takes a waiting conversation)',
  params: chatIdParamsSchema,
  body: chatTextInputSchema,
  response: chatMessageSchema,
});

export const sendBoChatImage = defineEndpoint({
  method: 'PUT',
  path: chatPaths.boImages,
  auth: anyStaff,
  tag,
  summary: 'Reply with an image (png or jpg, checked by content)',
  params: chatIdParamsSchema,
  response: chatMessageSchema,
});

export const getBoChatImage = defineEndpoint({
  method: 'GET',
  path: chatPaths.boImage,
  auth: anyStaff,
  tag,
  summary: "An image of one of the brand's conversations (bytes)",
  params: chatIdParamsSchema,
  response: z.unknown(),
});

export const markBoChatRead = defineEndpoint({
  method: 'POST',
  path: chatPaths.boRead,
  auth: anyStaff,
  tag,
  summary: 'The operators have read up to this message',
  params: chatIdParamsSchema,
  body: chatReadInputSchema,
  response: chatAcceptedSchema,
});

export const assignBoChat = defineEndpoint({
  method: 'POST',
  path: chatPaths.boAssign,
  auth: anyStaff,
  tag,
  summary: 'Take a conversation or hand it over to another operator of the brand',
  params: chatIdParamsSchema,
  body: chatAssignInputSchema,
  response: chatConversationSchema,
});

export const closeBoChat = defineEndpoint({
  method: 'POST',
  path: chatPaths.boClose,
  auth: anyStaff,
  tag,
  summary: 'Close a conversation',
  params: chatIdParamsSchema,
  response: chatConversationSchema,
});

export const listBoChatOperators = defineEndpoint({
  method: 'GET',
  path: chatPaths.boOperators,
  auth: anyStaff,
  tag,
  summary: "The brand's operators a conversation can be handed to",
  response: chatOperatorListSchema,
});

export const getBoChatSettings = defineEndpoint({
  method: 'GET',
  path: chatPaths.boSettings,
  auth: anyStaff,
  tag,
  summary: "The brand's chat settings",
  response: chatSettingsSchema,
});

export const updateBoChatSettings = defineEndpoint({
  method: 'PUT',
  path: chatPaths.boSettings,
  auth: admin,
  tag,
  summary: 'Change the chat settings: built in or an outside link, office hours (audited)',
  body: chatSettingsSchema,
  response: chatSettingsSchema,
});

export const listBoCannedReplies = defineEndpoint({
  method: 'GET',
  path: chatPaths.boCannedReplies,
  auth: anyStaff,
  tag,
  summary: "The brand's canned replies",
  response: cannedReplyListSchema,
});

export const createBoCannedReply = defineEndpoint({
  method: 'POST',
  path: chatPaths.boCannedReplies,
  auth: admin,
  tag,
  summary: 'Add a canned reply (audited)',
  body: cannedReplyInputSchema,
  response: cannedReplySchema,
});

export const deleteBoCannedReply = defineEndpoint({
  method: 'DELETE',
  path: chatPaths.boCannedReply,
  auth: admin,
  tag,
  summary: 'Remove a canned reply (audited)',
  params: chatIdParamsSchema,
  response: chatDeletedSchema,
});
