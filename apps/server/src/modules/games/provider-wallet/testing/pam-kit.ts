import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pamBasePath, trialType, type PamTransaction } from '@lobby/contracts';
import type { Db } from '../../../../db/client.ts';
import { gameProviders, gameSessions, games, members } from '../../../../db/schema/index.ts';
import { sessionTokenHash } from '../pam-call-context.ts';
import { providerApiToken, providerSigningSecret, signRequestBody } from '../pam-credentials.ts';

/** A launch (or active) session of a member on a game, as the launch service would create. */
export async function openGameSession(
  db: Db,
  input: {
    merchantId: number;
    memberId: number;
    providerCode: string;
    vassalage: string;
    gameCode: string;
    status?: 'launch' | 'active';
    minutes?: number;
    unit?: string;
  },
): Promise<string> {
  const [provider] = await db
    .select()
    .from(gameProviders)
    .where(
      and(
        eq(gameProviders.merchantId, input.merchantId),
        eq(gameProviders.code, input.providerCode),
      ),
    );
  const [game] = await db
    .select()
    .from(games)
    .where(
      and(
        eq(games.merchantId, input.merchantId),
        eq(games.vassalage, input.vassalage),
        eq(games.gameCode, input.gameCode),
      ),
    );
  const [member] = await db.select().from(members).where(eq(members.id, input.memberId));
  if (!provider || !game || !member) throw new Error('provider, game or member missing');
  const token = randomBytes(24).toString('base64url');
  await db.insert(gameSessions).values({
    merchantId: input.merchantId,
    memberId: input.memberId,
    gameId: game.id,
    providerId: provider.id,
    tokenHash: sessionTokenHash(token),
    status: input.status ?? 'launch',
    unit: input.unit ?? (member.type === trialType ? 'PLAY' : 'THB'),
    language: 'en',
    country: 'TH',
    expiresAt: new Date(Date.now() + (input.minutes ?? 5) * 60_000),
  });
  return token;
}

/** Moves every session of a member into the past (expired). */
export async function expireSessions(db: Db, memberId: number): Promise<void> {
  await db
    .update(gameSessions)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(gameSessions.memberId, memberId));
}

/** A PAM transaction with sensible defaults and a fresh transaction id. */
export function pamTransaction(
  overrides: Partial<PamTransaction> & Pick<PamTransaction, 'transactionType' | 'cashAmount'>,
): PamTransaction {
  return {
    currency: 'THB',
    provider: 'LobbyOriginals',
    bonusAmount: 0,
    promoAmount: 0,
    transactionDateTime: new Date().toISOString(),
    providerTransactionId: `tx-${randomUUID()}`,
    ...overrides,
  };
}

/** HTTP calls to /pam/v1 as one provider of the demo brand, signing when it signs. */
export function pamClient(
  app: FastifyInstance,
  hmacKey: Buffer,
  provider: { merchantId: number; code: string; credentialVersion?: number; signs?: boolean },
) {
  const identity = {
    merchantId: provider.merchantId,
    code: provider.code,
    credentialVersion: provider.credentialVersion ?? 1,
  };
  const token = providerApiToken(hmacKey, identity);
  const secret = providerSigningSecret(hmacKey, identity);
  return {
    token,
    secret,
    request(
      method: 'GET' | 'PUT' | 'POST',
      path: string,
      options: {
        playerToken?: string;
        query?: Record<string, string>;
        body?: string;
        headers?: Record<string, string>;
      } = {},
    ) {
      const body = options.body ?? '';
      return app.inject({
        method,
        url: `${pamBasePath}${path}`,
        query: { provider: provider.code, ...options.query },
        headers: {
          merchant: 'lotus',
          authorization: `Bearer ${token}`,
          'x-correlation-id': randomUUID(),
          ...(options.playerToken ? { 'x-player-token': options.playerToken } : {}),
          ...(provider.signs ? { 'x-signature': signRequestBody(secret, body) } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...options.headers,
        },
        ...(body ? { payload: body } : {}),
      });
    },
  };
}
