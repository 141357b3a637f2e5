import { and, desc, eq, sql } from 'drizzle-orm';
import type { InboxAudienceKind, InboxMessageKind, LocalizedText } from '@lobby/contracts';
import { rowsOf, type Executor } from '../../db/rows.ts';
import { inboxMessages } from '../../db/schema/index.ts';
import { receiptsOf, visibleTo, type InboxReader } from './inbox-audience.ts';

export interface InboxRow {
  id: number;
  kind: InboxMessageKind;
  audience_kind: InboxAudienceKind;
  title: LocalizedText;
  body_html: LocalizedText;
  promotion_id: number | null;
  visible_from: Date | string;
  read_at: Date | string | null;
  total: number | string;
  unread: number | string;
}

export type NewInboxMessage = typeof inboxMessages.$inferInsert;
export type InboxMessageRow = typeof inboxMessages.$inferSelect;

/** SQL of the inbox: the member's view (audience at read time) and the operator's rows. */
export function createInboxRepository() {
  return {
    /** A page of the member's inbox, newest first, each row with the totals of the whole box. */
    async page(
      db: Executor,
      reader: InboxReader,
      input: { platformOnly: boolean; limit: number; offset: number },
    ): Promise<InboxRow[]> {
      const platform = input.platformOnly ? sql`and m.audience_kind in ('agents', 'team')` : sql``;
      return rowsOf<InboxRow>(
        db,
        sql`select m.id, m.kind, m.audience_kind, m.title, m.body_html, m.promotion_id,
              m.visible_from, r.read_at,
              count(*) over () as total,
              count(*) filter (where r.read_at is null) over () as unread
            from inbox_messages m ${receiptsOf(reader)}
            where ${visibleTo(reader)} ${platform}
            order by m.visible_from desc, m.id desc
            limit ${input.limit} offset ${input.offset}`,
      );
    },

    async unreadCount(db: Executor, reader: InboxReader): Promise<number> {
      const [row] = await rowsOf<{ unread: number | string }>(
        db,
        sql`select count(*) as unread from inbox_messages m ${receiptsOf(reader)}
            where ${visibleTo(reader)} and r.read_at is null`,
      );
      return Number(row?.unread ?? 0);
    },

    /**
     * Writes the reader's receipt of messages in their inbox (one by id, or all): read now, or
     * deleted now. Answers how many messages it touched; 0 for an id not in their inbox.
     */
    async mark(
      db: Executor,
      reader: InboxReader,
      input: { messageId?: number; action: 'read' | 'delete' },
    ): Promise<number> {
      const one = input.messageId === undefined ? sql`` : sql`and m.id = ${input.messageId}`;
      const unreadOnly = input.action === 'read' && input.messageId === undefined;
      const columns =
        input.action === 'read'
          ? sql`read_at = coalesce(inbox_receipts.read_at, excluded.read_at)`
          : sql`deleted_at = excluded.deleted_at`;
      const rows = await rowsOf<{ message_id: number }>(
        db,
        sql`insert into inbox_receipts (message_id, member_id, read_at, deleted_at)
            select m.id, ${reader.memberId}::bigint, now(),
              ${input.action === 'delete' ? sql`now()` : sql`null::timestamptz`}
            from inbox_messages m ${receiptsOf(reader)}
            where ${visibleTo(reader)} ${one} ${unreadOnly ? sql`and r.read_at is null` : sql``}
            on conflict (member_id, message_id) do update set ${columns}
            returning message_id`,
      );
      return rows.length;
    },

    async insert(db: Executor, message: NewInboxMessage): Promise<InboxMessageRow> {
      const [row] = await db.insert(inboxMessages).values(message).returning();
      return row!;
    },

    async findOfBrand(
      db: Executor,
      merchantId: number,
      id: number,
    ): Promise<InboxMessageRow | undefined> {
      const [row] = await db
        .select()
        .from(inboxMessages)
        .where(and(eq(inboxMessages.id, id), eq(inboxMessages.merchantId, merchantId)))
        .limit(1);
      return row;
    },

    async withdraw(
      db: Executor,
      merchantId: number,
      id: number,
    ): Promise<InboxMessageRow | undefined> {
      const [row] = await db
        .update(inboxMessages)
        .set({ withdrawnAt: sql`coalesce(${inboxMessages.withdrawnAt}, now())` })
        .where(and(eq(inboxMessages.id, id), eq(inboxMessages.merchantId, merchantId)))
        .returning();
      return row;
    },

    async listOfBrand(db: Executor, merchantId: number, limit: number): Promise<InboxMessageRow[]> {
      return db
        .select()
        .from(inboxMessages)
        .where(eq(inboxMessages.merchantId, merchantId))
        .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
        .limit(limit);
    },

    /** How many members opened each message. */
    async readCounts(db: Executor, ids: number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await rowsOf<{ message_id: number | string; reads: number | string }>(
        db,
        sql`select message_id, count(*) as reads from inbox_receipts
            where read_at is not null and message_id in (${sql.join(
              ids.map((id) => sql`${id}`),
              sql`, `,
            )})
            group by message_id`,
      );
      return new Map(rows.map((row) => [Number(row.message_id), Number(row.reads)]));
    },

    /** An account of the brand by username (any type but trial), for the audience. */
    async findAccount(
      db: Executor,
      merchantId: number,
      username: string,
    ): Promise<{ id: number; username: string } | undefined> {
      const [row] = await rowsOf<{ id: number | string; username: string }>(
        db,
        sql`select id, username from members
            where merchant_id = ${merchantId} and username = ${username.toLowerCase()}`,
      );
      return row ? { id: Number(row.id), username: row.username } : undefined;
    },

    /**
     * Whether the member's inbox may have changed since `since` (the live channel's catch-up):
     * a message of their brand became visible or was withdrawn (a segment's message to others
     * counts too: a needless refetch is cheap, a missed one is not), or their own receipts moved.
     */
    async changedSince(db: Executor, memberId: number, since: Date): Promise<boolean> {
      const at = since.toISOString();
      const [row] = await rowsOf<{ changed: boolean }>(
        db,
        sql`select exists (
                select 1 from inbox_messages m join members mb on mb.id = ${memberId}
                where m.merchant_id = mb.merchant_id
                  and (m.member_id is null or m.member_id = ${memberId})
                  and ((m.visible_from >= ${at} and m.visible_from <= now())
                       or m.withdrawn_at >= ${at}))
              or exists (
                select 1 from inbox_receipts r
                where r.member_id = ${memberId} and (r.read_at >= ${at} or r.deleted_at >= ${at})
              ) as changed`,
      );
      return row?.changed === true;
    },

    async usernamesOf(db: Executor, ids: number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await rowsOf<{ id: number | string; username: string }>(
        db,
        sql`select id, username from members where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      return new Map(rows.map((row) => [Number(row.id), row.username]));
    },
  };
}
export type InboxRepository = ReturnType<typeof createInboxRepository>;
