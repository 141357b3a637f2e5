import { describe, expect, it } from 'vitest';
import type { Announcement, AnnouncementType } from '@lobby/contracts';
import type {
  AnnouncementFilter,
  AnnouncementRow,
  ContentRepository,
} from './content.repository.ts';
import {
  createContentService,
  groupNotices,
  textIn,
  visibleExecutions,
} from './content.service.ts';

describe('visibleExecutions (§4.6)', () => {
  it('shows anonymous visitors execution B only', () => {
    expect(visibleExecutions({ isLoggedIn: false, isFirstTimeLogin: false })).toEqual(['B']);
  });

  it('shows logged-in members execution A only', () => {
    expect(visibleExecutions({ isLoggedIn: true, isFirstTimeLogin: false })).toEqual(['A']);
  });

  it('adds F for a first-time login', () => {
    expect(visibleExecutions({ isLoggedIn: true, isFirstTimeLogin: true })).toEqual(['A', 'F']);
  });

  it('ignores a first-time flag without a login', () => {
    expect(visibleExecutions({ isLoggedIn: false, isFirstTimeLogin: true })).toEqual(['B']);
  });
});

describe('textIn', () => {
  it('picks the language and falls back to English when a translation is empty', () => {
    expect(textIn({ en: 'Hello', th: 'สวัสดี', tl: '' }, 'th')).toBe('สวัสดี');
    expect(textIn({ en: 'Hello', th: 'สวัสดี', tl: '' }, 'tl')).toBe('Hello');
  });
});

const item = (id: number, type: AnnouncementType): Announcement => ({
  id,
  type,
  execution: 'B',
  title: `t${id}`,
  content: '',
  promotionType: null,
  publishedAt: '2025-01-01T00:00:00.000Z',
});

describe('groupNotices', () => {
  it('files B as banners, PL and H as notices, PU as popup and PR as promotion, keeping order', () => {
    const grouped = groupNotices([
      item(1, 'H'),
      item(2, 'PL'),
      item(3, 'B'),
      item(4, 'PU'),
      item(5, 'PL'),
      item(6, 'PR'),
    ]);
    expect(grouped.banners.map((entry) => entry.id)).toEqual([3]);
    expect(grouped.notices.map((entry) => entry.id)).toEqual([1, 2, 5]);
    expect(grouped.popup.map((entry) => entry.id)).toEqual([4]);
    expect(grouped.promotion.map((entry) => entry.id)).toEqual([6]);
  });

  it('answers four empty lists for no items', () => {
    expect(groupNotices([])).toEqual({ banners: [], notices: [], popup: [], promotion: [] });
  });
});

describe('content service', () => {
  const now = new Date('2025-06-01T12:00:00Z');
  const row: AnnouncementRow = {
    id: 7,
    merchantId: 1,
    type: 'PL',
    execution: 'B',
    platform: 'W',
    title: { en: 'Notice', th: 'ประกาศ', tl: '' },
    content: {
      en: '<p onclick="steal()">Hi<script>alert(1)</script></p>',
      th: '<p>สวัสดี</p>',
      tl: '',
    },
    promotionType: 'CASHBACK',
    sort: 10,
    isActive: true,
    publishedAt: new Date('2025-05-30T00:00:00Z'),
    expiresAt: null,
    audience: 'members',
  };
  const filters: AnnouncementFilter[] = [];
  const repository = {
    findActiveBanners: async () => [],
    findVisibleAnnouncements: async (_merchantId: number, filter: AnnouncementFilter) => {
      filters.push(filter);
      return [row];
    },
    findAgentAnnouncements: async () => ({
      rows: [{ ...row, audience: 'agents' as const }],
      total: 1,
    }),
  } satisfies ContentRepository;
  const service = createContentService({ repository, now: () => now });

  it('asks for the executions of the audience at the current moment', async () => {
    filters.length = 0;
    await service.listAnnouncements(
      1,
      { types: ['PL'], platform: 'W', lang: 'en' },
      { isLoggedIn: true, isFirstTimeLogin: true },
    );
    expect(filters[0]).toEqual({ types: ['PL'], executions: ['A', 'F'], platform: 'W', at: now });
  });

  it('answers notices for execution B whoever asks', async () => {
    filters.length = 0;
    const notices = await service.listNotices(1, { types: ['PL'], platform: 'W', lang: 'en' });
    expect(filters[0]?.executions).toEqual(['B']);
    expect(notices.notices).toHaveLength(1);
  });

  it('serves sanitised content in the language, English where a translation is missing', async () => {
    const request = { types: ['PL'] as AnnouncementType[], platform: 'W', lang: 'en' as const };
    const anonymous = { isLoggedIn: false, isFirstTimeLogin: false };
    const [english] = await service.listAnnouncements(1, request, anonymous);
    expect(english).toEqual({
      id: 7,
      type: 'PL',
      execution: 'B',
      title: 'Notice',
      content: '<p>Hi</p>',
      promotionType: 'CASHBACK',
      publishedAt: '2025-05-30T00:00:00.000Z',
    });
    const [thai] = await service.listAnnouncements(1, { ...request, lang: 'th' }, anonymous);
    expect(thai).toMatchObject({ title: 'ประกาศ', content: '<p>สวัสดี</p>' });
    const [tagalog] = await service.listAnnouncements(1, { ...request, lang: 'tl' }, anonymous);
    expect(tagalog).toMatchObject({ title: 'Notice', content: '<p>Hi</p>' });
  });
});
