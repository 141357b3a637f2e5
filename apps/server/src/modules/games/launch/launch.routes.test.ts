import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gamePaths, type Game } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { rowsOf } from '../../../db/rows.ts';
import {
  gameProviders,
  games,
  gameSessions,
  recentGames,
  selfExclusions,
  vendors,
} from '../../../db/schema/index.ts';
import { createTestApp, type TestContext } from '../../../../test/app-kit.ts';
import { loginToken } from '../../../../test/login-kit.ts';
import { healthyLedger, ledgerInvariants } from '../../../../test/ledger-kit.ts';
import { trialFundingKey } from '../../wallet/index.ts';
import { demoMerchantId, memberIdOf, trialToken } from '../../wallet/testing/wallet-kit.ts';
import {
  addMemberLikeDemo,
  ensureDemoProviders,
  gameCaller,
  gameIdOf,
  insertForeignGame,
  playerGameRowCounts,
} from '../player-games/testing/player-games-kit.ts';

describe('POST /wps/game/launchGame', () => {
  let ctx: TestContext;
  let db: Db;
  let merchantId: number;
  let demoId: number;
  let demo: ReturnType<typeof gameCaller>;
  let lotusFortune: number;

  const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
  const sessionOf = async (token: string) => {
    const [row] = await db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, sha256(token)));
    return row;
  };
  const providerId = async (code: string) => {
    const [row] = await db
      .select({ id: gameProviders.id })
      .from(gameProviders)
      .where(and(eq(gameProviders.merchantId, merchantId), eq(gameProviders.code, code)));
    return row!.id;
  };

  /** Sends a launch that must be refused and proves nothing was written. */
  async function expectRefused(
    caller: ReturnType<typeof gameCaller>,
    body: unknown,
    status: number,
    code: string,
  ) {
    const before = await playerGameRowCounts(db);
    const response = await caller.post(gamePaths.launchGame, body);
    const envelope = response.json() as { success: boolean; code: string; details?: unknown };
    expect({ status: response.statusCode, code: envelope.code, success: envelope.success }).toEqual(
      { status, code, success: false },
    );
    expect(await playerGameRowCounts(db)).toEqual(before);
    return envelope;
  }

  /** A new real member of the demo brand, logged in. */
  async function freshMember(username: string) {
    const id = await addMemberLikeDemo(db, merchantId, username);
    return { id, caller: gameCaller(ctx.app, await loginToken(ctx.app, username, 'Lotus#2026')) };
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    db = ctx.database.db;
    merchantId = await demoMerchantId(db);
    await ensureDemoProviders(db, merchantId);
    demoId = await memberIdOf(db, 'demo');
    demo = gameCaller(ctx.app, await loginToken(ctx.app, 'demo', 'Lotus#2026'));
    lotusFortune = await gameIdOf(db, merchantId, 'LOBBY', 'lotus-fortune');
  });
  afterEach(async () => {
    expect(await ledgerInvariants(db)).toEqual(healthyLedger);
  });
  afterAll(async () => ctx.close());

  it('opens an in-house slot: launch URL with a single-use token stored only as its hash', async () => {
    const started = Date.now();
    const response = await demo.post(gamePaths.launchGame, { nodeId: lotusFortune });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value).toEqual({
      url: `/play/lotus-fortune?token=${value.token}&lang=en`,
      token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
      expiresAt: expect.any(String),
      unit: 'THB',
      nodeId: lotusFortune,
      vassalage: 'LOBBY',
      gameCode: 'lotus-fortune',
      gameType: 'RNG',
      displayName: 'Lotus Fortune',
      mode: 'frame',
    });
    const session = await sessionOf(value.token);
    expect(session).toMatchObject({
      merchantId,
      memberId: demoId,
      gameId: lotusFortune,
      providerId: await providerId('LobbyOriginals'),
      status: 'launch',
      unit: 'THB',
      language: 'en',
      country: 'TH',
      replacedAt: null,
    });
    // the brand policy's default: a launch token lives 5 minutes
    const lifetime = session!.expiresAt.getTime() - started;
    expect(lifetime).toBeGreaterThan(5 * 60_000 - 5_000);
    expect(lifetime).toBeLessThanOrEqual(5 * 60_000 + 5_000);
    expect(new Date(value.expiresAt).getTime()).toBe(session!.expiresAt.getTime());
    const plain = await db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.tokenHash, value.token));
    expect(plain).toEqual([]);
  });

  it('finds a game by vendor and code, in the asked language, through its own provider', async () => {
    const response = await demo.post(gamePaths.launchGame, {
      vassalage: 'SPN',
      gameCode: 'golden-temple',
      lang: 'th',
    });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.url).toBe(
      `/play/sandbox-rgs?vendor=SPN&game=golden-temple&token=${value.token}&lang=th`,
    );
    expect(value.displayName).toBe('วิหารทองคำ');
    const session = await sessionOf(value.token);
    expect(session?.providerId).toBe(await providerId('SandboxRGS'));
    expect(session?.language).toBe('th');
  });

  it('gives every launch a new token and keeps one recent row per game, latest first', async () => {
    const { caller: member } = await freshMember('recent1');
    const dice = await gameIdOf(db, merchantId, 'LOBBY', 'dice');
    const first = (await member.post(gamePaths.launchGame, { nodeId: dice })).json().value;
    await member.post(gamePaths.launchGame, { nodeId: lotusFortune });
    const again = (await member.post(gamePaths.launchGame, { nodeId: dice })).json().value;
    expect(again.token).not.toBe(first.token);
    expect((await sessionOf(first.token))?.status).toBe('launch');
    expect((await sessionOf(again.token))?.status).toBe('launch');

    const recent = await member.get(gamePaths.recent);
    expect(recent.statusCode).toBe(200);
    expect(recent.json().value).toMatchObject({ pageNum: 1, totalCount: 2, totalPages: 1 });
    expect(recent.json().value.content.map((game: Game) => game.gameCode)).toEqual([
      'dice',
      'lotus-fortune',
    ]);
    const alias = await member.get(gamePaths.recentMenu, { lang: 'th' });
    expect(alias.json().value.content.map((game: Game) => game.displayName)).toEqual([
      'ลูกเต๋า',
      expect.any(String),
    ]);
  });

  it('refuses a game under maintenance with up to 6 playable alternatives of its category', async () => {
    const jade = await gameIdOf(db, merchantId, 'LOBBY', 'jade-dragon');
    const tiger = await gameIdOf(db, merchantId, 'SPN', 'tiger-treasure');
    await db.update(games).set({ isMaintenance: true }).where(eq(games.id, jade));
    await db.update(games).set({ isMaintenance: true }).where(eq(games.id, tiger));
    try {
      const envelope = await expectRefused(demo, { nodeId: jade }, 409, 'game_maintenance');
      const alternatives = (envelope.details as { alternatives: Game[] }).alternatives;
      expect(alternatives).toHaveLength(6);
      for (const game of alternatives) {
        expect(game).toMatchObject({ gameType: 'RNG', isMaintenance: false, isGame: 'GAME' });
        expect([jade, tiger]).not.toContain(game.nodeId);
      }
      // hot games first
      const hotFlags = alternatives.map((game) => game.isHot);
      expect(hotFlags).toEqual(hotFlags.toSorted((a, b) => b - a));
      expect(hotFlags[0]).toBe(1);
    } finally {
      await db.update(games).set({ isMaintenance: false }).where(eq(games.id, jade));
      await db.update(games).set({ isMaintenance: false }).where(eq(games.id, tiger));
    }
  });

  it('treats a vendor under maintenance like its games', async () => {
    const baccarat = await gameIdOf(db, merchantId, 'LOBBYLIVE', 'baccarat');
    const vendorIs = and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, 'LOBBYLIVE'));
    await db.update(vendors).set({ isMaintenance: true }).where(vendorIs);
    try {
      const envelope = await expectRefused(demo, { nodeId: baccarat }, 409, 'game_maintenance');
      const alternatives = (envelope.details as { alternatives: Game[] }).alternatives;
      expect(alternatives.length).toBeGreaterThan(0);
      for (const game of alternatives) {
        expect(game.gameType).toBe('LIVE');
        expect(game.vassalage).not.toBe('LOBBYLIVE');
      }
    } finally {
      await db.update(vendors).set({ isMaintenance: false }).where(vendorIs);
    }
  });

  it('answers game_not_found for unknown, inactive, foreign, list-only and provider-less games', async () => {
    const foreign = await insertForeignGame(db);
    const oldPharaoh = await gameIdOf(db, merchantId, 'SPN', 'old-pharaoh');
    await expectRefused(demo, { nodeId: 987_654_321 }, 404, 'game_not_found');
    await expectRefused(demo, { nodeId: oldPharaoh }, 404, 'game_not_found');
    await expectRefused(demo, { nodeId: foreign.gameId }, 404, 'game_not_found');
    await expectRefused(
      demo,
      { vassalage: 'SPN', gameCode: 'foreign-dragon' },
      404,
      'game_not_found',
    );
    await expectRefused(demo, { vassalage: 'LOBBY', gameCode: 'nope' }, 404, 'game_not_found');
    // no provider serves the outside lottery vendors: their games open on the lottery pages
    await expectRefused(
      demo,
      { vassalage: 'TCG_LOTTO_VN', gameCode: 'vn-north' },
      404,
      'game_not_found',
    );

    const holdem = await gameIdOf(db, merchantId, 'PKR', 'holdem');
    await db.update(games).set({ isGame: 'VASSALAGE' }).where(eq(games.id, holdem));
    await expectRefused(demo, { nodeId: holdem }, 404, 'game_not_found');
    await db.update(games).set({ isGame: 'GAME' }).where(eq(games.id, holdem));

    const vendorIs = and(eq(vendors.merchantId, merchantId), eq(vendors.vassalage, 'PKR'));
    await db.update(vendors).set({ isActive: false }).where(vendorIs);
    await expectRefused(demo, { nodeId: holdem }, 404, 'game_not_found');
    await db.update(vendors).set({ isActive: true }).where(vendorIs);
  });

  it('refuses a self-excluded member', async () => {
    const { id, caller: member } = await freshMember('excluded1');
    await db.insert(selfExclusions).values({ merchantId, memberId: id });
    await expectRefused(member, { nodeId: lotusFortune }, 403, 'self_excluded');
  });

  it('lets a trial account play trial games with play money, funded once', async () => {
    const trial = gameCaller(ctx.app, await trialToken(ctx.app));
    const crash = await gameIdOf(db, merchantId, 'LOBBY', 'crash');
    const response = await trial.post(gamePaths.launchGame, { nodeId: crash, trial: true });
    expect(response.statusCode).toBe(200);
    const value = response.json().value;
    expect(value.unit).toBe('PLAY');
    const session = await sessionOf(value.token);
    expect(session?.unit).toBe('PLAY');
    const funding = await rowsOf<{ total: number | string }>(
      db,
      sql`select count(*) as total from ledger_transactions
          where idempotency_key = ${trialFundingKey(session!.memberId)}`,
    );
    expect(Number(funding[0]!.total)).toBe(1);
    // a second launch does not fund again
    expect((await trial.post(gamePaths.launchGame, { nodeId: crash })).statusCode).toBe(200);
    const again = await rowsOf<{ total: number | string }>(
      db,
      sql`select count(*) as total from ledger_transactions
          where idempotency_key = ${trialFundingKey(session!.memberId)}`,
    );
    expect(Number(again[0]!.total)).toBe(1);
  });

  it('refuses play money where it does not exist', async () => {
    const trial = gameCaller(ctx.app, await trialToken(ctx.app));
    const baccarat = await gameIdOf(db, merchantId, 'LOBBYLIVE', 'baccarat');
    // live dealer games have no free play
    await expectRefused(trial, { nodeId: baccarat }, 403, 'game_no_trial');
    // a real account has no play money to play a free trial with
    await expectRefused(demo, { nodeId: lotusFortune, trial: true }, 403, 'game_no_trial');
  });

  it('refuses guests and malformed bodies without writing anything', async () => {
    await expectRefused(gameCaller(ctx.app), { nodeId: lotusFortune }, 401, 'not_logged_in');
    for (const body of [
      {},
      { nodeId: 'abc' },
      { nodeId: -1 },
      { nodeId: 1.5 },
      { nodeId: lotusFortune, vassalage: 'LOBBY', gameCode: 'dice' },
      { vassalage: 'LOBBY' },
      { vassalage: 'LOB BY', gameCode: 'dice' },
      { vassalage: 'LOBBY', gameCode: 'x'.repeat(65) },
      { nodeId: lotusFortune, lang: 'xx' },
      { nodeId: lotusFortune, trial: 'yes' },
      { nodeId: lotusFortune, extra: 1 },
    ]) {
      await expectRefused(demo, body, 400, 'validation_failed');
    }
  });

  it('shows each member only their own recent games', async () => {
    const { caller: member } = await freshMember('recent2');
    expect((await member.get(gamePaths.recent)).json().value).toEqual({
      content: [],
      pageNum: 1,
      pageSize: 20,
      totalPages: 0,
      totalCount: 0,
    });
    const demoRecent = await db.select().from(recentGames).where(eq(recentGames.memberId, demoId));
    expect(demoRecent.length).toBeGreaterThan(0);
    expect((await gameCaller(ctx.app).get(gamePaths.recent)).statusCode).toBe(401);
    expect((await member.get(gamePaths.recent, { pageSize: '0' })).statusCode).toBe(400);
  });
});
