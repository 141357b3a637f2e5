import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../../db/client.ts';
import {
  gameProviders,
  games,
  gameSessions,
  members,
  merchants,
} from '../../../../db/schema/index.ts';
import { createLocalEventBus } from '../../../../platform/event-bus.ts';
import { createWalletService } from '../../../wallet/index.ts';
import { brandHeaders } from '../../../../../test/login-kit.ts';

let ipSerial = 0;
/** A new client address per call: the routes' rate limits count per IP. */
const nextIp = () => {
  ipSerial += 1;
  return `10.77.${Math.floor(ipSerial / 250) % 250}.${(ipSerial % 250) + 1}`;
};

/** A demo brand member with a game session at one table. */
export interface TablePlayer {
  memberId: number;
  merchantId: number;
  token: string;
  /** Calls the table API with this player's session token. */
  get(url: string): Promise<LightMyRequestResponse>;
  post(url: string, payload: Record<string, unknown>): Promise<LightMyRequestResponse>;
}

/**
 * Launches a table for a demo member the way the launch service does (a `launch` row in
 * game_sessions), then exchanges the launch token on POST /originals/v1/session.
 */
export async function joinTable(
  app: FastifyInstance,
  db: Db,
  username: string,
  gameCode: string,
): Promise<TablePlayer> {
  const [member] = await db
    .select({ id: members.id, merchantId: members.merchantId, type: members.type })
    .from(members)
    .innerJoin(merchants, eq(merchants.id, members.merchantId))
    .where(and(eq(members.username, username), eq(merchants.code, brandHeaders.merchant)));
  if (!member) throw new Error(`no demo member ${username}`);
  const [brand] = await db.select().from(merchants).where(eq(merchants.id, member.merchantId));
  const [game] = await db
    .select({ id: games.id })
    .from(games)
    .where(and(eq(games.merchantId, member.merchantId), eq(games.gameCode, gameCode)));
  const [provider] = await db
    .select({ id: gameProviders.id })
    .from(gameProviders)
    .where(
      and(
        eq(gameProviders.merchantId, member.merchantId),
        eq(gameProviders.code, 'LobbyOriginals'),
      ),
    );
  if (!game || !provider || !brand) throw new Error(`cannot launch ${gameCode}`);
  const launchToken = randomBytes(24).toString('base64url');
  await db.insert(gameSessions).values({
    merchantId: member.merchantId,
    memberId: member.id,
    gameId: game.id,
    providerId: provider.id,
    tokenHash: createHash('sha256').update(launchToken).digest('hex'),
    status: 'launch',
    unit: member.type === 4 ? 'PLAY' : brand.currencyCode,
    language: 'en',
    country: 'TH',
    expiresAt: new Date(Date.now() + 5 * 60_000),
  });
  const started = await app.inject({
    method: 'POST',
    url: '/originals/v1/session',
    headers: brandHeaders,
    remoteAddress: nextIp(),
    payload: { token: launchToken, gameCode },
  });
  if (started.statusCode !== 200) throw new Error(`session refused: ${started.body}`);
  const token = (started.json() as { value: { token: string } }).value.token;
  const headers = { ...brandHeaders, 'x-player-token': token };
  return {
    memberId: member.id,
    merchantId: member.merchantId,
    token,
    get: (url) => app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() }),
    post: (url, payload) =>
      app.inject({ method: 'POST', url, headers, payload, remoteAddress: nextIp() }),
  };
}

/** Credits a member's main wallet from the house adjustments account (minor units). */
export async function fundMember(db: Db, player: TablePlayer, amount: bigint): Promise<void> {
  const wallet = createWalletService({ db, events: createLocalEventBus() });
  await wallet.post({
    merchantId: player.merchantId,
    idempotencyKey: `table-test:${player.memberId}:${randomBytes(6).toString('hex')}`,
    kind: 'adjustment',
    memberId: player.memberId,
    memo: { reason: 'table test' },
    legs: [
      { account: { memberId: player.memberId, kind: 'main' }, amount },
      { account: { house: 'adjustments' }, amount: -amount },
    ],
  });
}

/** A member's main balance in minor units. */
export async function mainBalance(db: Db, player: TablePlayer): Promise<bigint> {
  const wallet = createWalletService({ db, events: createLocalEventBus() });
  return (await wallet.balances(player.merchantId, player.memberId)).main;
}
