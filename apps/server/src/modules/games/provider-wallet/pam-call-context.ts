import { createHash } from 'node:crypto';
import type { Executor } from '../../../db/rows.ts';
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

/** Whether new bets are still accepted on the session. */
export function isSessionLive(session: SessionView, now: Date): boolean {
  return session.status !== 'replaced' && session.expiresAt > now;
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

/** The session behind a token, of this provider; any status (wins come after expiry). */
export async function findSession(
  db: Executor,
  call: PamCall,
  token: string,
): Promise<SessionView> {
  if (token.length < tokenLength.min || token.length > tokenLength.max) {
    throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND');
  }
  const session = await repository.findSession(db, call.provider.id, sessionTokenHash(token));
  if (!session) throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND');
  return session;
}

/**
 * The session of a player call: the token must be this player's. A token of another player
 * answers "not found" too, so a provider learns nothing about sessions it does not hold.
 */
export async function findPlayerSession(
  db: Executor,
  call: PamCall,
  playerId: string,
  token: string,
): Promise<SessionView> {
  const session = await findSession(db, call, token);
  if (String(session.memberId) !== playerId) throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND');
  return session;
}
