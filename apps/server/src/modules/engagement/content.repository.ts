import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { AnnouncementExecution, AnnouncementType, BannerGroup } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { announcements, banners } from '../../db/schema/index.ts';

export type BannerRow = typeof banners.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;

export interface AnnouncementFilter {
  types: readonly AnnouncementType[];
  executions: readonly AnnouncementExecution[];
  platform: string;
  /** Items are visible when published at or before this instant and not yet expired. */
  at: Date;
}

/** SQL for banners and announcements; returns plain rows. */
export function createContentRepository(db: Db) {
  return {
    /** Active banners of one group, in display order. */
    async findActiveBanners(merchantId: number, groupName: BannerGroup): Promise<BannerRow[]> {
      return db
        .select()
        .from(banners)
        .where(
          and(
            eq(banners.merchantId, merchantId),
            eq(banners.groupName, groupName),
            eq(banners.isActive, true),
          ),
        )
        .orderBy(asc(banners.sort), asc(banners.id));
    },

    /** Active, published, unexpired announcements: by sort, then newest first. */
    async findVisibleAnnouncements(
      merchantId: number,
      filter: AnnouncementFilter,
    ): Promise<AnnouncementRow[]> {
      if (filter.types.length === 0 || filter.executions.length === 0) return [];
      return db
        .select()
        .from(announcements)
        .where(
          and(
            eq(announcements.merchantId, merchantId),
            eq(announcements.audience, 'members'),
            eq(announcements.isActive, true),
            eq(announcements.platform, filter.platform),
            inArray(announcements.type, [...filter.types]),
            inArray(announcements.execution, [...filter.executions]),
            lte(announcements.publishedAt, filter.at),
            or(isNull(announcements.expiresAt), gt(announcements.expiresAt, filter.at)),
          ),
        )
        .orderBy(asc(announcements.sort), desc(announcements.publishedAt), desc(announcements.id));
    },

    /** A page of the live announcements for agents, newest first, and how many there are. */
    async findAgentAnnouncements(
      merchantId: number,
      at: Date,
      page: { offset: number; limit: number },
    ): Promise<{ rows: AnnouncementRow[]; total: number }> {
      const where = and(
        eq(announcements.merchantId, merchantId),
        eq(announcements.audience, 'agents'),
        eq(announcements.isActive, true),
        lte(announcements.publishedAt, at),
        or(isNull(announcements.expiresAt), gt(announcements.expiresAt, at)),
      );
      const [counted] = await db.select({ total: count() }).from(announcements).where(where);
      const rows = await db
        .select()
        .from(announcements)
        .where(where)
        .orderBy(asc(announcements.sort), desc(announcements.publishedAt), desc(announcements.id))
        .limit(page.limit)
        .offset(page.offset);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
