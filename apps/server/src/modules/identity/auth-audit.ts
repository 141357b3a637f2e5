import { and, count, desc, eq, gt, notInArray, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { authEvents, memberKnownIps } from '../../db/schema/index.ts';
import type { FailureScope, LoginFailureLog } from './login-throttle.ts';

/** Identity events the audit log records (ASVS 16.3.1, 16.3.2). */
export type AuthEventName =
  | 'login'
  | 'login_second_step'
  | 'logout'
  | 'register'
  | 'password_change'
  | 'password_reset_request'
  | 'password_reset'
  | 'payment_password_change'
  | 'payment_password_check'
  | 'trial_login'
  | 'handoff';

export interface AuthEventInput {
  merchantId: number;
  memberId?: number | null;
  username?: string | null;
  event: AuthEventName;
  outcome: 'success' | 'failure';
  reason?: string;
}

/** Who made the request, as the audit log keeps it. */
export function requestOrigin(request: FastifyRequest): { ip: string; userAgent: string | null } {
  const agent = request.headers['user-agent'];
  return { ip: request.ip, userAgent: typeof agent === 'string' ? agent.slice(0, 512) : null };
}

/** Writes and counts the identity audit log. */
export function createAuthAudit(db: Db) {
  /** Events of one kind since a moment that also meet `conditions`. */
  async function countSince(
    event: AuthEventName,
    since: Date,
    ...conditions: SQL[]
  ): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(authEvents)
      .where(and(eq(authEvents.event, event), gt(authEvents.createdAt, since), ...conditions));
    return row?.n ?? 0;
  }

  return {
    async record(
      input: AuthEventInput,
      origin: { ip: string; userAgent: string | null },
    ): Promise<void> {
      await db.insert(authEvents).values({
        merchantId: input.merchantId,
        memberId: input.memberId ?? null,
        username: input.username?.toLowerCase() ?? null,
        event: input.event,
        outcome: input.outcome,
        reason: input.reason ?? null,
        ip: origin.ip,
        userAgent: origin.userAgent,
      });
    },

    /**
     * When events of one kind happened since a moment, newest first and at most `max`: for a
     * username and/or an IP, of one outcome or of any (what a sliding-window throttle weighs).
     */
    async eventTimes(
      merchantId: number,
      event: AuthEventName,
      filter: { username?: string; ip?: string; outcome?: 'success' | 'failure' },
      window: { since: Date; max: number },
    ): Promise<Date[]> {
      const conditions = [
        eq(authEvents.merchantId, merchantId),
        eq(authEvents.event, event),
        gt(authEvents.createdAt, window.since),
      ];
      if (filter.username !== undefined) {
        conditions.push(eq(authEvents.username, filter.username.toLowerCase()));
      }
      if (filter.ip !== undefined) conditions.push(eq(authEvents.ip, filter.ip));
      if (filter.outcome !== undefined) conditions.push(eq(authEvents.outcome, filter.outcome));
      const rows = await db
        .select({ at: authEvents.createdAt })
        .from(authEvents)
        .where(and(...conditions))
        .orderBy(desc(authEvents.createdAt))
        .limit(window.max);
      return rows.map((row) => row.at);
    },

    /** Events of one kind from an IP since a moment (failures only, unless asked). */
    countForIp(
      merchantId: number,
      event: AuthEventName,
      ip: string,
      since: Date,
      outcome: 'success' | 'failure' = 'failure',
    ): Promise<number> {
      return countSince(
        event,
        since,
        eq(authEvents.merchantId, merchantId),
        eq(authEvents.ip, ip),
        eq(authEvents.outcome, outcome),
      );
    },

    /** Failures of one kind for an account since a moment. */
    countFailuresForMember(memberId: number, event: AuthEventName, since: Date): Promise<number> {
      return countSince(
        event,
        since,
        eq(authEvents.memberId, memberId),
        eq(authEvents.outcome, 'failure'),
      );
    },

    /** Requests of one kind for an account since a moment, whatever their outcome. */
    countForMember(memberId: number, event: AuthEventName, since: Date): Promise<number> {
      return countSince(event, since, eq(authEvents.memberId, memberId));
    },

    /**
     * The login failures the throttle weighs for a name tried from an IP; `memberId` (when the
     * account exists) tells its known IPs, whose failures are not a stranger's.
     */
    loginFailures(
      merchantId: number,
      attempt: { username: string; memberId: number | null; ip: string },
    ): LoginFailureLog {
      const username = eq(authEvents.username, attempt.username.toLowerCase());
      const fromIp = eq(authEvents.ip, attempt.ip);
      const knownIps = db
        .select({ ip: memberKnownIps.ip })
        .from(memberKnownIps)
        .where(eq(memberKnownIps.memberId, attempt.memberId ?? -1));
      const scopes: Record<FailureScope, SQL[]> = {
        pair: [username, fromIp],
        strangers: [username, notInArray(authEvents.ip, knownIps)],
        ip: [fromIp],
      };
      return async (scope, since, max) => {
        const rows = await db
          .select({ at: authEvents.createdAt })
          .from(authEvents)
          .where(
            and(
              eq(authEvents.merchantId, merchantId),
              eq(authEvents.event, 'login'),
              eq(authEvents.outcome, 'failure'),
              gt(authEvents.createdAt, since),
              ...scopes[scope],
            ),
          )
          .orderBy(desc(authEvents.createdAt))
          .limit(max);
        return rows.map((row) => row.at);
      };
    },

    /** The member's latest login attempts, for the security centre. */
    async recentLogins(memberId: number, limit = 10) {
      return db
        .select({
          at: authEvents.createdAt,
          ip: authEvents.ip,
          userAgent: authEvents.userAgent,
          outcome: authEvents.outcome,
        })
        .from(authEvents)
        .where(and(eq(authEvents.memberId, memberId), eq(authEvents.event, 'login')))
        .orderBy(desc(authEvents.createdAt))
        .limit(limit);
    },
  };
}
export type AuthAudit = ReturnType<typeof createAuthAudit>;
