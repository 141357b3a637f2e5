import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { apiPaths, type Game, type GameCategory, type GetGamesResponse } from '@lobby/contracts';
import { games, vendors } from '../../db/schema/index.ts';
import { philippines, nowhere, useCatalogueApp } from './testing/catalogue-kit.ts';

// The game catalogue: menus, game lists, cockfight by country; the set-up is the catalogue
// kit's (testing/catalogue-kit.ts)
const { context, merchantId, get, menus, gamePage, expectRefused, setVendor } = useCatalogueApp();

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
    await context()
      .database.db.insert(vendors)
      .values({
        merchantId: merchantId(),
        vassalage: 'TF',
        gameType: 'SPORTS',
        displayName: { en: 'TF Arena', th: 'TF Arena', tl: 'TF Arena' },
        iconUrl: '/demo/lotus/default-game.svg',
        isGame: 'GAME',
        sort: 42,
      });
    await context()
      .database.db.insert(games)
      .values({
        merchantId: merchantId(),
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
      await context().database.db.delete(games).where(eq(games.vassalage, 'TF'));
      await context().database.db.delete(vendors).where(eq(vendors.vassalage, 'TF'));
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
