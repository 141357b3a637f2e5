import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Omit<typeof outboxMessages.$inferInsert, 'id' | 'createdAt'>;

/** Writes one row of the outbox: every transport records what it sent or tried to send. */
export async function recordOutboxMessage(db: Db, message: NewOutboxMessage): Promise<void> {
  await db.insert(outboxMessages).values(message);
}

/** A brand's latest messages, newest first, optionally for one recipient. */
export async function listOutboxMessages(
  db: Db,
  merchantId: number,
  options: { recipient?: string; limit?: number } = {},
): Promise<OutboxMessage[]> {
  const conditions = [eq(outboxMessages.merchantId, merchantId)];
  if (options.recipient) conditions.push(eq(outboxMessages.recipient, options.recipient));
  return db
    .select()
    .from(outboxMessages)
    .where(and(...conditions))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(options.limit ?? 50);
}
