import { z } from 'zod';
import { defineEndpoint, endpointAuth } from '../common/endpoint.ts';
import {
  chatAcceptedSchema,
  chatAvailabilitySchema,
  chatEventSchema,
  chatGuestOpenInputSchema,
  chatGuestSessionSchema,
  chatIdParamsSchema,
  chatMessageSchema,
  chatOfflineInputSchema,
  chatReadInputSchema,
  chatSocketQuerySchema,
  chatTextInputSchema,
  chatThreadOrNoneSchema,
} from './chat.ts';
import { chatPaths } from './paths.ts';

// The visitor's calls take a member's token OR a guest's x-chat-guest header: the chat module
// resolves the visitor itself, so the contract says public.
const visitor = endpointAuth.public;
const tag = 'support-chat';

export const getChatAvailability = defineEndpoint({
  method: 'GET',
  path: chatPaths.availability,
  auth: endpointAuth.public,
  tag,
  summary: "The brand's chat: built in or an outside link, and whether it is within office hours",
  response: chatAvailabilitySchema,
});

export const getChatThread = defineEndpoint({
  method: 'GET',
  path: chatPaths.thread,
  auth: visitor,
  tag,
  summary: "The visitor's latest conversation with its messages (any device), or null",
  response: chatThreadOrNoneSchema,
});

export const openGuestChat = defineEndpoint({
  method: 'POST',
  path: chatPaths.guestOpen,
  auth: endpointAuth.public,
  tag,
  summary: 'A guest opens a conversation with a name; answers the guest token',
  body: chatGuestOpenInputSchema,
  response: chatGuestSessionSchema,
});

export const sendChatText = defineEndpoint({
  method: 'POST',
  path: chatPaths.messages,
  auth: visitor,
  tag,
  summary: 'Send a text (a member opens a conversation with the first); within office hours',
  body: chatTextInputSchema,
  response: chatMessageSchema,
});

/** The raw body is one png or jpeg (checked by content, at most 2 MB). */
export const sendChatImage = defineEndpoint({
  method: 'PUT',
  path: chatPaths.images,
  auth: visitor,
  tag,
  summary: 'Send an image (png or jpg, checked by content)',
  response: chatMessageSchema,
});

export const getChatImage = defineEndpoint({
  method: 'GET',
  path: chatPaths.image,
  auth: visitor,
  tag,
  summary: "An image of the visitor's own conversation (bytes)",
  params: chatIdParamsSchema,
  response: z.unknown(),
});

export const markChatRead = defineEndpoint({
  method: 'POST',
  path: chatPaths.read,
  auth: visitor,
  tag,
  summary: 'The visitor has read up to this message',
  body: chatReadInputSchema,
  response: chatAcceptedSchema,
});

export const sendChatOffline = defineEndpoint({
  method: 'POST',
  path: chatPaths.offline,
  auth: endpointAuth.public,
  tag,
  summary: 'The offline form outside office hours (lands in feedback)',
  body: chatOfflineInputSchema,
  response: chatAcceptedSchema,
});

/**
 * GET /wps/chat/ws?merchant=…&as=member|guest|staff, a websocket: the token (member session,
 * guest token or staff session) is the second subprotocol beside `lobby-chat`.
 */
export const openChatChannel = defineEndpoint({
  method: 'GET',
  path: chatPaths.socket,
  auth: endpointAuth.public,
  tag,
  summary: 'The chat channel (websocket): messages, typing, read marks',
  query: chatSocketQuerySchema,
  response: chatEventSchema,
  hidden: true,
});
