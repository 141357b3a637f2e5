import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePathFor, gamePaths, type Game } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { games, vendors } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { demoMerchantId } from '../../wallet/testing/wallet-kit.ts';
import { likeContains } from './player-games.repository.ts';
import { gameCaller, gameIdOf, insertForeignGame } from './testing/player-games-kit.ts';

describe('game search, hot games and alternatives', () => {
  let ctx: TestContext;
  let db: Db;
  let merchantId: number;
  let guest: ReturnType<typeof gameCaller>;

  const codes = (response: { json(): { value: Game[] | { content: Game[] } } }) => {
    const value = response.json().value;
    return (Array.isArray(value) ? value : value.content).map(
      (game) => `${game.vassalage}/${game.gameCode}`,
    );
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    merchantId = await demoMerchantId(db);
    guest = gameCaller(ctx.app);
    await insertForeignGame(db);
  });
  afterAll(async () => ctx.close());

  it('escapes LIKE wildcards', () => {
    expect(likeContains('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('finds games by name in any language or by code, case-insensitive, in catalogue order', async () => {
    const response = await guest.get(gamePaths.search, { q: 'DRAGON' });
    expect(response.statusCode).toBe(200);
    // the other brand's "Foreign Dragon" is not here
    expect(codes(response)).toEqual([
      'LOBBY/jade-dragon',
      'RVG/river-dragon',
      'SLV/dragon-tiger',
      'FSH/dragon-tide',
    ]);
    expect(response.json().value).toMatchObject({ pageNum: 1, totalCount: 4, totalPages: 1 });
    // Thai names: มังกร is "dragon"
    const thai = await guest.get(gamePaths.search, { q: 'มังกร', lang: 'th' });
    expect(codes(thai)).toEqual([
      'LOBBY/jade-dragon',
      'RVG/river-dragon',
      'SLV/dragon-tiger',
      'FSH/dragon-tide',
    ]);
    expect(thai.json().value.content[0].displayName).toMatch(/มังกร/);
    expect(codes(await guest.get(gamePaths.search, { q: 'lotus-fort' }))).toEqual([
      'LOBBY/lotus-fortune',
    ]);
    // switched-off games are not found
    expect(codes(await guest.get(gamePaths.search, { q: 'pharaoh' }))).toEqual([]);
  });

  it('pages the search and treats % and _ as plain characters', async () => {
    const page = await guest.get(gamePaths.search, { q: 'dragon', pageNo: '2', pageSize: '3' });
    expect(codes(page)).toEqual(['FSH/dragon-tide']);
    expect(page.json().value).toMatchObject({ pageNum: 2, pageSize: 3, totalPages: 2 });
    expect(codes(await guest.get(gamePaths.search, { q: '%' }))).toEqual([]);
    expect(codes(await guest.get(gamePaths.search, { q: 'lotus_fortune' }))).toEqual([]);
  });

  it('refuses empty, blank and over-long search text', async () => {
    const queries: Array<Record<string, string>> = [
      {},
      { q: '' },
      { q: '   ' },
      { q: 'x'.repeat(41) },
      { q: 'a', pageSize: '101' },
    ];
    for (const query of queries) {
      const response = await guest.get(gamePaths.search, query);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'validation_failed' });
    }
  });

  it('lists the hot games of active vendors and active games', async () => {
    const response = await guest.get(gamePaths.hot, { lang: 'en' });
    expect(response.statusCode).toBe(200);
    const hot = response.json().value as Game[];
    expect(hot.every((game) => game.isHot === 1)).toBe(true);
    const stored = await db
      .select({ vassalage: games.vassalage, gameCode: games.gameCode })
      .from(games)
      .where(
        and(eq(games.merchantId, merchantId), eq(games.isHot, true), eq(games.isActive, true)),
      );
    expect(codes(response).toSorted()).toEqual(
      stored.map((game) => `${game.vassalage}/${game.gameCode}`).toSorted(),
    );
    expect(codes(response).slice(0, 2)).toEqual(['LOBBY/lotus-fortune', 'LOBBY/jade-dragon']);

    const vendorIs = and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, 'LOBBY'));
    await db.update(vendors).set({ isActive: false }).where(vendorIs);
    try {
      const without = codes(await guest.get(gamePaths.hot));
      expect(without.some((code) => code.startsWith('LOBBY/'))).toBe(false);
      expect(without.length).toBeGreaterThan(0);
    } finally {
      await db.update(vendors).set({ isActive: true }).where(vendorIs);
    }
    expect((await guest.get(gamePaths.hot, { lang: 'xx' })).statusCode).toBe(400);
  });

  it('recommends playable games of the same category, hot first', async () => {
    const baccarat = await gameIdOf(db, merchantId, 'LOBBYLIVE', 'baccarat');
    const roulette = await gameIdOf(db, merchantId, 'LOBBYLIVE', 'roulette');
    await db.update(games).set({ isMaintenance: true }).where(eq(games.id, roulette));
    try {
      const response = await guest.get(gamePathFor(gamePaths.alternatives, baccarat));
      expect(response.statusCode).toBe(200);
      expect(codes(response)).toEqual([
        'SLV/speed-baccarat',
        'SLV/dragon-tiger',
        'SLV/sic-bo',
        'CRW/blackjack',
        'CRW/grand-roulette',
      ]);
    } finally {
      await db.update(games).set({ isMaintenance: false }).where(eq(games.id, roulette));
    }
    // slots: at most 6, the hot ones first
    const lotus = await gameIdOf(db, merchantId, 'LOBBY', 'lotus-fortune');
    const slots = (await guest.get(gamePathFor(gamePaths.alternatives, lotus))).json()
      .value as Game[];
    expect(slots).toHaveLength(6);
    expect(slots.every((game) => game.gameType === 'RNG' && game.nodeId !== lotus)).toBe(true);
    expect(slots[0]).toMatchObject({ gameCode: 'jade-dragon', isHot: 1 });
  });

  it('answers game_not_found for games outside the brand and 400 for a bad id', async () => {
    const foreign = await db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.gameCode, 'foreign-dragon'));
    const response = await guest.get(gamePathFor(gamePaths.alternatives, foreign[0]!.id));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'game_not_found' });
    expect((await guest.get('/lgw/games/abc/alternatives')).statusCode).toBe(400);
  });
});
