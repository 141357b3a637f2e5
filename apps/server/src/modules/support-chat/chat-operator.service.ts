import type { ChatConversation, ChatMessage, ChatStatus, ChatSummary } from '@lobby/contracts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import { readChatImageBytes } from './chat-images.ts';
import type { ConversationRow } from './chat.repository.ts';
import type { OperatorActor } from './chat-settings.service.ts';
import { conversationView } from './chat-views.ts';
import {
  announceConversation,
  markRead,
  postMessage,
  threadOf,
  type ChatCore,
  type MessageContent,
} from './chat-threads.ts';

/** The operators' side: the brand's conversations only; another brand's are not found. */
export function createChatOperatorService(deps: { core: ChatCore }) {
  const { core } = deps;
  const { repository } = core;

  async function ofBrand(actor: OperatorActor, id: number): Promise<ConversationRow> {
    const row = await repository.conversationOfBrand(actor.merchantId, id);
    if (!row) throw new AppError('chat_not_found');
    return row;
  }

  async function conversationAfter(row: ConversationRow): Promise<ChatConversation> {
    await announceConversation(core, row);
    const names = await repository.staffNames(row.assignedStaffId ? [row.assignedStaffId] : []);
    return conversationView(row, names);
  }

  /** Hands a conversation to `staffId` (an active operator of the brand), in the audit trail. */
  async function assignTo(actor: OperatorActor, row: ConversationRow, staffId: number) {
    const operators = await repository.staffOfBrand(actor.merchantId);
    if (!operators.some((operator) => operator.id === staffId)) {
      throw new AppError('chat_operator_not_found');
    }
    const updated = await repository.updateConversation(row.id, {
      assignedStaffId: staffId,
      status: 'open',
    });
    await recordAudit(core.db, {
      merchantId: actor.merchantId,
      actorKind: 'staff',
      actorId: actor.staffId,
      action: row.assignedStaffId ? 'chat.transfer' : 'chat.assign',
      subjectKind: 'chat_conversation',
      subjectId: row.id,
      before: { assignedStaffId: row.assignedStaffId, status: row.status },
      after: { assignedStaffId: staffId, status: 'open' },
      ip: actor.ip,
    });
    return updated;
  }

  async function reply(actor: OperatorActor, id: number, content: MessageContent) {
    let row = await ofBrand(actor, id);
    if (row.status === 'closed') throw new AppError('chat_closed');
    // the first reply takes a waiting conversation
    if (row.assignedStaffId === null) {
      row = await assignTo(actor, row, actor.staffId);
      await announceConversation(core, row);
    }
    return postMessage(
      core,
      row,
      { kind: 'staff', name: actor.username, staffId: actor.staffId },
      content,
    );
  }

  return {
    async list(actor: OperatorActor, status?: ChatStatus): Promise<ChatSummary[]> {
      const rows = await repository.listOfBrand(
        actor.merchantId,
        status ? [status] : ['waiting', 'open'],
      );
      const ids = rows.map((row) => row.id);
      const staffIds = rows.flatMap((row) => (row.assignedStaffId ? [row.assignedStaffId] : []));
      const [names, lastMessages] = await Promise.all([
        repository.staffNames([...new Set(staffIds)]),
        repository.lastMessagesOf(ids),
      ]);
      const lastOf = new Map(lastMessages.map((message) => [message.conversationId, message]));
      return Promise.all(
        rows.map(async (row) => ({
          ...conversationView(row, names),
          lastText: lastOf.get(row.id)?.text ?? '',
          lastMessageAt: row.lastMessageAt.toISOString(),
          unread: await repository.unreadByStaff(row),
        })),
      );
    },

    thread: async (actor: OperatorActor, id: number) => threadOf(core, await ofBrand(actor, id)),

    sendText: (actor: OperatorActor, id: number, text: string): Promise<ChatMessage> =>
      reply(actor, id, { kind: 'text', text }),

    sendImage: (actor: OperatorActor, id: number, declaredType: string, bytes: Buffer) =>
      reply(actor, id, { kind: 'image', declaredType, bytes }),

    async markRead(actor: OperatorActor, id: number, lastMessageId: number): Promise<void> {
      await markRead(core, await ofBrand(actor, id), 'staff', lastMessageId);
    },

    async assign(actor: OperatorActor, id: number, staffId: number): Promise<ChatConversation> {
      const row = await ofBrand(actor, id);
      if (row.status === 'closed') throw new AppError('chat_closed');
      return conversationAfter(await assignTo(actor, row, staffId));
    },

    async close(actor: OperatorActor, id: number): Promise<ChatConversation> {
      const row = await ofBrand(actor, id);
      const updated = await repository.updateConversation(row.id, { status: 'closed' });
      await recordAudit(core.db, {
        merchantId: actor.merchantId,
        actorKind: 'staff',
        actorId: actor.staffId,
        action: 'chat.close',
        subjectKind: 'chat_conversation',
        subjectId: row.id,
        before: { status: row.status },
        after: { status: 'closed' },
        ip: actor.ip,
      });
      return conversationAfter(updated);
    },

    async image(actor: OperatorActor, imageId: number) {
      const row = await repository.imageOfBrand(actor.merchantId, imageId);
      if (!row) throw new AppError('file_not_found');
      return { row, bytes: await readChatImageBytes(core.storage, row) };
    },

    operators: (actor: OperatorActor) => repository.staffOfBrand(actor.merchantId),

    /** The conversation of the brand an operator's typing event names, if it is the brand's. */
    conversationOfBrand: (merchantId: number, id: number) =>
      repository.conversationOfBrand(merchantId, id),
  };
}
export type ChatOperatorService = ReturnType<typeof createChatOperatorService>;
