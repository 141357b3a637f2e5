import type {
  AgentAnnouncements,
  Announcement,
  AnnouncementExecution,
  AnnouncementType,
  Banner,
  BannerGroup,
  GetNoticesResponse,
  Language,
  LocalizedText,
} from '@lobby/contracts';
import { sanitizeHtml } from '../../platform/html-sanitizer.ts';
import type { AnnouncementRow, BannerRow, ContentRepository } from './content.repository.ts';

/** The caller's login state, as far as announcements care (§4.6). */
export interface Audience {
  isLoggedIn: boolean;
  /** Logged in for the first time; meaningless without isLoggedIn. */
  isFirstTimeLogin: boolean;
}

export const anonymousAudience: Audience = { isLoggedIn: false, isFirstTimeLogin: false };

/**
 * §4.6: announcements shown by execution — B for anonymous visitors, A for logged-in members,
 * and F as well for a member logging in for the first time.
 */
export function visibleExecutions(audience: Audience): AnnouncementExecution[] {
  if (!audience.isLoggedIn) return ['B'];
  return audience.isFirstTimeLogin ? ['A', 'F'] : ['A'];
}

/** The text in the requested language, falling back to English when a translation is empty. */
export function textIn(text: LocalizedText, lang: Language): string {
  return text[lang] || text.en;
}

function toBanner(row: BannerRow, lang: Language): Banner {
  return {
    id: row.id,
    groupName: row.groupName,
    url: row.imageUrl,
    title: textIn(row.title, lang),
    linkageType: row.linkageType,
    linkTarget: row.linkageType === 'NONE' ? null : row.linkTarget,
    sort: row.sort,
  };
}

function toAnnouncement(row: AnnouncementRow, lang: Language): Announcement {
  return {
    id: row.id,
    type: row.type,
    execution: row.execution,
    title: textIn(row.title, lang),
    // stored clean, cleaned again: rows written by other tools must not reach a page raw
    content: sanitizeHtml(textIn(row.content, lang)),
    promotionType: row.promotionType,
    publishedAt: row.publishedAt.toISOString(),
  };
}

/** §3 notice response: banners B, notices PL and H, popup PU, promotion PR; order kept. */
export function groupNotices(items: readonly Announcement[]): GetNoticesResponse {
  const grouped: GetNoticesResponse = { banners: [], notices: [], popup: [], promotion: [] };
  for (const item of items) {
    switch (item.type) {
      case 'B':
        grouped.banners.push(item);
        break;
      case 'PL':
      case 'H':
        grouped.notices.push(item);
        break;
      case 'PU':
        grouped.popup.push(item);
        break;
      case 'PR':
        grouped.promotion.push(item);
        break;
      default:
        item.type satisfies never;
    }
  }
  return grouped;
}

export interface AnnouncementRequest {
  types: readonly AnnouncementType[];
  platform: string;
  lang: Language;
}

/** Banners, announcements and notices of a brand. */
export function createContentService(deps: {
  repository: ContentRepository;
  /** Injected so tests can look at a fixed moment. */
  now?: () => Date;
}) {
  const { repository } = deps;
  const now = deps.now ?? (() => new Date());

  const listFor = async (
    merchantId: number,
    request: AnnouncementRequest,
    executions: readonly AnnouncementExecution[],
  ): Promise<Announcement[]> => {
    const rows = await repository.findVisibleAnnouncements(merchantId, {
      types: request.types,
      executions,
      platform: request.platform,
      at: now(),
    });
    return rows.map((row) => toAnnouncement(row, request.lang));
  };

  return {
    /** Active banners of a group in display order, titled in the language. */
    async listBanners(merchantId: number, group: BannerGroup, lang: Language): Promise<Banner[]> {
      const rows = await repository.findActiveBanners(merchantId, group);
      return rows.map((row) => toBanner(row, lang));
    },

    /** Announcements the audience may see (§4.6). */
    listAnnouncements(
      merchantId: number,
      request: AnnouncementRequest,
      audience: Audience,
    ): Promise<Announcement[]> {
      return listFor(merchantId, request, visibleExecutions(audience));
    },

    /** §7.3: the notice call is always answered for execution B, grouped by kind. */
    async listNotices(
      merchantId: number,
      request: AnnouncementRequest,
    ): Promise<GetNoticesResponse> {
      return groupNotices(await listFor(merchantId, request, ['B']));
    },

    /** The agent centre's announcements (audience `agents`), newest first, paged. */
    async listAgentAnnouncements(
      merchantId: number,
      query: { lang: Language; pageNo: number; pageSize: number },
    ): Promise<AgentAnnouncements> {
      const { rows, total } = await repository.findAgentAnnouncements(merchantId, now(), {
        offset: (query.pageNo - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        content: rows.map((row) => toAnnouncement(row, query.lang)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        totalPages: Math.ceil(total / query.pageSize),
        totalElements: total,
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
