import { createHash, randomBytes } from 'node:crypto';
import type { ChatGuestSession, ChatMessage, ChatThread } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { readChatImageBytes } from './chat-images.ts';
import { toPlainChatText } from './chat-text.ts';
import type { ConversationRow, ImageRow } from './chat.repository.ts';
import { assertChatOpen, type ChatSettingsService } from './chat-settings.service.ts';
import {
  markRead,
  postMessage,
  threadOf,
  type ChatCore,
  type MessageContent,
} from './chat-threads.ts';

/** The one who talks to customer service: a logged-in member, or a guest holding a token. */
export type ChatVisitor =
  | { kind: 'member'; merchantId: number; memberId: number; name: string }
  | { kind: 'guest'; merchantId: number; conversationId: number; name: string };

/** The brand as the visitor's calls need it. */
export interface ChatBrand {
  id: number;
  timeZone: string;
}

/** The SHA-256 a guest token is kept as. */
export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The visitor's side of the chat: their own conversation only, on any device. */
export function createChatVisitorService(deps: {
  core: ChatCore;
  settings: ChatSettingsService;
  now: () => Date;
}) {
  const { core, settings } = deps;
  const { repository } = core;

  /** The visitor's latest conversation, whatever its state. */
  async function latestOf(visitor: ChatVisitor): Promise<ConversationRow | undefined> {
    if (visitor.kind === 'member') {
      return repository.latestOfMember(visitor.merchantId, visitor.memberId);
    }
    return repository.conversationOfBrand(visitor.merchantId, visitor.conversationId);
  }

  /** The conversation a visitor's message goes to; a member's first message opens one. */
  async function conversationToWrite(visitor: ChatVisitor): Promise<ConversationRow> {
    const latest = await latestOf(visitor);
    if (latest && latest.status !== 'closed') return latest;
    if (visitor.kind === 'guest') throw new AppError('chat_closed');
    return repository.insertConversation({
      merchantId: visitor.merchantId,
      memberId: visitor.memberId,
      visitorName: visitor.name,
    });
  }

  async function send(
    visitor: ChatVisitor,
    brand: ChatBrand,
    content: MessageContent,
  ): Promise<ChatMessage> {
    assertChatOpen(await settings.read(brand.id), brand.timeZone, deps.now());
    const conversation = await conversationToWrite(visitor);
    return postMessage(core, conversation, { kind: visitor.kind, name: visitor.name }, content);
  }

  return {
    /** The conversation of a guest token of this brand, if any. */
    guestConversation: (merchantId: number, token: string) =>
      repository.ofGuestToken(merchantId, hashGuestToken(token)),

    /** The conversation id the visitor's socket follows (undefined: none yet). */
    async followedConversation(visitor: ChatVisitor): Promise<number | undefined> {
      return (await latestOf(visitor))?.id;
    },

    async thread(visitor: ChatVisitor): Promise<ChatThread | null> {
      const latest = await latestOf(visitor);
      return latest ? threadOf(core, latest) : null;
    },

    async openGuest(brand: ChatBrand, name: string): Promise<ChatGuestSession> {
      assertChatOpen(await settings.read(brand.id), brand.timeZone, deps.now());
      const guestToken = randomBytes(24).toString('base64url');
      const row = await repository.insertConversation({
        merchantId: brand.id,
        guestTokenHash: hashGuestToken(guestToken),
        visitorName: toPlainChatText(name),
      });
      return { guestToken, thread: await threadOf(core, row) };
    },

    sendText: (visitor: ChatVisitor, brand: ChatBrand, text: string) =>
      send(visitor, brand, { kind: 'text', text }),

    sendImage: (visitor: ChatVisitor, brand: ChatBrand, declaredType: string, bytes: Buffer) =>
      send(visitor, brand, { kind: 'image', declaredType, bytes }),

    async markRead(visitor: ChatVisitor, lastMessageId: number): Promise<void> {
      const latest = await latestOf(visitor);
      if (!latest) throw new AppError('chat_not_found');
      await markRead(core, latest, 'visitor', lastMessageId);
    },

    /** An image of one of the visitor's own conversations; anyone else's is not found. */
    async image(visitor: ChatVisitor, imageId: number): Promise<{ row: ImageRow; bytes: Buffer }> {
      const row = await repository.imageOfBrand(visitor.merchantId, imageId);
      const owner =
        row && (await repository.conversationOfBrand(visitor.merchantId, row.conversationId));
      const isOwn =
        owner &&
        (visitor.kind === 'member'
          ? owner.memberId === visitor.memberId
          : owner.id === visitor.conversationId);
      if (!row || !isOwn) throw new AppError('file_not_found');
      return { row, bytes: await readChatImageBytes(core.storage, row) };
    },
  };
}
export type ChatVisitorService = ReturnType<typeof createChatVisitorService>;
