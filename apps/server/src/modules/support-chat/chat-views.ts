import type { ChatConversation, ChatMessage } from '@lobby/contracts';
import type { ConversationRow, MessageRow } from './chat.repository.ts';

/** A conversation as both sides see it; `staffNames` names the assigned operator. */
export function conversationView(
  row: ConversationRow,
  staffNames: Map<number, string>,
): ChatConversation {
  return {
    id: row.id,
    status: row.status,
    visitorName: row.visitorName,
    isGuest: row.memberId === null,
    assignedStaffId: row.assignedStaffId,
    assignedTo: row.assignedStaffId ? (staffNames.get(row.assignedStaffId) ?? null) : null,
    visitorReadId: row.visitorReadId,
    staffReadId: row.staffReadId,
    createdAt: row.createdAt.toISOString(),
  };
}

export function messageView(row: MessageRow): ChatMessage {
  return {
    id: row.id,
    conversationId: row.conversationId,
    author: row.author,
    authorName: row.authorName,
    text: row.text,
    imageId: row.imageId,
    sentAt: row.createdAt.toISOString(),
  };
}
