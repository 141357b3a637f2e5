import {
  isAgentType,
  trialType,
  type InboxList,
  type InboxUnread,
  type Language,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { memberTopic, type EventBus } from '../../platform/event-bus.ts';
import type { InboxReader } from './inbox-audience.ts';
import type { InboxRepository, InboxRow } from './inbox.repository.ts';
import type { TeamUplinesOf, VipLevelOf } from './ports.ts';

/** The account reading its inbox, as the auth guard found it. */
export interface InboxAccount {
  merchantId: number;
  id: number;
  type: number;
  createdAt: Date;
}

export interface InboxServiceDeps {
  db: Db;
  events: EventBus;
  repository: InboxRepository;
  vipLevelOf: VipLevelOf;
  teamUplinesOf: TeamUplinesOf;
}

/** The event a member's socket gets when their unread count changed. */
export function inboxChangedEvent(unread?: number): Record<string, unknown> {
  return unread === undefined ? { type: 'inbox_changed' } : { type: 'inbox_changed', unread };
}

function isoOf(value: Date | string): string {
  return new Date(value).toISOString();
}

function messageOf(row: InboxRow, lang: Language) {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title[lang] || row.title.en,
    bodyHtml: row.body_html[lang] || row.body_html.en,
    promotionId: row.promotion_id === null ? null : Number(row.promotion_id),
    isPlatform: row.audience_kind === 'agents' || row.audience_kind === 'team',
    isRead: row.read_at !== null,
    sentAt: isoOf(row.visible_from),
  };
}

/**
 * The member's inbox (messageV2): list, unread count, read, read all, delete. Trial accounts
 * have no inbox (§4.8): their reads answer empty and nothing is queried. Every change of the
 * member's read state is pushed to their sockets with the new unread count.
 */
export function createInboxService(deps: InboxServiceDeps) {
  const { db, repository } = deps;

  async function readerOf(account: InboxAccount): Promise<InboxReader> {
    const [vipLevel, uplines] = await Promise.all([
      deps.vipLevelOf(db, account.merchantId, account.id),
      deps.teamUplinesOf(db, account.id),
    ]);
    return {
      merchantId: account.merchantId,
      memberId: account.id,
      joinedAt: account.createdAt,
      isAgent: isAgentType(account.type),
      vipLevel,
      uplines,
    };
  }

  async function changed(account: InboxAccount, reader: InboxReader): Promise<InboxUnread> {
    const unread = await repository.unreadCount(db, reader);
    deps.events.publish(memberTopic(account.id), inboxChangedEvent(unread));
    return { unread };
  }

  return {
    async list(
      account: InboxAccount,
      query: { lang: Language; box: 'all' | 'platform'; pageNo: number; pageSize: number },
    ): Promise<InboxList> {
      if (account.type === trialType) return { messages: [], total: 0, unread: 0 };
      const reader = await readerOf(account);
      const rows = await repository.page(db, reader, {
        platformOnly: query.box === 'platform',
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      });
      // a page past the end has no row to carry the totals
      const first = rows[0];
      const totals = first
        ? { total: Number(first.total), unread: Number(first.unread) }
        : { total: 0, unread: query.box === 'all' ? await repository.unreadCount(db, reader) : 0 };
      return { messages: rows.map((row) => messageOf(row, query.lang)), ...totals };
    },

    async unread(account: InboxAccount): Promise<InboxUnread> {
      if (account.type === trialType) return { unread: 0 };
      return { unread: await repository.unreadCount(db, await readerOf(account)) };
    },

    /** Marks one message of the member's inbox read; another's message is not found. */
    async markRead(account: InboxAccount, messageId: number): Promise<InboxUnread> {
      const reader = await readerOf(account);
      const touched = await repository.mark(db, reader, { messageId, action: 'read' });
      if (touched === 0) throw new AppError('inbox_message_not_found');
      return changed(account, reader);
    },

    async markAllRead(account: InboxAccount): Promise<InboxUnread> {
      const reader = await readerOf(account);
      await repository.mark(db, reader, { action: 'read' });
      return changed(account, reader);
    },

    async remove(account: InboxAccount, messageId: number): Promise<InboxUnread> {
      const reader = await readerOf(account);
      const touched = await repository.mark(db, reader, { messageId, action: 'delete' });
      if (touched === 0) throw new AppError('inbox_message_not_found');
      return changed(account, reader);
    },
  };
}
export type InboxService = ReturnType<typeof createInboxService>;
