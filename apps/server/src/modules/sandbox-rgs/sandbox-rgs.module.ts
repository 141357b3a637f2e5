import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pamHeaders } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import { createCryptoRandom } from './crypto-random.ts';
import { createPamHttpClient } from './pam-http-client.ts';
import { createSandboxRgs } from './sandbox-rgs.service.ts';

/** Where the stand-in RGS is mounted. */
export const sandboxRgsBasePath = '/sandbox-rgs/v1';

const sessionBody = z.object({
  token: z.string().min(1).max(200),
  vendor: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
  game: z.string().min(1).max(100),
});
const playBody = z.object({
  stake: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  requestId: z.string().uuid(),
});
const tags = ['sandbox RGS (stand-in provider)'];
/** The stand-in plays in hundredths of the player's unit. */
const sandboxDecimals = 2;

function sessionToken(headers: Record<string, unknown>): string {
  const value = headers[pamHeaders.playerToken];
  if (typeof value !== 'string' || value.length === 0) throw new AppError('game_session_invalid');
  return value;
}

/**
 * Sandbox RGS: a stand-in remote game provider (prize wheel for every sandbox vendor) that
 * reaches Lobby's wallet only through the public PAM API over HTTP at PUBLIC_URL.
 */
export interface SandboxRgsModuleDeps {
  db: Db;
  /** Where Lobby's PAM API answers: the stand-in reaches it over HTTP like any provider. */
  publicUrl: string;
  /** Derives the stand-in provider's API token and signing secret. */
  hmacKey: Buffer;
}

export const sandboxRgsModule: FastifyPluginAsyncZod<SandboxRgsModuleDeps> = async (app, deps) => {
  const rgs = createSandboxRgs({
    db: deps.db,
    callPam: createPamHttpClient({ baseUrl: deps.publicUrl, hmacKey: deps.hmacKey }),
    random: createCryptoRandom(),
  });
  const limit = { rateLimit: { max: 120, timeWindow: '1 minute' } };
  app.post(
    `${sandboxRgsBasePath}/session`,
    { schema: { tags, summary: 'Open a sandbox game session', body: sessionBody }, config: limit },
    async (request) => ({
      success: true as const,
      value: await rgs.start(request.merchant, request.body),
    }),
  );
  app.post(
    `${sandboxRgsBasePath}/play`,
    { schema: { tags, summary: 'Spin the prize wheel once', body: playBody }, config: limit },
    async (request) => {
      // a zero stake is below this wheel's minimum, not a malformed amount
      if (/^0+(\.0+)?$/.test(request.body.stake)) throw new AppError('stake_below_minimum');
      const stake = parseMoneyInput(request.body.stake, sandboxDecimals);
      const value = await rgs.play(sessionToken(request.headers), {
        stake,
        requestId: request.body.requestId,
      });
      return { success: true as const, value };
    },
  );
  app.get(
    `${sandboxRgsBasePath}/balance`,
    { schema: { tags, summary: 'The player balance' }, config: limit },
    async (request) => ({
      success: true as const,
      value: await rgs.balance(sessionToken(request.headers)),
    }),
  );
};
