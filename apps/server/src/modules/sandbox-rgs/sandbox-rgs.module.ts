import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getSandboxRgsBalance,
  pamHeaders,
  spinSandboxRgsWheel,
  startSandboxRgsSession,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { parseMoneyInput } from '../../platform/money-input.ts';
import { createRouteKit } from '../../platform/route-kit.ts';
import { createCryptoRandom } from './crypto-random.ts';
import { createPamHttpClient } from './pam-http-client.ts';
import { createSandboxRgs } from './sandbox-rgs.service.ts';

/** Where the stand-in RGS is mounted (its paths live in the contracts). */
export { sandboxRgsBasePath } from '@lobby/contracts';

/** The stand-in plays in hundredths of the player's unit. */
const sandboxDecimals = 2;

/** The stand-in's own session token (endpointAuth.player): it checks it against its sessions. */
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
  const { route } = createRouteKit(app);

  route(startSandboxRgsSession, { rate: 'frequent' }, (request) =>
    rgs.start(request.merchant, request.body),
  );
  route(spinSandboxRgsWheel, { rate: 'frequent' }, async (request) => {
    // a zero stake is below this wheel's minimum, not a malformed amount
    if (/^0+(\.0+)?$/.test(request.body.stake)) throw new AppError('stake_below_minimum');
    const stake = parseMoneyInput(request.body.stake, sandboxDecimals);
    return rgs.play(sessionToken(request.headers), {
      stake,
      requestId: request.body.requestId,
    });
  });
  route(getSandboxRgsBalance, { rate: 'frequent' }, (request) =>
    rgs.balance(sessionToken(request.headers)),
  );
};
