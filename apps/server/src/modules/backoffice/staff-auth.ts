import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, desc, eq, gt, isNotNull, isNull, notInArray, type SQL } from 'drizzle-orm';
import {
  apiPaths,
  type LoginProof,
  type StaffLoginResult,
  type StaffRole,
  type StaffSession,
} from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { auditLog, staffSessions, staffUsers } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { recordAudit } from '../../platform/audit-trail.ts';
import {
  assessLoginPressure,
  createDeviceTrust,
  deviceAccountOf,
  type DeviceTrust,
  type FailureScope,
  type LoginDevice,
  type LoginFailureLog,
  type LoginProofs,
  type LoginTrust,
  verifyPassword,
} from '../identity/index.ts';
import { hashToken, newToken } from '../identity/index.ts';
import type { StaffTwoFactor } from './staff-two-factor.ts';

export interface StaffIdentity {
  id: number;
  merchantId: number;
  username: string;
  roles: StaffRole[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in operator; set by requireStaff before the handler runs. */
    staff: StaffIdentity;
    /** The SHA-256 of the staff session token of this request (for logout). */
    staffTokenHash: string;
  }
}

export interface StaffAuth {
  /**
   * Hook (onRequest, so strangers are refused before the body is even read; preHandler works
   * too): a live staff session of the request's brand (Bearer token) whose roles
   * include one of `roles` (admin passes everything); else not_logged_in / staff_forbidden.
   */
  requireStaff(roles: StaffRole[]): (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * Checks a staff password and opens a session, or the two-factor step it needs first;
   * staff_login_failed / too_many_requests (with the real wait) / login_proof_* when failures
   * ask for proof of work first.
   */
  login(input: {
    merchantId: number;
    username: string;
    password: string;
    ip: string;
    proof?: LoginProof | undefined;
    device: LoginDevice;
  }): Promise<StaffLoginResult>;
  /** The operators' device cookies, for the login route to read and write. */
  devices: DeviceTrust;
  /** Opens a session for an active staff account of the brand (after its second factor). */
  openSession(input: { merchantId: number; staffId: number; ip: string }): Promise<StaffSession>;
  /** Ends the session whose token hashes to `tokenHash`. */
  logout(tokenHash: string): Promise<void>;
  /**
   * Whether the session whose token hashes to `tokenHash` is still live: not ended, not
   * expired, not idle too long, its operator still active. For a channel opened with it (the
   * chat console's socket), which ends with the session. Does not count as a call.
   */
  isSessionLive(tokenHash: string): Promise<boolean>;
}

/** Session lifetimes: 8 hours at most, 30 minutes without a call ends it sooner. */
export const staffSessionAbsoluteMs = 8 * 60 * 60_000;
export const staffSessionIdleMs = 30 * 60_000;
/** Failed logins tolerated per staff name (from one IP, or from unknown IPs), and per IP. */
export const staffLoginFailuresPerAccount = 5;
export const staffLoginFailuresPerIp = 20;
const throttleWindowMs = 15 * 60_000;

/** A session that is not ended, expired or idle too long, of an operator still active. */
function liveSession(tokenHash: string, at: Date) {
  return and(
    eq(staffSessions.tokenHash, tokenHash),
    isNull(staffSessions.revokedAt),
    gt(staffSessions.expiresAt, at),
    gt(staffSessions.lastSeenAt, new Date(at.getTime() - staffSessionIdleMs)),
    // disabled staff lose their sessions
    eq(staffUsers.status, 'active'),
  );
}
/** last_seen_at is written at most this often, so every call is not also a write. */
const touchEveryMs = 60_000;
const maxTokenLength = 128;

/** The device-cookie name of an operator account (retired by a new password). */
const staffDeviceAccount = (staff: {
  id: number;
  merchantId: number;
  passwordHash: string | null;
}) => deviceAccountOf('staff', staff);

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return undefined;
  const token = header.slice(7).trim();
  return token.length > 0 && token.length <= maxTokenLength ? token : undefined;
}

/**
 * Staff logins and sessions of the back office. Tokens are 256 random bits; only their
 * SHA-256 is stored. `now` is replaceable so tests can move the clock.
 */
export function createStaffAuth(options: {
  db: Db;
  loginProofs: LoginProofs;
  hmacKey: Buffer;
  twoFactor: StaffTwoFactor;
  now?: () => Date;
}): StaffAuth {
  const { db, loginProofs, twoFactor } = options;
  const now = options.now ?? (() => new Date());
  const devices = createDeviceTrust({
    hmacKey: options.hmacKey,
    cookieName: 'lobby_staff_device',
    path: apiPaths.staffLogin,
    now,
  });

  /** IPs the operator logged in from before: their failures are not a stranger's. */
  const knownIps = (merchantId: number, name: string) =>
    db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.merchantId, merchantId),
          eq(auditLog.action, 'staff.login'),
          eq(auditLog.subjectId, name),
          isNotNull(auditLog.ip),
        ),
      );

  /** The staff login failures the shared throttle weighs (identity's assessLoginPressure). */
  function failureLog(merchantId: number, name: string, ip: string): LoginFailureLog {
    const scopes: Record<FailureScope, SQL[]> = {
      pair: [eq(auditLog.subjectId, name), eq(auditLog.ip, ip)],
      strangers: [
        eq(auditLog.subjectId, name),
        notInArray(auditLog.ip, knownIps(merchantId, name)),
      ],
      ip: [eq(auditLog.ip, ip)],
    };
    return async (scope, since, max) => {
      const rows = await db
        .select({ at: auditLog.createdAt })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.merchantId, merchantId),
            eq(auditLog.action, 'staff.login_failed'),
            gt(auditLog.createdAt, since),
            ...scopes[scope],
          ),
        )
        .orderBy(desc(auditLog.createdAt))
        .limit(max);
      return rows.map((row) => row.at);
    };
  }

  async function startSession(
    staff: { id: number; merchantId: number; username: string; roles: StaffRole[] },
    ip: string,
  ): Promise<StaffSession> {
    const token = newToken();
    const issuedAt = now();
    const expiresAt = new Date(issuedAt.getTime() + staffSessionAbsoluteMs);
    await db.transaction(async (tx) => {
      await tx.insert(staffSessions).values({
        staffId: staff.id,
        tokenHash: hashToken(token),
        lastSeenAt: issuedAt,
        expiresAt,
        createdAt: issuedAt,
      });
      await recordAudit(tx, {
        merchantId: staff.merchantId,
        actorKind: 'staff',
        actorId: staff.id,
        action: 'staff.login',
        subjectKind: 'staff_user',
        subjectId: staff.username,
        ip,
        at: issuedAt,
      });
    });
    return {
      status: 'ok',
      token,
      username: staff.username,
      roles: staff.roles,
      expiresAt: expiresAt.toISOString(),
    };
  }

  async function trustOf(
    staff: { id: number; merchantId: number; passwordHash: string | null } | undefined,
    name: string,
    ip: string,
    device: LoginDevice,
  ): Promise<LoginTrust> {
    if (!staff) return 'none';
    if (device.vouchesFor(staffDeviceAccount(staff))) return 'device';
    const [known] = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.merchantId, staff.merchantId),
          eq(auditLog.action, 'staff.login'),
          eq(auditLog.subjectId, name),
          eq(auditLog.ip, ip),
        ),
      )
      .limit(1);
    return known ? 'known_ip' : 'none';
  }

  return {
    devices,

    async login({ merchantId, username, password, ip, proof, device }) {
      const name = username.trim().toLowerCase();
      const [staff] = await db
        .select()
        .from(staffUsers)
        .where(and(eq(staffUsers.merchantId, merchantId), eq(staffUsers.username, name)))
        .limit(1);
      const pressure = await assessLoginPressure(failureLog(merchantId, name, ip), {
        trust: await trustOf(staff, name, ip, device),
        limits: {
          perAccount: staffLoginFailuresPerAccount,
          perIp: staffLoginFailuresPerIp,
          windowMs: throttleWindowMs,
        },
        now: now(),
      });
      await loginProofs.verify(`staff:${merchantId}:${name}`, pressure.difficulty, proof);
      // an unknown name still costs one argon2 verification (the decoy), so timing tells nothing
      const passwordOk = await verifyPassword(staff?.passwordHash ?? null, password);
      if (!staff || !passwordOk || staff.status !== 'active') {
        await recordAudit(db, {
          merchantId,
          actorKind: 'staff',
          actorId: staff?.id ?? null,
          action: 'staff.login_failed',
          subjectKind: 'staff_user',
          subjectId: name,
          ip,
          at: now(),
        });
        throw new AppError('staff_login_failed');
      }
      device.remember(staffDeviceAccount(staff));
      const step = twoFactor.stepAfterPassword(staff);
      if (step === 'session') return startSession(staff, ip);
      const status = step === 'verify' ? 'two_factor_required' : 'two_factor_enrolment_required';
      return { status, ...(await twoFactor.startChallenge(staff.id, step)) };
    },

    async openSession({ merchantId, staffId, ip }) {
      const [staff] = await db
        .select()
        .from(staffUsers)
        .where(
          and(
            eq(staffUsers.id, staffId),
            eq(staffUsers.merchantId, merchantId),
            eq(staffUsers.status, 'active'),
          ),
        )
        .limit(1);
      if (!staff) throw new AppError('staff_login_step_expired');
      return startSession(staff, ip);
    },

    async logout(tokenHash) {
      await db
        .update(staffSessions)
        .set({ revokedAt: now() })
        .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.revokedAt)));
    },

    async isSessionLive(tokenHash) {
      const [row] = await db
        .select({ id: staffSessions.id })
        .from(staffSessions)
        .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
        .where(liveSession(tokenHash, now()))
        .limit(1);
      return row !== undefined;
    },

    requireStaff(roles) {
      return async (request) => {
        const token = bearerToken(request);
        if (!token) throw new AppError('not_logged_in');
        const tokenHash = hashToken(token);
        const at = now();
        const [row] = await db
          .select({
            sessionId: staffSessions.id,
            lastSeenAt: staffSessions.lastSeenAt,
            id: staffUsers.id,
            merchantId: staffUsers.merchantId,
            username: staffUsers.username,
            roles: staffUsers.roles,
          })
          .from(staffSessions)
          .innerJoin(staffUsers, eq(staffUsers.id, staffSessions.staffId))
          .where(
            and(
              liveSession(tokenHash, at),
              // staff of another brand are strangers here
              eq(staffUsers.merchantId, request.merchant.id),
            ),
          )
          .limit(1);
        if (!row) throw new AppError('not_logged_in');
        if (!row.roles.includes('admin') && !roles.some((role) => row.roles.includes(role))) {
          throw new AppError('staff_forbidden');
        }
        if (at.getTime() - row.lastSeenAt.getTime() >= touchEveryMs) {
          await db
            .update(staffSessions)
            .set({ lastSeenAt: at })
            .where(eq(staffSessions.id, row.sessionId));
        }
        request.staff = {
          id: row.id,
          merchantId: row.merchantId,
          username: row.username,
          roles: row.roles,
        };
        request.staffTokenHash = tokenHash;
      };
    },
  };
}
