import { createHash } from 'node:crypto';
import type { Executor } from '../../../db/rows.ts';
import { createBriefCache } from '../../../platform/brief-cache.ts';
import type { PamCaller } from './pam-port.ts';
import { PamRefusal } from './pam-answers.ts';
import { unitDecimals } from './pam-amounts.ts';
import type { KnownProvider, ProviderDirectory } from './pam-provider-directory.ts';
import {
  providerWalletRepository as repository,
  type SessionView,
} from './provider-wallet.repository.ts';

/** A call resolved: the provider (by the caller's code) and its brand's game settings. */
export type PamCall = KnownProvider;

/** Session tokens are stored only as their SHA-256. */
export function sessionTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The PAM API's session tokens are 32 to 40 characters; anything else finds nothing. */
const tokenLength = { min: 32, max: 64 } as const;

/** Decimals of the session's unit (PLAY or the brand currency). */
export function decimalsOf(call: PamCall, session: Pick<SessionView, 'unit'>): number {
  return unitDecimals(session.unit, call.brand.currencyDecimals);
}

/** Finds the calling provider of the brand; an unknown or inactive one is refused. */
export async function resolveCall(
  providers: ProviderDirectory,
  caller: PamCaller,
): Promise<PamCall> {
  const found = await providers.find(caller.merchantId, caller.providerCode);
  if (!found) throw new PamRefusal('PAM_ERR_MISSING_PROVIDER');
  return found;
}

/** Where sessions are read from, by provider and token hash. */
export interface SessionSource {
  find(providerId: number, tokenHash: string): Promise<SessionView | undefined>;
}

/** Every read asks the database: for the session calls, which act on a session's status. */
export function sessionsFromDatabase(db: Executor): SessionSource {
  return { find: (providerId, tokenHash) => repository.findSession(db, providerId, tokenHash) };
}

/** Enough for every open game session of a busy instance; beyond, the memory starts over. */
const maxRememberedSessions = 50_000;

/**
 * Sessions of the money and lookup calls, each kept in memory for `ttlMs` once found (a token
 * not found is asked again). Only the fixed part may be used from it: member, game, unit,
 * language, username. Its status, expiry and the member's status may be `ttlMs` old, so a bet
 * has them checked again in its own statement (`pam_bet_refusal`, migration 0012); wins,
 * rollbacks and lookups accept any status. The game's stake limits, like the brand's game
 * policy in the provider directory, take effect within `ttlMs`.
 */
export function createSessionDirectory(db: Executor, ttlMs: number): SessionSource {
  const cache = createBriefCache<SessionView | undefined>({
    ttlMs,
    maxEntries: maxRememberedSessions,
    isKept: (session) => session !== undefined,
  });
  return {
    find: (providerId, tokenHash) =>
      cache.get(`${providerId}|${tokenHash}`, () =>
        repository.findSession(db, providerId, tokenHash),
      ),
  };
}

/** The session behind a token, of this provider; any status (wins come after expiry). */
export async function findSession(
  sessions: SessionSource,
  call: PamCall,
  token: string,
): Promise<SessionView> {
  if (token.length < tokenLength.min || token.length > tokenLength.max) {
    throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND');
  }
  const session = await sessions.find(call.provider.id, sessionTokenHash(token));
  if (!session) throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND');
  return session;
}

/**
 * The session of a player call: the token must be this player's. A token of another player
 * answers "not found" too, so a provider learns nothing about sessions it does not hold.
 */
export async function findPlayerSession(
  sessions: SessionSource,
  call: PamCall,
  playerId: string,
  token: string,
): Promise<SessionView> {
  const session = await findSession(sessions, call, token);
  if (String(session.memberId) !== playerId) throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND');
  return session;
}
