import type { ChatMessage, ChatThread } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../platform/event-bus.ts';
import type { FileStorage } from '../../platform/file-storage.ts';
import { storeChatImage } from './chat-images.ts';
import { publishChatEvent } from './chat-events.ts';
import {
  createChatRepository,
  type ChatRepository,
  type ConversationRow,
  type MessageRow,
} from './chat.repository.ts';
import { conversationView, messageView } from './chat-views.ts';
import { toPlainChatText } from './chat-text.ts';

export interface ChatCore {
  db: Db;
  events: EventBus;
  storage: FileStorage;
  repository: ChatRepository;
}

/** What a new message carries: plain text or an image's bytes. */
export type MessageContent =
  { kind: 'text'; text: string } | { kind: 'image'; declaredType: string; bytes: Buffer };

export function createChatCore(deps: Omit<ChatCore, 'repository'>): ChatCore {
  return { ...deps, repository: createChatRepository(deps.db) };
}

/** A conversation and its newest messages. */
export async function threadOf(core: ChatCore, row: ConversationRow): Promise<ChatThread> {
  const names = await core.repository.staffNames(row.assignedStaffId ? [row.assignedStaffId] : []);
  return {
    conversation: conversationView(row, names),
    messages: (await core.repository.messagesOf(row.id)).map(messageView),
  };
}

/** Announces a conversation's new state (taken, handed over, closed) to both sides. */
export async function announceConversation(core: ChatCore, row: ConversationRow): Promise<void> {
  const names = await core.repository.staffNames(row.assignedStaffId ? [row.assignedStaffId] : []);
  publishChatEvent(core.events, row, {
    type: 'conversation',
    conversation: conversationView(row, names),
  });
}

/**
 * Stores one message (text made plain, an image checked by content first), moves the
 * author's own read mark to it, and tells both sides.
 */
export async function postMessage(
  core: ChatCore,
  conversation: ConversationRow,
  author: { kind: MessageRow['author']; name: string; staffId?: number },
  content: MessageContent,
): Promise<ChatMessage> {
  let text = '';
  let imageId: number | null = null;
  if (content.kind === 'text') {
    text = toPlainChatText(content.text);
  } else {
    const stored = await storeChatImage(core.storage, {
      merchantId: conversation.merchantId,
      declaredType: content.declaredType,
      bytes: content.bytes,
    });
    const image = await core.repository.insertImage({
      merchantId: conversation.merchantId,
      conversationId: conversation.id,
      ...stored,
    });
    imageId = image.id;
  }
  const row = await core.repository.insertMessage({
    conversationId: conversation.id,
    author: author.kind,
    authorName: author.name,
    staffId: author.staffId ?? null,
    text,
    imageId,
  });
  const side = author.kind === 'staff' ? 'staff' : 'visitor';
  await core.repository.markRead(conversation.id, side, row.id);
  const message = messageView(row);
  publishChatEvent(core.events, conversation, { type: 'message', message });
  return message;
}

/** Moves one side's read mark and tells the other side (only when it moved). */
export async function markRead(
  core: ChatCore,
  conversation: ConversationRow,
  side: 'visitor' | 'staff',
  lastMessageId: number,
): Promise<void> {
  const newest = await core.repository.lastMessageId(conversation.id);
  const mark = Math.min(lastMessageId, newest);
  if (!(await core.repository.markRead(conversation.id, side, mark))) return;
  publishChatEvent(core.events, conversation, {
    type: 'read',
    conversationId: conversation.id,
    side,
    lastMessageId: mark,
  });
}
