import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findAcceptedPatternProblem, registerFieldNames } from '@lobby/contracts';
import type { Database } from '../client.ts';
import { helpTopics, members, merchants, registerFieldRules } from '../schema/index.ts';
import { sanitizeHtml } from '../../platform/html-sanitizer.ts';
import { tableRowCounts } from '../../modules/system/testing/table-row-counts.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { seedDemo, type SeedReport } from './seed.ts';

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('seedDemo', () => {
  let database: Database;
  let first: SeedReport;
  let afterFirst: Record<string, number>;

  beforeAll(async () => {
    database = await createTestDatabase();
    first = await seedDemo(database.db);
    afterFirst = await tableRowCounts(database.db);
  });
  afterAll(async () => database.close());

  it('creates the demo brand', async () => {
    expect(first.created).toBe(true);
    const [lotus] = await database.db.select().from(merchants).where(eq(merchants.code, 'lotus'));
    expect(lotus).toMatchObject({
      name: 'Lucky Lotus',
      currencyCode: 'THB',
      timeZone: 'Asia/Bangkok',
      isDefault: true,
      minimumAge: 21,
      registerMode: 'username',
    });
  });

  it('reports the rows of the system part', () => {
    expect(first.counts).toMatchObject({
      merchants: 1,
      domainRoutes: 3,
      whitelabelModules: 10,
      registerFieldRules: registerFieldNames.length,
      helpTopics: 8,
      customerServiceChannels: 4,
      resources: 4,
    });
  });

  it('reports counts that match the tables', () => {
    for (const [name, count] of Object.entries(first.counts)) {
      const table = snakeCase(name);
      if (table in afterFirst) expect(afterFirst[table], table).toBe(count);
    }
  });

  it('changes nothing when run a second time', async () => {
    const second = await seedDemo(database.db);
    expect(second).toEqual({ created: false, counts: {} });
    expect(await tableRowCounts(database.db)).toEqual(afterFirst);
  });

  it('adds the demo accounts to a brand seeded before accounts existed, once', async () => {
    await database.db.delete(members);
    const report = await seedDemo(database.db);
    expect(report).toEqual({ created: true, counts: { members: 4 } });
    const names = (await database.db.select().from(members)).map((row) => row.username).sort();
    expect(names).toEqual(['agent', 'agentpro', 'demo', 'newbie']);
    expect(await seedDemo(database.db)).toEqual({ created: false, counts: {} });
  });

  it('seeds only safe registration patterns', async () => {
    const rules = await database.db.select().from(registerFieldRules);
    for (const rule of rules) {
      expect(findAcceptedPatternProblem(rule.acceptedPattern), rule.field).toBeNull();
      expect(rule.minLength).toBeLessThanOrEqual(rule.maxLength);
    }
  });

  it('stores help content already sanitised, in every language', async () => {
    const topics = await database.db.select().from(helpTopics);
    for (const topic of topics) {
      for (const lang of ['en', 'th', 'tl'] as const) {
        expect(topic.title[lang].length, `${topic.code}/${lang}`).toBeGreaterThan(0);
        expect(sanitizeHtml(topic.content[lang])).toBe(topic.content[lang]);
      }
    }
  });
});
