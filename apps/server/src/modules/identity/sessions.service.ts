import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthPolicy, LoggedOutReason } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { hashToken, newToken } from './tokens.ts';
import { memberTopic, type EventBus } from '../../platform/event-bus.ts';
import { loggedOutEvent } from '../../platform/member-events.service.ts';

export type SessionRow = typeof sessions.$inferSelect;
export type LoginMethod = 'password' | 'sms' | 'trial' | 'register' | 'reset' | 'handoff';

import { handoffTtlSeconds } from '@lobby/contracts';
/** lastSeenAt is written at most this often, so busy sessions do not write on every call. */
const touchEveryMs = 60_000;

export interface NewSessionInput {
  merchantId: number;
  memberId: number;
  method: LoginMethod;
  mustChangePassword: boolean;
  /** Whether the member had never logged in before this session. */
  isFirstLogin?: boolean;
  ip: string;
  userAgent: string | null;
}

/**
 * Sessions (ASVS 7): opaque random tokens, only their SHA-256 stored, with an idle limit, an
 * absolute limit and revocation. Hand-off codes are sessions of kind 'handoff' that live a
 * minute and are exchanged once for a real session.
 */
export function createSessionsService(
  db: Db,
  now: () => Date = () => new Date(),
  events?: EventBus,
) {
  /** Tells the member's open pages, after the revocation committed (forced logout, §2.4). */
  function announce(
    memberId: number,
    event: { reason: LoggedOutReason; sessionId?: number; exceptSessionId?: number },
  ): void {
    events?.publish(memberTopic(memberId), loggedOutEvent(event));
  }

  async function insert(
    input: NewSessionInput,
    kind: 'session' | 'handoff',
    expiresAt: Date,
  ): Promise<string> {
    const token = newToken();
    await db.insert(sessions).values({
      merchantId: input.merchantId,
      memberId: input.memberId,
      tokenHash: hashToken(token),
      kind,
      method: input.method,
      mustChangePassword: input.mustChangePassword,
      isFirstLogin: input.isFirstLogin ?? false,
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent,
    });
    return token;
  }

  return {
    /** Starts a session and returns its token (the only time the token exists server-side). */
    create(input: NewSessionInput, policy: AuthPolicy): Promise<string> {
      const expiresAt = new Date(now().getTime() + policy.sessionMaxHours * 3_600_000);
      return insert(input, 'session', expiresAt);
    },

    /**
     * The live session of a token for this brand, or undefined when the token is unknown,
     * revoked, past its absolute end or idle too long. Refreshes lastSeenAt.
     */
    async resolve(
      merchantId: number,
      token: string,
      policy: AuthPolicy,
    ): Promise<SessionRow | undefined> {
      const [row] = await db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.tokenHash, hashToken(token)),
            eq(sessions.merchantId, merchantId),
            eq(sessions.kind, 'session'),
            isNull(sessions.revokedAt),
          ),
        )
        .limit(1);
      if (!row) return undefined;
      const at = now();
      const idleLimit = row.lastSeenAt.getTime() + policy.sessionIdleMinutes * 60_000;
      if (row.expiresAt <= at || idleLimit <= at.getTime()) return undefined;
      if (at.getTime() - row.lastSeenAt.getTime() > touchEveryMs) {
        await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, row.id));
      }
      return row;
    },

    /** Ends one session (logout); its other tabs hear `logged_out`. */
    async revoke(sessionId: number): Promise<void> {
      const ended = await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
        .returning({ memberId: sessions.memberId });
      for (const row of ended) announce(row.memberId, { reason: 'session_revoked', sessionId });
    },

    /**
     * Ends every session of a member, but one (after a password change, ASVS 7.4.3); their
     * open pages hear `logged_out` with the reason.
     */
    async revokeAllForMember(
      memberId: number,
      exceptSessionId?: number,
      reason: LoggedOutReason = 'password_changed',
    ): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            exceptSessionId === undefined ? undefined : sql`${sessions.id} <> ${exceptSessionId}`,
          ),
        );
      announce(memberId, exceptSessionId === undefined ? { reason } : { reason, exceptSessionId });
    },

    /** The password was changed in this session: lift the must-change restriction. */
    async clearMustChangePassword(sessionId: number): Promise<void> {
      await db
        .update(sessions)
        .set({ mustChangePassword: false })
        .where(eq(sessions.id, sessionId));
    },

    /** A one-time code that another window or domain exchanges for its own session. */
    createHandoff(input: NewSessionInput): Promise<string> {
      return insert(input, 'handoff', new Date(now().getTime() + handoffTtlSeconds * 1000));
    },

    /** Burns a hand-off code and returns who it was for; undefined when unknown, used or stale. */
    async consumeHandoff(merchantId: number, code: string): Promise<SessionRow | undefined> {
      const [row] = await db
        .update(sessions)
        .set({ revokedAt: now() })
        .where(
          and(
            eq(sessions.tokenHash, hashToken(code)),
            eq(sessions.merchantId, merchantId),
            eq(sessions.kind, 'handoff'),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now()),
          ),
        )
        .returning();
      return row;
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
