import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import {
  favouriteGames,
  gameProviders,
  games,
  gameSessions,
  members,
  recentGames,
  vendors,
} from '../../../../db/schema/index.ts';
import { demoGameProviders } from '../../../../seed/demo-game-providers.ts';
import { brandHeaders } from '../../../../../test/login-kit.ts';
import { insertOtherMerchant } from '../../../../../test/other-merchant-kit.ts';

let ipSerial = 0;
/** A new client address per call: the routes' rate limits count per IP. */
const nextIp = () => {
  ipSerial += 1;
  return `10.91.${Math.floor(ipSerial / 250) % 250}.${(ipSerial % 250) + 1}`;
};

/** Test calls to the game API as one logged-in member (or as a guest). */
export function gameCaller(app: FastifyInstance, token?: string) {
  const headers = { ...brandHeaders, ...(token ? { token } : {}) };
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, query = {}) =>
    app.inject({
      method,
      url,
      query,
      headers,
      remoteAddress: nextIp(),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  return {
    get: (url: string, query: Record<string, string> = {}) => send('GET', url, undefined, query),
    post: (url: string, payload: unknown) => send('POST', url, payload),
    delete: (url: string) => send('DELETE', url),
  };
}

/**
 * The demo brand's game providers as the demo seed creates them (H3's seed); inserted here
 * when the seed does not have them yet, so these tests do not depend on it.
 */
export async function ensureDemoProviders(db: Db, merchantId: number): Promise<void> {
  const existing = await db
    .select({ code: gameProviders.code })
    .from(gameProviders)
    .where(eq(gameProviders.merchantId, merchantId));
  const codes = new Set(existing.map((row) => row.code));
  for (const provider of demoGameProviders) {
    if (codes.has(provider.code)) continue;
    await db
      .insert(gameProviders)
      .values({ merchantId, ...provider, vassalages: [...provider.vassalages] });
  }
}

/** A catalogue game's id by vendor and code. */
export async function gameIdOf(
  db: Db,
  merchantId: number,
  vassalage: string,
  gameCode: string,
): Promise<number> {
  const [row] = await db
    .select({ id: games.id })
    .from(games)
    .where(
      and(
        eq(games.merchantId, merchantId),
        eq(games.vassalage, vassalage),
        eq(games.gameCode, gameCode),
      ),
    );
  if (!row) throw new Error(`no game ${vassalage}/${gameCode}`);
  return row.id;
}

/** A second real member of the demo brand, a copy of `demo` with the same password. */
export async function addMemberLikeDemo(db: Db, merchantId: number, username: string) {
  const [demo] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, merchantId), eq(members.username, 'demo')));
  if (!demo) throw new Error('demo member missing');
  const [row] = await db
    .insert(members)
    .values({
      merchantId,
      username,
      type: 0,
      nickname: username,
      passwordHash: demo.passwordHash,
      email: `${username}@lotus.example`,
      isFirstLogin: false,
    })
    .returning({ id: members.id });
  return row!.id;
}

/** A second brand with one active, playable game of its own; returns that game's id. */
export async function insertForeignGame(db: Db): Promise<{ merchantId: number; gameId: number }> {
  const merchantId = await insertOtherMerchant(db);
  const name = { en: 'Foreign Dragon', th: 'Foreign Dragon', tl: 'Foreign Dragon' };
  await db.insert(vendors).values({
    merchantId,
    vassalage: 'SPN',
    gameType: 'RNG',
    displayName: name,
    iconUrl: '/x.svg',
    isGame: 'VASSALAGE',
  });
  const [game] = await db
    .insert(games)
    .values({
      merchantId,
      vassalage: 'SPN',
      gameType: 'RNG',
      gameCode: 'foreign-dragon',
      displayName: name,
      iconUrl: '/x.svg',
      isHot: true,
    })
    .returning({ id: games.id });
  return { merchantId, gameId: game!.id };
}

/** Rows of the tables launch and favourites write, to prove a refusal wrote nothing. */
export async function playerGameRowCounts(db: Db) {
  const total = async (table: typeof gameSessions | typeof recentGames | typeof favouriteGames) =>
    (await db.select({ total: count() }).from(table))[0]?.total ?? 0;
  return {
    gameSessions: await total(gameSessions),
    recentGames: await total(recentGames),
    favouriteGames: await total(favouriteGames),
  };
}
