import { setTimeout as sleep } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import {
  gamePaths,
  originalsPaths,
  resolveAuthPolicy,
  type LaunchGameResponse,
} from '@lobby/contracts';
import type { Db } from '../../apps/server/src/db/client.ts';
import { merchants } from '../../apps/server/src/db/schema/index.ts';
import { createSessionsService } from '../../apps/server/src/modules/identity/index.ts';
import type { HttpClient } from './http-client.ts';

/**
 * A book session per member, as the web app gets one: a member session, launchGame of
 * LOBBYSB/sportsbook over HTTP, then the launch token exchanged at /originals/v1/session.
 * Each member calls from an address of its own (X-Forwarded-For, the app trusts 127.0.0.1).
 */
export async function openBookPlayers(options: {
  db: Db;
  http: HttpClient;
  merchantId: number;
  brandCode: string;
  memberIds: number[];
}): Promise<string[]> {
  const { db, http } = options;
  const [merchant] = await db.select().from(merchants).where(eq(merchants.id, options.merchantId));
  if (!merchant) throw new Error(`no merchant ${options.merchantId}`);
  const sessions = createSessionsService(db);
  const policy = resolveAuthPolicy(merchant.authPolicy);
  const tokens: string[] = [];
  for (const [index, memberId] of options.memberIds.entries()) {
    const ip = `10.77.${index >> 8}.${index & 255}`;
    const memberToken = await sessions.create(
      {
        merchantId: merchant.id,
        memberId,
        method: 'password',
        mustChangePassword: false,
        ip,
        userAgent: 'lobby-bench',
      },
      policy,
    );
    const headers = {
      merchant: options.brandCode,
      'content-type': 'application/json',
      'x-forwarded-for': ip,
    };
    for (;;) {
      const answer = await http.request(
        'POST',
        gamePaths.launchGame,
        { ...headers, token: memberToken },
        JSON.stringify({ vassalage: 'LOBBYSB', gameCode: 'sportsbook', lang: 'en' }),
      );
      if (answer.status === 429) {
        await sleep(Number(answer.headers['retry-after'] ?? 5) * 1000);
        continue;
      }
      const launched = (answer.json as { value?: LaunchGameResponse } | undefined)?.value;
      if (answer.status !== 200 || !launched?.token) {
        throw new Error(`launchGame: HTTP ${answer.status} ${JSON.stringify(answer.json)}`);
      }
      const exchanged = await http.request(
        'POST',
        originalsPaths.session,
        headers,
        JSON.stringify({ token: launched.token, gameCode: 'sportsbook' }),
      );
      const token = (exchanged.json as { value?: { token?: string } } | undefined)?.value?.token;
      if (!token)
        throw new Error(`session: HTTP ${exchanged.status} ${JSON.stringify(exchanged.json)}`);
      tokens.push(token);
      break;
    }
  }
  return tokens;
}
