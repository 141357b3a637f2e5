import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamePathFor, gamePaths, maxFavourites, type Game } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { favouriteGames, games } from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { loginToken } from '../../../../test/login-kit.ts';
import { demoMerchantId, memberIdOf, trialToken } from '../../wallet/testing/wallet-kit.ts';
import {
  addMemberLikeDemo,
  gameCaller,
  gameIdOf,
  insertForeignGame,
  playerGameRowCounts,
} from './testing/player-games-kit.ts';

describe('favourites', () => {
  let ctx: TestContext;
  let db: Db;
  let merchantId: number;
  let demoId: number;
  let demo: ReturnType<typeof gameCaller>;
  let ids: Record<'dice' | 'crash' | 'baccarat' | 'oldPharaoh', number>;

  const favouriteCount = async (memberId: number) =>
    (
      await db
        .select({ total: count() })
        .from(favouriteGames)
        .where(eq(favouriteGames.memberId, memberId))
    )[0]?.total ?? 0;

  /** Sends a call that must be refused and proves nothing was written. */
  async function expectRefused(
    send: () => Promise<{ statusCode: number; json(): unknown }>,
    status: number,
    code: string,
  ) {
    const before = await playerGameRowCounts(db);
    const response = await send();
    const envelope = response.json() as { success: boolean; code: string };
    expect({ status: response.statusCode, code: envelope.code, success: envelope.success }).toEqual(
      { status, code, success: false },
    );
    expect(await playerGameRowCounts(db)).toEqual(before);
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    merchantId = await demoMerchantId(db);
    demoId = await memberIdOf(db, 'demo');
    demo = gameCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    ids = {
      dice: await gameIdOf(db, merchantId, 'LOBBY', 'dice'),
      crash: await gameIdOf(db, merchantId, 'LOBBY', 'crash'),
      baccarat: await gameIdOf(db, merchantId, 'LOBBYLIVE', 'baccarat'),
      oldPharaoh: await gameIdOf(db, merchantId, 'SPN', 'old-pharaoh'),
    };
  });
  afterAll(async () => ctx.close());

  it('adds, lists (newest first) and removes favourites; repeats change nothing', async () => {
    expect((await demo.get(gamePaths.favouriteIds)).json().value).toEqual([]);

    const added = await demo.post(gamePaths.favourites, {
      nodeId: ids.dice,
      vendor: 'LOBBY',
      gameType: 'ARCADE',
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().value).toEqual({
      nodeId: ids.dice,
      changed: true,
      favouriteIds: [ids.dice],
    });
    await demo.post(gamePaths.favourites, { nodeId: ids.baccarat });

    const again = await demo.post(gamePaths.favourites, { nodeId: ids.dice });
    expect(again.statusCode).toBe(200);
    expect(again.json().value).toEqual({
      nodeId: ids.dice,
      changed: false,
      favouriteIds: [ids.baccarat, ids.dice],
    });
    expect(await favouriteCount(demoId)).toBe(2);

    const page = await demo.get(gamePaths.favourites, { lang: 'th', pageSize: '1' });
    expect(page.statusCode).toBe(200);
    expect(page.json().value).toMatchObject({
      pageNum: 1,
      pageSize: 1,
      totalPages: 2,
      totalCount: 2,
    });
    expect(page.json().value.content).toEqual([
      expect.objectContaining({
        nodeId: ids.baccarat,
        displayName: 'บาคาร่าดอกบัว',
        gameType: 'LIVE',
        vassalage: 'LOBBYLIVE',
      }),
    ]);
    const second = await demo.get(gamePaths.favourites, { pageNo: '2', pageSize: '1' });
    expect(second.json().value.content.map((game: Game) => game.nodeId)).toEqual([ids.dice]);

    const removed = await demo.delete(gamePathFor(gamePaths.favourite, ids.dice));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().value).toEqual({
      nodeId: ids.dice,
      changed: true,
      favouriteIds: [ids.baccarat],
    });
    const removedAgain = await demo.delete(gamePathFor(gamePaths.favourite, ids.dice));
    expect(removedAgain.json().value).toEqual({
      nodeId: ids.dice,
      changed: false,
      favouriteIds: [ids.baccarat],
    });
    await demo.delete(gamePathFor(gamePaths.favourite, ids.baccarat));
    expect(await favouriteCount(demoId)).toBe(0);
  });

  it('keeps each member to their own favourites', async () => {
    const otherId = await addMemberLikeDemo(db, merchantId, 'favfan');
    const other = gameCaller(ctx.app, await loginToken(ctx.app, 'favfan', 'Lotus#2026'));
    await other.post(gamePaths.favourites, { nodeId: ids.crash });
    await demo.post(gamePaths.favourites, { nodeId: ids.dice });

    expect((await demo.get(gamePaths.favouriteIds)).json().value).toEqual([ids.dice]);
    expect((await other.get(gamePaths.favouriteIds)).json().value).toEqual([ids.crash]);
    // removing someone else's favourite touches only one's own list
    const removed = await demo.delete(gamePathFor(gamePaths.favourite, ids.crash));
    expect(removed.json().value.changed).toBe(false);
    expect(await favouriteCount(otherId)).toBe(1);
    await demo.delete(gamePathFor(gamePaths.favourite, ids.dice));
  });

  it('hides favourites whose game was switched off', async () => {
    await demo.post(gamePaths.favourites, { nodeId: ids.crash });
    await db.update(games).set({ isActive: false }).where(eq(games.id, ids.crash));
    try {
      expect((await demo.get(gamePaths.favouriteIds)).json().value).toEqual([]);
      expect((await demo.get(gamePaths.favourites)).json().value.totalCount).toBe(0);
    } finally {
      await db.update(games).set({ isActive: true }).where(eq(games.id, ids.crash));
      await demo.delete(gamePathFor(gamePaths.favourite, ids.crash));
    }
  });

  it('refuses games that are not this brand’s playable catalogue, and bad input', async () => {
    const foreign = await insertForeignGame(db);
    const add = (body: unknown) => () => demo.post(gamePaths.favourites, body);
    await expectRefused(add({ nodeId: foreign.gameId }), 404, 'game_not_found');
    await expectRefused(add({ nodeId: ids.oldPharaoh }), 404, 'game_not_found');
    await expectRefused(add({ nodeId: 987_654_321 }), 404, 'game_not_found');
    await expectRefused(add({ nodeId: ids.dice, vendor: 'SPN' }), 404, 'game_not_found');
    await expectRefused(add({ nodeId: ids.dice, gameType: 'LIVE' }), 404, 'game_not_found');
    for (const body of [{}, { nodeId: 'x' }, { nodeId: 0 }, { nodeId: ids.dice, gameType: 'X' }]) {
      await expectRefused(add(body), 400, 'validation_failed');
    }
    await expectRefused(() => demo.delete('/wps/games/favourites/abc'), 400, 'validation_failed');
    await expectRefused(
      () => demo.get(gamePaths.favourites, { pageNo: '0' }),
      400,
      'validation_failed',
    );
  });

  it('is for real accounts only', async () => {
    const guest = gameCaller(ctx.app);
    await expectRefused(() => guest.get(gamePaths.favouriteIds), 401, 'not_logged_in');
    await expectRefused(
      () => guest.post(gamePaths.favourites, { nodeId: ids.dice }),
      401,
      'not_logged_in',
    );
    const trial = gameCaller(ctx.app, await trialToken(ctx.app));
    await expectRefused(() => trial.get(gamePaths.favourites), 403, 'trial_not_allowed');
    await expectRefused(
      () => trial.post(gamePaths.favourites, { nodeId: ids.dice }),
      403,
      'trial_not_allowed',
    );
    await expectRefused(
      () => trial.delete(gamePathFor(gamePaths.favourite, ids.dice)),
      403,
      'trial_not_allowed',
    );
  });

  it(`stops at ${maxFavourites} favourites, but re-adding one of them still answers ok`, async () => {
    const fullId = await addMemberLikeDemo(db, merchantId, 'collector');
    const collector = gameCaller(ctx.app, await loginToken(ctx.app, 'collector', 'Lotus#2026'));
    // the catalogue is smaller than the limit: switched-off games count against it too
    const padding = await db
      .insert(games)
      .values(
        Array.from({ length: maxFavourites - 1 }, (_, index) => ({
          merchantId,
          vassalage: 'SPN',
          gameType: 'RNG' as const,
          gameCode: `pad-${index}`,
          displayName: { en: `Pad ${index}`, th: `Pad ${index}`, tl: `Pad ${index}` },
          iconUrl: '/x.svg',
          isActive: false,
        })),
      )
      .returning({ id: games.id });
    await db
      .insert(favouriteGames)
      .values(padding.map((game) => ({ merchantId, memberId: fullId, gameId: game.id })));
    expect((await collector.post(gamePaths.favourites, { nodeId: ids.crash })).statusCode).toBe(
      200,
    );
    expect(await favouriteCount(fullId)).toBe(maxFavourites);

    await expectRefused(
      () => collector.post(gamePaths.favourites, { nodeId: ids.dice }),
      409,
      'favourites_full',
    );
    const existing = await collector.post(gamePaths.favourites, { nodeId: ids.crash });
    expect(existing.statusCode).toBe(200);
    expect(existing.json().value).toEqual({
      nodeId: ids.crash,
      changed: false,
      favouriteIds: [ids.crash],
    });
    await collector.delete(gamePathFor(gamePaths.favourite, ids.crash));
    const now = await collector.post(gamePaths.favourites, { nodeId: ids.dice });
    expect(now.json().value.changed).toBe(true);
    expect(await favouriteCount(fullId)).toBe(maxFavourites);
  });

  it('counts two adds at once against the limit once each', async () => {
    const memberId = await addMemberLikeDemo(db, merchantId, 'racer');
    const racer = gameCaller(ctx.app, await loginToken(ctx.app, 'racer', 'Lotus#2026'));
    const answers = await Promise.all([
      racer.post(gamePaths.favourites, { nodeId: ids.crash }),
      racer.post(gamePaths.favourites, { nodeId: ids.crash }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.json().value.changed).toSorted()).toEqual([false, true]);
    expect(await favouriteCount(memberId)).toBe(1);
  });
});
