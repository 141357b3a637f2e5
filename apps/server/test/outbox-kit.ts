import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client.ts';
import { outboxMessages } from '../src/db/schema/index.ts';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The newest outbox message for a recipient (any brand), optionally of one channel. */
export async function latestMessage(
  db: Db,
  recipient: string,
  channel?: 'email' | 'sms',
): Promise<OutboxRow | undefined> {
  const conditions = [eq(outboxMessages.recipient, recipient)];
  if (channel) conditions.push(eq(outboxMessages.channel, channel));
  const [row] = await db
    .select()
    .from(outboxMessages)
    .where(and(...conditions))
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(1);
  return row;
}

/** The 6-digit code in a message body; throws when there is none, so a test fails loudly. */
export function extractCode(body: string): string {
  const match = /(?<!\d)\d{6}(?!\d)/.exec(body);
  if (!match) throw new Error(`no 6-digit code in message: ${body}`);
  return match[0];
}

/** The first http(s) link in a message body (reset links); throws when there is none. */
export function extractLink(body: string): string {
  const match = /https?:\/\/[^\s<>"]+/.exec(body);
  if (!match) throw new Error(`no link in message: ${body}`);
  return match[0];
}
