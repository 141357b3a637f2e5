import { randomBytes } from 'node:crypto';
import type { PamResponse, PamSession } from '@lobby/contracts';
import type { Db } from '../../../db/client.ts';
import { ensureTrialFunding } from '../../wallet/index.ts';
import type { WalletService } from '../../wallet/index.ts';
import type { PamCaller } from './pam-port.ts';
import type { ProviderDirectory } from './pam-provider-directory.ts';
import { answering, PamRefusal } from './pam-answers.ts';
import {
  findSession,
  resolveCall,
  sessionsFromDatabase,
  sessionTokenHash,
  type PamCall,
} from './pam-call-context.ts';
import {
  providerWalletRepository as repository,
  type SessionView,
} from './provider-wallet.repository.ts';

export interface ProviderSessionDeps {
  db: Db;
  wallet: WalletService;
  providers: ProviderDirectory;
}

/** A fresh session token: 24 random bytes, 32 base64url characters. */
export function newSessionToken(): string {
  return randomBytes(24).toString('base64url');
}

function sessionAnswer(session: SessionView, token: string): PamResponse {
  const view: PamSession = {
    playerId: String(session.memberId),
    token,
    currency: session.unit,
    country: session.country,
    language: session.language,
    gameId: session.game.gameCode,
  };
  return { status: 'OK', session: view };
}

/**
 * The PAM session calls. A launch token (single use, minutes long) is either exchanged for a
 * new session token (refreshSession, the in-house games' way) or, for providers that use the
 * launch token as their session, turned into an active session by its first getSession.
 */
export function createProviderSessions(deps: ProviderSessionDeps) {
  // these calls act on a session's status: never from memory
  const fresh = sessionsFromDatabase(deps.db);
  const sessionEnd = (call: PamCall) =>
    new Date(Date.now() + call.policy.gameSessionMinutes * 60_000);

  async function fundTrial(call: PamCall, session: SessionView): Promise<void> {
    await ensureTrialFunding({ db: deps.db, wallet: deps.wallet }, call.brand, {
      id: session.memberId,
      type: session.memberType,
    });
  }

  /** Refuses replaced and expired tokens (a session's details need a live session). */
  async function liveSession(call: PamCall, token: string): Promise<SessionView> {
    const session = await findSession(fresh, call, token);
    if (session.status === 'replaced') throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND');
    if (session.expiresAt <= new Date()) throw new PamRefusal('PAM_ERR_SESSION_EXPIRED');
    return session;
  }

  return {
    getSession(caller: PamCaller, token: string): Promise<PamResponse> {
      return answering(async () => {
        const call = await resolveCall(deps.providers, caller);
        const session = await liveSession(call, token);
        if (session.status === 'launch') {
          const expiresAt = sessionEnd(call);
          await repository.activateSession(deps.db, session.id, expiresAt);
          session.status = 'active';
          session.expiresAt = expiresAt;
        }
        await fundTrial(call, session);
        return sessionAnswer(session, token);
      });
    },

    refreshSession(caller: PamCaller, token: string): Promise<PamResponse> {
      return answering(async () => {
        const call = await resolveCall(deps.providers, caller);
        const session = await liveSession(call, token);
        const fresh = newSessionToken();
        const expiresAt = sessionEnd(call);
        await deps.db.transaction(async (tx) => {
          // two refreshes of one token: only the first gets a new session
          if (!(await repository.replaceSession(tx, session.id))) {
            throw new PamRefusal('PAM_ERR_SESSION_NOT_FOUND');
          }
          await repository.insertSession(tx, {
            merchantId: call.brand.id,
            memberId: session.memberId,
            gameId: session.game.id,
            providerId: call.provider.id,
            tokenHash: sessionTokenHash(fresh),
            status: 'active',
            unit: session.unit,
            language: session.language,
            country: session.country,
            expiresAt,
          });
        });
        await fundTrial(call, session);
        return sessionAnswer({ ...session, status: 'active', expiresAt }, fresh);
      });
    },
  };
}
