import { z } from 'zod';
import { localizedTextSchema } from '../common/language.ts';

/** Who wrote a chat message: the visitor (a member or a guest), an operator, or the system. */
export const chatAuthors = ['member', 'guest', 'staff', 'system'] as const;
export type ChatAuthor = (typeof chatAuthors)[number];
/** waiting: no operator has taken it; open: an operator holds it; closed: over. */
export const chatStatuses = ['waiting', 'open', 'closed'] as const;
export type ChatStatus = (typeof chatStatuses)[number];
/** built_in: Lobby's own chat (the default); external: the brand's outside chat link. */
export const chatModes = ['built_in', 'external'] as const;
export type ChatMode = (typeof chatModes)[number];

/** The longest chat message, in characters. */
export const maxChatTextLength = 2000;
/** The largest chat image (png or jpg, checked by content). */
export const maxChatImageBytes = 2 * 1024 * 1024;
/** The guest's token travels in this header (kept in the browser after opening). */
export const chatGuestTokenHeader = 'x-chat-guest';
/** The chat socket's subprotocol, offered beside the token. */
export const chatSocketProtocol = 'lobby-chat';

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM');

/** Office hours in the brand's time zone: the week days (0 Sunday … 6 Saturday) and the hours. */
export const officeHoursSchema = z.object({
  days: z.array(z.number().int().min(0).max(6)).max(7),
  /** HH:MM, inclusive. */
  opensAt: clockTime,
  /** HH:MM, exclusive; 24:00 for the end of the day. */
  closesAt: clockTime,
});
export type OfficeHours = z.infer<typeof officeHoursSchema>;

/** One chat message as both sides see it; text is plain (markup removed), shown escaped. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  conversationId: z.number().int(),
  author: z.enum(chatAuthors),
  /** The visitor's name or the operator's username. */
  authorName: z.string(),
  text: z.string(),
  /** An image of the message (fetched with the caller's credentials), or null. */
  imageId: z.number().int().nullable(),
  sentAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatConversationSchema = z.object({
  id: z.number().int(),
  status: z.enum(chatStatuses),
  /** The member's username or the guest's name. */
  visitorName: z.string(),
  isGuest: z.boolean(),
  /** The operator holding it, or null while it waits. */
  assignedStaffId: z.number().int().nullable(),
  assignedTo: z.string().nullable(),
  /** The last message id the visitor has read, and the one the operators have read (0: none). */
  visitorReadId: z.number().int(),
  staffReadId: z.number().int(),
  createdAt: z.string(),
});
export type ChatConversation = z.infer<typeof chatConversationSchema>;

/** A conversation with its messages, oldest first. */
export const chatThreadSchema = z.object({
  conversation: chatConversationSchema,
  messages: z.array(chatMessageSchema),
});
export type ChatThread = z.infer<typeof chatThreadSchema>;

/** The visitor's conversation, or null before the first message. */
export const chatThreadOrNoneSchema = z.object({ thread: chatThreadSchema.nullable() });

/** Whether the chat is built in and within office hours now (public). */
export const chatAvailabilitySchema = z.object({
  mode: z.enum(chatModes),
  externalUrl: z.string().nullable(),
  online: z.boolean(),
  timeZone: z.string(),
  officeHours: officeHoursSchema,
});
export type ChatAvailability = z.infer<typeof chatAvailabilitySchema>;

export const chatTextInputSchema = z.object({ text: z.string().min(1).max(maxChatTextLength) });
export const chatReadInputSchema = z.object({ lastMessageId: z.number().int().min(0) });
export const chatGuestOpenInputSchema = z.object({ name: z.string().trim().min(1).max(40) });
export const chatGuestSessionSchema = z.object({
  /** Kept in the browser; sent as the x-chat-guest header and on the socket. */
  guestToken: z.string(),
  thread: chatThreadSchema,
});
export type ChatGuestSession = z.infer<typeof chatGuestSessionSchema>;

/** The offline form, outside office hours (lands in feedback). */
export const chatOfflineInputSchema = z.object({
  name: z.string().trim().min(1).max(40),
  contact: z.string().trim().min(1).max(80),
  text: z.string().trim().min(1).max(maxChatTextLength),
});
export type ChatOfflineInput = z.infer<typeof chatOfflineInputSchema>;
export const chatAcceptedSchema = z.object({ accepted: z.literal(true) });

/** A conversation in the operator's list, with its last message and unread count. */
export const chatSummarySchema = chatConversationSchema.extend({
  lastText: z.string(),
  lastMessageAt: z.string(),
  /** Visitor messages the operators have not read. */
  unread: z.number().int(),
});
export type ChatSummary = z.infer<typeof chatSummarySchema>;
export const chatSummaryListSchema = z.object({ conversations: z.array(chatSummarySchema) });
export const chatListQuerySchema = z.object({
  status: z.enum(chatStatuses).optional(),
});
export const chatIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const chatAssignInputSchema = z.object({ staffId: z.number().int().positive() });
export const chatOperatorSchema = z.object({ id: z.number().int(), username: z.string() });
export const chatOperatorListSchema = z.object({ operators: z.array(chatOperatorSchema) });

export const chatSettingsSchema = z.object({
  mode: z.enum(chatModes),
  /** The outside chat link (https), used when mode is external. */
  externalUrl: z.url({ protocol: /^https$/ }).nullable(),
  officeHours: officeHoursSchema,
});
export type ChatSettings = z.infer<typeof chatSettingsSchema>;

export const cannedReplyInputSchema = z.object({
  title: localizedTextSchema,
  text: localizedTextSchema,
});
export const cannedReplySchema = cannedReplyInputSchema.extend({ id: z.number().int() });
export type CannedReply = z.infer<typeof cannedReplySchema>;
export const cannedReplyListSchema = z.object({ replies: z.array(cannedReplySchema) });
export const chatDeletedSchema = z.object({ deleted: z.literal(true) });

/** Socket query: who is connecting (the token is the second subprotocol). */
export const chatSocketQuerySchema = z.object({
  as: z.enum(['member', 'guest', 'staff']),
});

/**
 * What the chat socket pushes: a new message, someone typing, a read mark, a conversation's
 * new state (taken, handed over, closed); `{ type: 'ping' }` every 25 s. The page may send
 * `{ type: 'typing' }` (operators add `conversationId`).
 */
export const chatEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: chatMessageSchema }),
  z.object({
    type: z.literal('typing'),
    conversationId: z.number().int(),
    side: z.enum(['visitor', 'staff']),
  }),
  z.object({
    type: z.literal('read'),
    conversationId: z.number().int(),
    side: z.enum(['visitor', 'staff']),
    lastMessageId: z.number().int(),
  }),
  z.object({ type: z.literal('conversation'), conversation: chatConversationSchema }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatEvent = z.infer<typeof chatEventSchema>;
