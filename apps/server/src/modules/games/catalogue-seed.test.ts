import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameTypes } from '@lobby/contracts';
import type { Database } from '../../db/client.ts';
import { demoCatalogue, gameIconUrl, vendorIconUrl } from '../../seed/catalogue-data.ts';
import { seedDemo, type SeedReport } from '../../seed/seed.ts';
import { createTestDatabase } from '../../../test/database-kit.ts';

const webPublic = path.resolve(import.meta.dirname, '../../../../web/public');
const demoDir = path.join(webPublic, 'demo/lotus');
const thaiScript = /[\u0E00-\u0E7F]/;
const allGames = demoCatalogue.flatMap((line) => line.games.map((game) => ({ line, game })));

describe('demo catalogue seed', () => {
  let database: Database;
  let report: SeedReport;
  beforeAll(async () => {
    database = await createTestDatabase();
    report = await seedDemo(database.db);
  });
  afterAll(async () => database.close());

  it('reports what it created', () => {
    expect(report.counts.vendors).toBe(demoCatalogue.length);
    expect(report.counts.games).toBe(allGames.length);
    expect(report.counts.winnerFeed).toBe(20);
  });

  it('has a vendor for every product line and one slots vendor with more than 10 games', () => {
    expect(new Set(demoCatalogue.map((line) => line.gameType))).toEqual(new Set(gameTypes));
    const slotSizes = demoCatalogue
      .filter((line) => line.gameType === 'RNG')
      .map((line) => line.games.filter((game) => game.isActive !== false).length);
    expect(Math.max(...slotSizes)).toBeGreaterThan(10);
    for (const line of demoCatalogue) expect(line.games.length, line.vassalage).toBeGreaterThan(0);
  });

  it('carries the in-house games a later issue makes playable', () => {
    const codes = allGames.map(({ line, game }) => `${line.vassalage}/${game.gameCode}`);
    for (const code of [
      'LOBBY/lotus-fortune',
      'LOBBY/jade-dragon',
      'LOBBY/crash',
      'LOBBY/dice',
      'LOBBY/mines',
      'LOBBY/plinko',
      'LOBBYLIVE/baccarat',
      'LOBBYLIVE/roulette',
    ]) {
      expect(codes).toContain(code);
    }
  });

  it('names vendors and games in English, Thai and Tagalog', () => {
    for (const named of [...demoCatalogue, ...allGames.map(({ game }) => game)]) {
      expect(named.displayName.en.length).toBeGreaterThan(0);
      expect(named.displayName.tl.length).toBeGreaterThan(0);
      expect(named.displayName.th, named.displayName.en).toMatch(thaiScript);
    }
  });

  it('points every vendor and game at an image that ships with the web app', () => {
    for (const line of demoCatalogue) {
      const icon = vendorIconUrl(line.vassalage, line.gameType);
      expect(fs.existsSync(path.join(webPublic, icon)), icon).toBe(true);
    }
    for (const { line, game } of allGames) {
      const icon = gameIconUrl(line.vassalage, game.gameCode);
      expect(fs.existsSync(path.join(webPublic, icon)), icon).toBe(true);
    }
    for (const name of ['logo', 'default-game', 'qr-android', 'qr-ios', 'qr-mobile-config']) {
      expect(fs.existsSync(path.join(demoDir, `${name}.svg`)), name).toBe(true);
    }
  });

  it('keeps the demo images small', () => {
    const sizeOf = (dir: string): number =>
      fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
        const full = path.join(dir, entry.name);
        return sum + (entry.isDirectory() ? sizeOf(full) : fs.statSync(full).size);
      }, 0);
    // 210 KB: the in-house cockfight vendor (issue 16) added its mark and tile (4.7 KB)
    expect(sizeOf(demoDir)).toBeLessThan(210 * 1024);
  });
});
