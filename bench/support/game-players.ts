import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { gamePaths, resolveAuthPolicy, type LaunchGameResponse } from '@lobby/contracts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { gameProviders, merchants } from '../../apps/server/src/db/schema/index.ts';
import { createSessionsService } from '../../apps/server/src/modules/identity/index.ts';
import type { HttpClient } from './http-client.ts';
import type { BenchProvider, PamProviderClient, ProviderPlayer } from './pam-provider-client.ts';

/** A game of the catalogue, by its vendor code and game code. */
export interface BenchGame {
  vassalage: string;
  gameCode: string;
}

/** The brand's provider of this code, as the provider client needs it. */
export async function findBenchProvider(
  db: Db,
  merchantId: number,
  code: string,
): Promise<BenchProvider> {
  const [row] = await db
    .select()
    .from(gameProviders)
    .where(and(eq(gameProviders.merchantId, merchantId), eq(gameProviders.code, code)));
  if (!row) throw new Error(`the brand has no game provider ${code}: did the seed run?`);
  return {
    merchantId,
    code: row.code,
    credentialVersion: row.credentialVersion,
    signsRequests: row.signsRequests,
  };
}

/**
 * Logs each member in (a session as a password login would start), launches the game over
 * HTTP (POST /wps/game/launchGame) and hands the launch token to the provider, which
 * exchanges it for a session token (PUT /pam/v1/players/session): one player per member.
 * The launch call is rate-limited per client address, so a refusal waits for its window.
 */
export async function openGamePlayers(options: {
  db: Db;
  http: HttpClient;
  provider: PamProviderClient;
  merchantId: number;
  brandCode: string;
  memberIds: number[];
  game: BenchGame;
}): Promise<ProviderPlayer[]> {
  const { db, http } = options;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, options.merchantId));
  if (!merchant) throw new Error(`no merchant ${options.merchantId}`);
  const sessions = createSessionsService(db);
  const policy = resolveAuthPolicy(merchant.authPolicy);
  const players: ProviderPlayer[] = [];
  for (const memberId of options.memberIds) {
    const memberToken = await sessions.create(
      {
        merchantId: merchant.id,
        memberId,
        method: 'password',
        mustChangePassword: false,
        ip: '127.0.0.1',
        userAgent: 'lobby-bench',
      },
      policy,
    );
    const body = JSON.stringify({ ...options.game, lang: 'en' });
    for (;;) {
      const answer = await http.request(
        'POST',
        gamePaths.launchGame,
        { merchant: options.brandCode, token: memberToken, 'content-type': 'application/json' },
        body,
      );
      if (answer.status === 429) {
        const waitSeconds = Number(answer.headers['retry-after'] ?? 5);
        console.log(`  launch rate limit reached: waiting ${waitSeconds} s`);
        await sleep(waitSeconds * 1000);
        continue;
      }
      const launched = (answer.json as { value?: LaunchGameResponse } | undefined)?.value;
      if (answer.status !== 200 || !launched?.token) {
        throw new Error(`launchGame: HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
      }
      players.push(await options.provider.exchangeLaunchToken(launched.token));
      break;
    }
  }
  return players;
}
