import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcementExecutions, announcementTypes, bannerGroups } from '@lobby/contracts';
import type { Database } from '../../db/client.ts';
import { announcements } from '../../db/schema/index.ts';
import { demoAnnouncements } from '../../seed/content-announcements.ts';
import { demoBanners } from '../../seed/content-data.ts';
import { seedDemo, type SeedReport } from '../../seed/seed.ts';
import { sanitizeHtml } from '../../platform/html-sanitizer.ts';
import { createTestDatabase } from '../../../test/database-kit.ts';

const webPublic = path.resolve(import.meta.dirname, '../../../../web/public');
const thaiScript = /[\u0E00-\u0E7F]/;

describe('demo content seed', () => {
  let database: Database;
  let report: SeedReport;
  beforeAll(async () => {
    database = await createTestDatabase();
    report = await seedDemo(database.db);
  });
  afterAll(async () => database.close());

  it('reports what it created', () => {
    expect(report.counts.banners).toBe(demoBanners.length);
    expect(report.counts.announcements).toBe(demoAnnouncements.length);
  });

  it('fills every banner group, three active on the home carousel', () => {
    for (const group of bannerGroups) {
      const active = demoBanners.filter((b) => b.groupName === group && b.isActive !== false);
      expect(active.length, group).toBeGreaterThanOrEqual(group === 'w_home' ? 3 : 1);
    }
  });

  it('covers every announcement type and execution', () => {
    expect(new Set(demoAnnouncements.map((item) => item.type))).toEqual(new Set(announcementTypes));
    expect(new Set(demoAnnouncements.map((item) => item.execution))).toEqual(
      new Set(announcementExecutions),
    );
    const publicNotices = demoAnnouncements.filter(
      (item) =>
        (item.type === 'PL' || item.type === 'H') &&
        item.execution === 'B' &&
        item.isActive !== false &&
        item.expiredDaysAgo === undefined &&
        item.publishedDaysAgo >= 0,
    );
    expect(publicNotices.length).toBeGreaterThanOrEqual(12);
    expect(demoAnnouncements.filter((item) => item.promotionType).length).toBeGreaterThan(2);
  });

  it('has real text in English, Thai and Tagalog', () => {
    for (const item of [...demoAnnouncements, ...demoBanners]) {
      expect(item.title.en.length).toBeGreaterThan(0);
      expect(item.title.tl.length).toBeGreaterThan(0);
      expect(item.title.th, item.title.en).toMatch(thaiScript);
    }
    for (const item of demoAnnouncements) {
      expect(item.content.th, item.title.en).toMatch(thaiScript);
      expect(item.content.tl).not.toBe(item.content.en);
    }
  });

  it('stores announcement HTML already sanitised', async () => {
    const rows = await database.db.select().from(announcements);
    for (const row of rows) {
      for (const lang of ['en', 'th', 'tl'] as const) {
        expect(sanitizeHtml(row.content[lang])).toBe(row.content[lang]);
      }
    }
  });

  it('points every banner at an image that ships with the web app', () => {
    for (const banner of demoBanners) {
      expect(fs.existsSync(path.join(webPublic, banner.image)), banner.image).toBe(true);
    }
  });
});
