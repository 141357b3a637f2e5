import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  apiPaths,
  type Game,
  type GameCategory,
  type GetGamesResponse,
  type WinnerEntry,
} from '@lobby/contracts';
import { games, merchants, vendors } from '../../db/schema/index.ts';
import type { GeoIpLookup } from '../../platform/geoip.ts';
import { createTestApp, type TestContext } from '../../../test/app-kit.ts';

/** The demo brand enables cockfight for Cambodia: the tests' own address is Cambodian. */
const cambodia = '127.0.0.1';
const philippines = '10.63.0.1';
const nowhere = '10.0.0.9';
const geoIp: GeoIpLookup = {
  countryOf: (ip) => (ip === cambodia ? 'KH' : ip === philippines ? 'PH' : null),
};

let ctx: TestContext;
let merchantId: number;
beforeAll(async () => {
  ctx = await createTestApp({ geoIp });
  const [merchant] = await ctx.database.db
    .select({ id: merchants.id })
    .from(merchants)
    .where(eq(merchants.code, 'lotus'));
  merchantId = merchant!.id;
});
afterAll(async () => ctx.close());

const get = async (url: string, remoteAddress = cambodia) => {
  const res = await ctx.app.inject({ url, remoteAddress });
  return { status: res.statusCode, body: res.json() };
};
const menus = async (lang = 'en') =>
  (await get(`${apiPaths.gameMenus}?lang=${lang}`)).body.value as GameCategory[];
const gamePage = async (query: string) => {
  const { status, body } = await get(`${apiPaths.games}?${query}`);
  expect(status, query).toBe(200);
  return body.value as GetGamesResponse;
};
const winners = async (query = '') =>
  (await get(`${apiPaths.winnerBoard}?${query}`)).body.value as WinnerEntry[];

const expectRefused = async (url: string, code = 'validation_failed') => {
  const { status, body } = await get(url);
  expect(status, url).toBe(400);
  expect(body).toMatchObject({ success: false, code, messageKey: `err_${code}` });
};

const setVendor = (vassalage: string, values: Partial<typeof vendors.$inferInsert>) =>
  ctx.database.db
    .update(vendors)
    .set(values)
    .where(and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, vassalage)));

describe('cockfight where the legal switch is off for the caller', () => {
  it('leaves the COCKFIGHT category and its games out (the Philippines, an unknown country)', async () => {
    for (const ip of [philippines, nowhere]) {
      const { status, body } = await get(`${apiPaths.gameMenus}?lang=en`, ip);
      expect(status).toBe(200);
      const types = (body.value as GameCategory[]).map((category) => category.gameType);
      expect(types, ip).not.toContain('COCKFIGHT');
      expect(types, ip).toContain('SPORTS');
      const page = (await get(`${apiPaths.games}?gameType=COCKFIGHT&pageNo=1&pageSize=20`, ip)).body
        .value as GetGamesResponse;
      expect(page).toMatchObject({ content: [], totalCount: 0 });
      const all = (await get(`${apiPaths.games}?pageNo=1&pageSize=100`, ip)).body
        .value as GetGamesResponse;
      expect(all.content.map((game) => game.gameType)).not.toContain('COCKFIGHT');
    }
    // the cached answer for Cambodia still has it
    expect((await menus()).map((category) => category.gameType)).toContain('COCKFIGHT');
  });
});

describe('GET /lgw/games/game_menus', () => {
  it('lists one category per product line in vendor-sorting order', async () => {
    const categories = await menus();
    expect(categories.map((category) => category.gameType)).toEqual([
      'RNG',
      'LIVE',
      'SPORTS',
      'ESPORTS',
      'FISH',
      'PVP',
      'ARCADE',
      'LOTT',
      'ELOTT',
      'COCKFIGHT',
    ]);
    expect(categories.map((category) => category.title)).toEqual([
      'Slots',
      'Live Casino',
      'Sports',
      'E-Sports',
      'Fishing',
      'Poker',
      'Arcade',
      'Lottery',
      'E-Lottery',
      'Cockfight',
    ]);
    const rng = categories[0]!;
    expect(rng.vendors.map((vendor) => vendor.vassalage)).toEqual(['LOBBY', 'SPN', 'RVG', 'NBX']);
    expect(rng.vendors.map((vendor) => vendor.gameCount)).toEqual([2, 12, 4, 3]);
    const sorts = categories.flatMap((category) => category.vendors.map((vendor) => vendor.sort));
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('opens slots and fishing vendors as lists and launches the others', async () => {
    for (const category of await menus()) {
      for (const vendor of category.vendors) {
        const expected =
          category.gameType === 'RNG' || category.gameType === 'FISH' ? 'VASSALAGE' : 'GAME';
        expect(vendor.isGame, vendor.vassalage).toBe(expected);
        expect(vendor.gameType).toBe(category.gameType);
        expect(vendor.gameCount, vendor.vassalage).toBeGreaterThan(0);
        expect(vendor.iconUrl).toBe(
          `/demo/lotus/vendors/${vendor.vassalage.toLowerCase()}-${category.gameType.toLowerCase()}.svg`,
        );
      }
    }
  });

  it('puts e-sports and cockfight codes in their own categories', async () => {
    const byType = Object.fromEntries((await menus()).map((c) => [c.gameType, c]));
    expect(byType.ESPORTS?.vendors.map((vendor) => vendor.vassalage)).toEqual([
      'LOBBYES',
      'AV',
      'IMES',
    ]);
    expect(byType.COCKFIGHT?.vendors.map((vendor) => vendor.vassalage)).toEqual([
      'LOBBYCF',
      'DS88',
    ]);
    expect(byType.SPORTS?.vendors.map((vendor) => vendor.vassalage)).toEqual([
      'LOBBYSB',
      'KCK',
      'PTS',
    ]);
  });

  it('splits an e-sports vendor filed under SPORTS, in the menu and in the game list', async () => {
    await ctx.database.db.insert(vendors).values({
      merchantId,
      vassalage: 'TF',
      gameType: 'SPORTS',
      displayName: { en: 'TF Arena', th: 'TF Arena', tl: 'TF Arena' },
      iconUrl: '/demo/lotus/default-game.svg',
      isGame: 'GAME',
      sort: 42,
    });
    await ctx.database.db.insert(games).values({
      merchantId,
      vassalage: 'TF',
      gameType: 'SPORTS',
      gameCode: 'tf-lobby',
      displayName: { en: 'TF Lobby', th: 'TF Lobby', tl: 'TF Lobby' },
      iconUrl: '/demo/lotus/default-game.svg',
    });
    try {
      const byType = Object.fromEntries((await menus()).map((c) => [c.gameType, c]));
      expect(byType.ESPORTS?.vendors.map((vendor) => vendor.vassalage)).toEqual([
        'LOBBYES',
        'AV',
        'IMES',
        'TF',
      ]);
      expect(byType.ESPORTS?.vendors[3]).toMatchObject({ gameType: 'ESPORTS', gameCount: 1 });
      expect(byType.SPORTS?.vendors.map((vendor) => vendor.vassalage)).toEqual([
        'LOBBYSB',
        'KCK',
        'PTS',
      ]);

      const esports = await gamePage('gameType=ESPORTS');
      expect(esports.content.map((game) => game.vassalage)).toEqual([
        'LOBBYES',
        'AV',
        'IMES',
        'TF',
      ]);
      expect(esports.content.every((game) => game.gameType === 'ESPORTS')).toBe(true);
      const sports = await gamePage('gameType=SPORTS');
      expect(sports.content.map((game) => game.vassalage)).toEqual(['LOBBYSB', 'KCK', 'PTS']);
    } finally {
      await ctx.database.db.delete(games).where(eq(games.vassalage, 'TF'));
      await ctx.database.db.delete(vendors).where(eq(vendors.vassalage, 'TF'));
    }
  });

  it('answers in Thai', async () => {
    const [slots] = await menus('th');
    expect(slots?.title).toBe('สล็อต');
    expect(slots?.vendors[0]?.displayName).toBe('ล็อบบี้ ออริจินัล');
  });

  it('hides a switched-off vendor and its games, and flags one under maintenance', async () => {
    await setVendor('PTS', { isActive: false });
    await setVendor('SLV', { isMaintenance: true });
    try {
      const byType = Object.fromEntries((await menus()).map((c) => [c.gameType, c]));
      expect(byType.SPORTS?.vendors.map((vendor) => vendor.vassalage)).toEqual(['LOBBYSB', 'KCK']);
      expect(byType.LIVE?.vendors.find((v) => v.vassalage === 'SLV')?.isMaintenance).toBe(true);
      expect((await gamePage('vassalage=PTS')).totalCount).toBe(0);
      const silverline = await gamePage('vassalage=SLV');
      expect(silverline.content).toHaveLength(3);
      expect(silverline.content.every((game) => game.isMaintenance)).toBe(true);
    } finally {
      await setVendor('PTS', { isActive: true });
      await setVendor('SLV', { isMaintenance: false });
    }
  });

  it('refuses an unknown language', async () => {
    await expectRefused(`${apiPaths.gameMenus}?lang=xx`);
  });
});

describe('GET /lgw/games', () => {
  it('pages the slots of every vendor in vendor then game order', async () => {
    const first = await gamePage('gameType=RNG&pageNo=1&pageSize=5&lang=en');
    expect(first).toMatchObject({ pageNum: 1, pageSize: 5, totalCount: 21, totalPages: 5 });
    expect(first.content.map((game) => game.gameCode)).toEqual([
      'lotus-fortune',
      'jade-dragon',
      'golden-temple',
      'tiger-treasure',
      'mango-bonanza',
    ]);
    expect(first.content[0]).toEqual({
      nodeId: expect.any(Number),
      gameCode: 'lotus-fortune',
      vassalage: 'LOBBY',
      gameType: 'RNG',
      displayName: 'Lotus Fortune',
      isGame: 'GAME',
      isHot: 1,
      lagerIcon: '/demo/lotus/games/lobby-lotus-fortune.svg',
      showIcon: null,
      iconUrl: '/demo/lotus/games/lobby-lotus-fortune.svg',
      isMaintenance: false,
      hasTrial: true,
    });

    const seen = new Set<number>();
    for (let pageNo = 1; pageNo <= 5; pageNo++) {
      const page = await gamePage(`gameType=RNG&pageNo=${pageNo}&pageSize=5`);
      expect(page.content).toHaveLength(pageNo === 5 ? 1 : 5);
      for (const game of page.content) seen.add(game.nodeId);
    }
    expect(seen.size).toBe(21);

    const past = await gamePage('gameType=RNG&pageNo=6&pageSize=5');
    expect(past).toMatchObject({ content: [], pageNum: 6, totalCount: 21, totalPages: 5 });
  });

  it('defaults to page 1 of 20 over every active game', async () => {
    const page = await gamePage('');
    expect(page).toMatchObject({ pageNum: 1, pageSize: 20, totalCount: 62, totalPages: 4 });
    expect(page.content).toHaveLength(20);
  });

  it('treats empty filters as absent and lists hot games', async () => {
    const hot = await gamePage('gameType=&vassalage=&hot=1&pageNo=1&pageSize=20&lang=en');
    expect(hot.totalCount).toBe(9);
    expect(hot.content.every((game) => game.isHot === 1)).toBe(true);
    expect(hot.content.map((game) => game.gameCode)).toEqual([
      'lotus-fortune',
      'jade-dragon',
      'golden-temple',
      'tiger-treasure',
      'lucky-koi',
      'baccarat',
      'reef-hunter',
      'crash',
      'mines',
    ]);
    expect((await gamePage('hot=0')).totalCount).toBe(62);
  });

  it('lists one vendor, without its retired games, in the language', async () => {
    const spinwell = await gamePage('vassalage=SPN&lang=th&pageSize=100');
    expect(spinwell.totalCount).toBe(12);
    expect(spinwell.content.map((game) => game.gameCode)).not.toContain('old-pharaoh');
    expect(spinwell.content[0]?.displayName).toBe('วิหารทองคำ');
    const arcade = await gamePage('gameType=ARCADE&vassalage=LOBBY&lang=tl');
    expect(arcade.content.map((game: Game) => game.displayName)).toEqual([
      'Crash',
      'Dais',
      'Mina',
      'Plinko',
    ]);
  });

  it('refuses bad paging and filters with the envelope', async () => {
    for (const query of [
      'pageSize=1000',
      'pageSize=101',
      'pageSize=0',
      'pageNo=0',
      'pageNo=-1',
      'pageNo=1.5',
      'pageNo=abc',
      'pageNo=100001',
      'gameType=CARDS',
      'gameType=rng',
      'hot=2',
      'lang=xx',
      `vassalage=${'A'.repeat(33)}`,
      'vassalage=SPN%20OR%201',
      'pageNo=1&pageNo=2',
    ]) {
      await expectRefused(`${apiPaths.games}?${query}`);
    }
    // a NUL is refused before validation, by the one guard every string input passes
    await expectRefused(`${apiPaths.games}?vassalage=%00`, 'nul_character');
  });
});

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
    await ctx.database.db
      .update(merchants)
      .set({ currencyDecimals: 0 })
      .where(eq(merchants.id, merchantId));
    try {
      const [latest] = await winners('limitNum=1');
      expect(latest?.winAmount).toBe('1250050');
    } finally {
      await ctx.database.db
        .update(merchants)
        .set({ currencyDecimals: 2 })
        .where(eq(merchants.id, merchantId));
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
          const res = await ctx.app.inject({ url: `${path}?${param}=${value}` });
          expect(res.statusCode, `${path}?${param}=${value}`).toBeLessThan(500);
          expect(typeof res.json().success).toBe('boolean');
        }
      }
    }
  });

  it('meters none of the cached catalogue answers (no counter, no rate-limit headers)', async () => {
    for (const path of [apiPaths.gameMenus, apiPaths.games, apiPaths.winnerBoard]) {
      const res = await ctx.app.inject({ url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['x-ratelimit-limit'], path).toBeUndefined();
    }
  });

  it('documents every endpoint in the OpenAPI description', async () => {
    const res = await ctx.app.inject({ url: '/docs/json' });
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
