import { and, asc, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { ChatStatus } from '@lobby/contracts';
import type { Executor } from '../../db/rows.ts';
import { chatConversations, chatImages, chatMessages, staffUsers } from '../../db/schema/index.ts';

export type ConversationRow = typeof chatConversations.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type ImageRow = typeof chatImages.$inferSelect;

/** The newest messages a thread shows. */
const threadLength = 200;

/** The chat's SQL: conversations, messages, images. Every read names the brand. */
export function createChatRepository(db: Executor) {
  return {
    async conversationOfBrand(merchantId: number, id: number) {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(and(eq(chatConversations.id, id), eq(chatConversations.merchantId, merchantId)));
      return row;
    },
    async latestOfMember(merchantId: number, memberId: number) {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.merchantId, merchantId),
            eq(chatConversations.memberId, memberId),
          ),
        )
        .orderBy(desc(chatConversations.id))
        .limit(1);
      return row;
    },
    async ofGuestToken(merchantId: number, tokenHash: string) {
      const [row] = await db
        .select()
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.merchantId, merchantId),
            eq(chatConversations.guestTokenHash, tokenHash),
          ),
        );
      return row;
    },
    async insertConversation(values: typeof chatConversations.$inferInsert) {
      const [row] = await db.insert(chatConversations).values(values).returning();
      return row!;
    },
    async updateConversation(id: number, values: Partial<typeof chatConversations.$inferInsert>) {
      const [row] = await db
        .update(chatConversations)
        .set(values)
        .where(eq(chatConversations.id, id))
        .returning();
      return row!;
    },
    /** Moves a read mark forward only (an older mark from a slow device changes nothing). */
    async markRead(id: number, side: 'visitor' | 'staff', lastMessageId: number) {
      const column =
        side === 'visitor' ? chatConversations.visitorReadId : chatConversations.staffReadId;
      const [row] = await db
        .update(chatConversations)
        .set(side === 'visitor' ? { visitorReadId: lastMessageId } : { staffReadId: lastMessageId })
        .where(and(eq(chatConversations.id, id), sql`${column} < ${lastMessageId}`))
        .returning({ id: chatConversations.id });
      return row !== undefined;
    },
    async insertMessage(values: typeof chatMessages.$inferInsert) {
      const [row] = await db.insert(chatMessages).values(values).returning();
      await db
        .update(chatConversations)
        .set({ lastMessageAt: row!.createdAt })
        .where(eq(chatConversations.id, values.conversationId));
      return row!;
    },
    async lastMessageId(conversationId: number) {
      const [row] = await db
        .select({ id: sql<number>`coalesce(max(${chatMessages.id}), 0)`.mapWith(Number) })
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId));
      return row?.id ?? 0;
    },
    async messagesOf(conversationId: number) {
      const rows = await db
        .select()
        .from(chatMessages)
        .where(eq(chatMessages.conversationId, conversationId))
        .orderBy(desc(chatMessages.id))
        .limit(threadLength);
      return rows.reverse();
    },
    async listOfBrand(merchantId: number, statuses: ChatStatus[]) {
      return db
        .select()
        .from(chatConversations)
        .where(
          and(
            eq(chatConversations.merchantId, merchantId),
            inArray(chatConversations.status, statuses),
          ),
        )
        .orderBy(desc(chatConversations.lastMessageAt))
        .limit(100);
    },
    /** The last message of each conversation. */
    async lastMessagesOf(conversationIds: number[]) {
      if (conversationIds.length === 0) return [];
      return db
        .selectDistinctOn([chatMessages.conversationId])
        .from(chatMessages)
        .where(inArray(chatMessages.conversationId, conversationIds))
        .orderBy(asc(chatMessages.conversationId), desc(chatMessages.id));
    },
    async unreadByStaff(conversation: ConversationRow) {
      const [row] = await db
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(chatMessages)
        .where(
          and(
            eq(chatMessages.conversationId, conversation.id),
            gt(chatMessages.id, conversation.staffReadId),
            inArray(chatMessages.author, ['member', 'guest']),
          ),
        );
      return row?.count ?? 0;
    },
    async insertImage(values: typeof chatImages.$inferInsert) {
      const [row] = await db.insert(chatImages).values(values).returning();
      return row!;
    },
    async imageOfBrand(merchantId: number, id: number) {
      const [row] = await db
        .select()
        .from(chatImages)
        .where(and(eq(chatImages.id, id), eq(chatImages.merchantId, merchantId)));
      return row;
    },
    async staffOfBrand(merchantId: number) {
      return db
        .select({ id: staffUsers.id, username: staffUsers.username })
        .from(staffUsers)
        .where(and(eq(staffUsers.merchantId, merchantId), eq(staffUsers.status, 'active')))
        .orderBy(asc(staffUsers.username));
    },
    async staffNames(ids: number[]) {
      if (ids.length === 0) return new Map<number, string>();
      const rows = await db
        .select({ id: staffUsers.id, username: staffUsers.username })
        .from(staffUsers)
        .where(inArray(staffUsers.id, ids));
      return new Map(rows.map((row) => [row.id, row.username]));
    },
  };
}
export type ChatRepository = ReturnType<typeof createChatRepository>;
