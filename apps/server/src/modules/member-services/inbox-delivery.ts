import { and, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Executor } from '../../db/rows.ts';
import { inboxMessages } from '../../db/schema/index.ts';
import { brandTopic, memberTopic, type EventBus } from '../../platform/event-bus.ts';
import { inboxChangedEvent } from './inbox.service.ts';
import type { InboxMessageRow, InboxRepository, NewInboxMessage } from './inbox.repository.ts';

/** The job that tells readers' sockets about scheduled messages once they become visible. */
export const inboxReleaseJob = 'inbox-release';
export const inboxReleaseIntervalMs = 15_000;

/**
 * Puts a message into the inbox (one row, whatever the audience) and tells the sockets it
 * concerns: the member's for a direct message, the brand's topic for a broadcast (each page
 * refetches its own count). A scheduled message is announced by the release job instead.
 */
export function createInboxDelivery(deps: {
  db: Db;
  events: EventBus;
  repository: InboxRepository;
}) {
  function announce(row: Pick<InboxMessageRow, 'merchantId' | 'memberId'>): void {
    if (row.memberId !== null) deps.events.publish(memberTopic(row.memberId), inboxChangedEvent());
    else
      deps.events.publish(brandTopic(row.merchantId), { ...inboxChangedEvent(), scope: 'brand' });
  }

  return {
    /** Stores the message on `tx`; call `announce` with it once `tx` has committed. */
    async store(tx: Executor, message: NewInboxMessage, now: Date): Promise<InboxMessageRow> {
      const visibleFrom = message.visibleFrom ?? now;
      const isDue = visibleFrom.getTime() <= now.getTime();
      return deps.repository.insert(tx, {
        ...message,
        visibleFrom,
        announcedAt: isDue ? now : null,
      });
    },
    announce,
    /** Announces the scheduled messages that became visible (run by the release job). */
    async releaseDue(): Promise<number> {
      const due = await deps.db
        .update(inboxMessages)
        .set({ announcedAt: sql`now()` })
        .where(
          and(
            isNull(inboxMessages.announcedAt),
            isNull(inboxMessages.withdrawnAt),
            lte(inboxMessages.visibleFrom, sql`now()`),
          ),
        )
        .returning({ merchantId: inboxMessages.merchantId, memberId: inboxMessages.memberId });
      for (const row of due) announce(row);
      return due.length;
    },
  };
}
export type InboxDelivery = ReturnType<typeof createInboxDelivery>;
