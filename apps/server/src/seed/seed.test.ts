import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { findAcceptedPatternProblem, registerFieldNames } from '@lobby/contracts';
import type { Database } from '../db/client.ts';
import { sql } from 'drizzle-orm';
import {
  gameProviders,
  helpTopics,
  members,
  merchants,
  registerFieldRules,
  vendors,
} from '../db/schema/index.ts';
import { sanitizeHtml } from '../platform/html-sanitizer.ts';
import { tableRowCounts } from '../modules/system/testing/table-row-counts-kit.ts';
import { createTestDatabase } from '../../test/database-kit.ts';
import { seedDemo, type SeedReport } from './seed.ts';
import { seedDemoMerchant } from './demo-merchant.ts';
import { seedSystemData } from './system-data.ts';
import { seedContentData } from './content-data.ts';
import { seedCatalogueData } from './catalogue-data.ts';

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
      resources: 3,
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

  it('adds the parts a database seeded by an earlier version lacks, once', async () => {
    // a brand as the foundation seeded it: no accounts, no money
    const older = await createTestDatabase();
    try {
      await older.db.transaction(async (tx) => {
        const counts: Record<string, number> = {};
        const merchantId = await seedDemoMerchant(tx, counts);
        await seedSystemData(tx, merchantId, counts);
        await seedContentData(tx, merchantId, counts);
        await seedCatalogueData(tx, merchantId, counts);
      });
      const report = await seedDemo(older.db);
      expect(report.created).toBe(true);
      expect(report.counts).toMatchObject({ members: 4, payment_channels: 2, staff_users: 4 });
      const names = (await older.db.select().from(members)).map((row) => row.username).sort();
      expect(names).toEqual(['agent', 'agentpro', 'demo', 'newbie']);
      const afterUpgrade = await tableRowCounts(older.db);
      expect(await seedDemo(older.db)).toEqual({ created: false, counts: {} });
      expect(await tableRowCounts(older.db)).toEqual(afterUpgrade);
    } finally {
      await older.close();
    }
  });

  it('gives a brand seeded before the in-house lottery, book and cockfight their vendors, once', async () => {
    const { db } = database;
    // the brand as an older version left it: LobbyOriginals without ELOTT/LOTT/LOBBYSB/LOBBYES,
    // no LobbyCockfight provider, no LOBBYCF catalogue rows
    await db.execute(sql`update game_providers set vassalages = '["LOBBY", "LOBBYLIVE"]'::jsonb
                          where code = 'LobbyOriginals'`);
    await db.execute(sql`delete from game_providers where code = 'LobbyCockfight'`);
    await db.execute(sql`delete from games where vassalage = 'LOBBYCF'`);
    await db.execute(sql`delete from vendors where vassalage = 'LOBBYCF'`);

    const report = await seedDemo(db);
    expect(report).toEqual({
      created: true,
      counts: { gameProvidersUpgraded: 1, gameProviders: 1, vendors: 1, games: 1 },
    });
    const providers = await db.select().from(gameProviders);
    const byCode = new Map(providers.map((p) => [p.code, p.vassalages]));
    expect(byCode.get('LobbyOriginals')).toEqual([
      'LOBBY',
      'LOBBYLIVE',
      'ELOTT',
      'LOTT',
      'LOBBYSB',
      'LOBBYES',
    ]);
    expect(byCode.get('LobbyCockfight')).toEqual(['LOBBYCF']);
    const cockfightVendors = await db
      .select()
      .from(vendors)
      .where(eq(vendors.vassalage, 'LOBBYCF'));
    expect(cockfightVendors).toHaveLength(1);
    // the same rows as a fresh seed, and a second start changes nothing
    expect(await tableRowCounts(db)).toEqual(afterFirst);
    expect(await seedDemo(db)).toEqual({ created: false, counts: {} });
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
