import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths } from '@lobby/contracts';
import { merchants } from '../../db/schema/index.ts';
import { useCatalogueApp } from './testing/catalogue-kit.ts';

// The winner board and the catalogue API as a whole; the set-up is the catalogue
// kit's (testing/catalogue-kit.ts)
const { context, merchantId, winners, expectRefused } = useCatalogueApp();

describe('GET /lgw/games/winners', () => {
  it('answers the latest 20 wins, newest first, names masked, amounts formatted', async () => {
    const entries = await winners('gameCategory=ALL&limitNum=20&lang=en');
    expect(entries).toHaveLength(20);
    const times = entries.map((entry) => Date.parse(entry.wonAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(entries[0]).toEqual({
      customerName: 'so***88',
      gameName: 'Lotus Fortune',
      nodeId: expect.any(Number),
      vassalage: 'LOBBY',
      gameCode: 'lotus-fortune',
      gameType: 'RNG',
      winAmount: '12500.50',
      currencySymbol: '฿',
      wonAt: expect.any(String),
    });
    expect(entries[2]).toMatchObject({ customerName: 'ja***42', winAmount: '88888.00' });
    expect(entries.every((entry) => entry.customerName.includes('***'))).toBe(true);
    expect(entries.every((entry) => /^\d+\.\d{2}$/.test(entry.winAmount))).toBe(true);
  });

  it('limits, filters by category and names games in the language', async () => {
    expect(await winners('limitNum=5')).toHaveLength(5);
    const arcade = await winners('gameCategory=ARCADE');
    expect(arcade).toHaveLength(5);
    expect(arcade.every((entry) => entry.gameType === 'ARCADE')).toBe(true);
    const live = await winners('gameCategory=LIVE&lang=th');
    expect(live.map((entry) => entry.gameName)).toEqual(['บาคาร่าดอกบัว', 'รูเล็ตดอกบัว', 'เสือมังกร']);
    expect(await winners('gameCategory=COCKFIGHT')).toEqual([]);
  });

  it("formats amounts with the brand's currency decimals", async () => {
    await context()
      .database.db.update(merchants)
      .set({ currencyDecimals: 0 })
      .where(eq(merchants.id, merchantId()));
    try {
      const [latest] = await winners('limitNum=1');
      expect(latest?.winAmount).toBe('1250050');
    } finally {
      await context()
        .database.db.update(merchants)
        .set({ currencyDecimals: 2 })
        .where(eq(merchants.id, merchantId()));
    }
  });

  it('refuses bad limits and categories with the envelope', async () => {
    await expectRefused(`${apiPaths.winnerBoard}?limitNum=21`);
    await expectRefused(`${apiPaths.winnerBoard}?limitNum=0`);
    await expectRefused(`${apiPaths.winnerBoard}?limitNum=ten`);
    await expectRefused(`${apiPaths.winnerBoard}?gameCategory=SLOTS`);
    await expectRefused(`${apiPaths.winnerBoard}?lang=xx`);
  });
});

describe('catalogue and content API', () => {
  it('never answers 5xx to odd query strings', async () => {
    const odd = ['%00', '%ZZ', "'%20or%201=1--", '<script>', '9'.repeat(400), '[]', '{}'];
    const paths = [
      apiPaths.gameMenus,
      apiPaths.games,
      apiPaths.winnerBoard,
      apiPaths.contentBanners,
      apiPaths.contentAnnouncements,
      apiPaths.contentNotices,
    ];
    const params = ['lang', 'gameType', 'vassalage', 'pageNo', 'limitNum', 'types', 'groupName'];
    for (const path of paths) {
      for (const param of params) {
        for (const value of odd) {
          const res = await context().app.inject({ url: `${path}?${param}=${value}` });
          expect(res.statusCode, `${path}?${param}=${value}`).toBeLessThan(500);
          expect(typeof res.json().success).toBe('boolean');
        }
      }
    }
  });

  it('meters none of the cached catalogue answers (no counter, no rate-limit headers)', async () => {
    for (const path of [apiPaths.gameMenus, apiPaths.games, apiPaths.winnerBoard]) {
      const res = await context().app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['x-ratelimit-limit'], path).toBeUndefined();
    }
  });

  it('documents every endpoint in the OpenAPI description', async () => {
    const res = await context().app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const documented = Object.keys(res.json().paths);
    for (const path of [
      apiPaths.gameMenus,
      apiPaths.games,
      apiPaths.winnerBoard,
      apiPaths.contentBanners,
      apiPaths.contentAnnouncements,
      apiPaths.contentNotices,
    ]) {
      expect(documented).toContain(path);
    }
  });
});
