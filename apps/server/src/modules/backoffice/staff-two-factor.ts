import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { StaffRole } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { staffRecoveryCodes, staffTwoFactorChallenges, staffUsers } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';
import { createSecretBox } from '../../platform/secret-box.ts';
import { matchTotpStep, newTotpSecret, otpauthUri, toBase32 } from '../../platform/totp.ts';
import { hashToken, newToken } from '../identity/index.ts';

/** Roles that cannot finish a login without a confirmed second factor. */
export const twoFactorRoles: readonly StaffRole[] = ['finance', 'admin'];
/** How long the second step of a login may take. */
export const staffChallengeMs = 5 * 60_000;
/** Wrong codes a challenge survives; the next login starts over with the password. */
export const staffChallengeFailures = 5;
/** Recovery codes made at enrolment. */
export const recoveryCodeCount = 10;

/** What a right password leads to: a session now, a code first, or the enrolment first. */
export type StaffLoginStep = 'session' | 'verify' | 'enrol';

/** Unambiguous letters and digits (no 0/O, 1/I/L) for codes people copy from paper. */
const recoveryAlphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

function newRecoveryCode(): string {
  const chars = Array.from(
    { length: 10 },
    () => recoveryAlphabet[randomInt(recoveryAlphabet.length)],
  );
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The stored form of a recovery code: dashes and case do not matter to whoever types it. */
function recoveryCodeHash(code: string): string {
  return hashToken(`staff-recovery:${code.replace(/-/g, '').toUpperCase()}`);
}

export interface StaffTwoFactor {
  /** The step after a right password for this account. */
  stepAfterPassword(staff: { roles: StaffRole[]; totpConfirmedAt: Date | null }): StaffLoginStep;
  /** Opens the second step of a login (single use, 5 minutes). */
  startChallenge(
    staffId: number,
    kind: 'verify' | 'enrol',
  ): Promise<{ challenge: string; expiresAt: string }>;
  /** A new secret for an enrolling login, sealed in storage and shown here once. */
  enrol(input: {
    merchantId: number;
    challenge: string;
    issuer: string;
  }): Promise<{ secret: string; otpauthUri: string }>;
  /**
   * Checks the second step; returns the account to open a session for, and the new recovery
   * codes when it confirmed an enrolment. staff_two_factor_invalid / staff_login_step_expired.
   */
  verify(input: {
    merchantId: number;
    challenge: string;
    code?: string;
    recoveryCode?: string;
  }): Promise<{ staffId: number; recoveryCodes?: string[] }>;
}

/**
 * Staff two-factor (TOTP, RFC 6238) with single-use recovery codes. Secrets are sealed with a
 * key from the configuration (TWO_FACTOR_KEY, else the server secret); a code is good once
 * (its step must be later than the last accepted one). `now` is replaceable for tests.
 */
export function createStaffTwoFactor(options: {
  db: Db;
  key: Buffer;
  now?: () => Date;
}): StaffTwoFactor {
  const { db } = options;
  const now = options.now ?? (() => new Date());
  const box = createSecretBox(options.key, 'staff-totp');

  async function liveChallenge(merchantId: number, challenge: string) {
    const [row] = await db
      .select({
        id: staffTwoFactorChallenges.id,
        kind: staffTwoFactorChallenges.kind,
        staffId: staffUsers.id,
        username: staffUsers.username,
        sealedSecret: staffUsers.totpSecretSealed,
      })
      .from(staffTwoFactorChallenges)
      .innerJoin(staffUsers, eq(staffUsers.id, staffTwoFactorChallenges.staffId))
      .where(
        and(
          eq(staffTwoFactorChallenges.tokenHash, hashToken(challenge)),
          isNull(staffTwoFactorChallenges.usedAt),
          gt(staffTwoFactorChallenges.expiresAt, now()),
          lt(staffTwoFactorChallenges.failures, staffChallengeFailures),
          eq(staffUsers.merchantId, merchantId),
          eq(staffUsers.status, 'active'),
        ),
      )
      .limit(1);
    if (!row) throw new AppError('staff_login_step_expired');
    return row;
  }

  async function refuse(challengeId: number): Promise<never> {
    await db
      .update(staffTwoFactorChallenges)
      .set({ failures: sql`${staffTwoFactorChallenges.failures} + 1` })
      .where(eq(staffTwoFactorChallenges.id, challengeId));
    throw new AppError('staff_two_factor_invalid');
  }

  /** Accepts the TOTP step once: a step at or before the last accepted one is a replay. */
  async function acceptStep(staffId: number, step: number, confirm: boolean): Promise<boolean> {
    const accepted = await db
      .update(staffUsers)
      .set({ totpLastStep: step, ...(confirm ? { totpConfirmedAt: now() } : {}) })
      .where(
        and(
          eq(staffUsers.id, staffId),
          or(isNull(staffUsers.totpLastStep), lt(staffUsers.totpLastStep, step)),
        ),
      )
      .returning({ id: staffUsers.id });
    return accepted.length === 1;
  }

  async function useRecoveryCode(staffId: number, code: string): Promise<boolean> {
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: now() })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, staffId),
          eq(staffRecoveryCodes.codeHash, recoveryCodeHash(code)),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return used.length === 1;
  }

  async function replaceRecoveryCodes(staffId: number): Promise<string[]> {
    const codes = Array.from({ length: recoveryCodeCount }, newRecoveryCode);
    await db.transaction(async (tx) => {
      await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
      await tx
        .insert(staffRecoveryCodes)
        .values(codes.map((code) => ({ staffId, codeHash: recoveryCodeHash(code) })));
    });
    return codes;
  }

  /** Marks the challenge used; false when a parallel call used it first. */
  async function consume(challengeId: number): Promise<boolean> {
    const used = await db
      .update(staffTwoFactorChallenges)
      .set({ usedAt: now() })
      .where(
        and(eq(staffTwoFactorChallenges.id, challengeId), isNull(staffTwoFactorChallenges.usedAt)),
      )
      .returning({ id: staffTwoFactorChallenges.id });
    return used.length === 1;
  }

  return {
    stepAfterPassword(staff) {
      if (staff.totpConfirmedAt) return 'verify';
      return staff.roles.some((role) => twoFactorRoles.includes(role)) ? 'enrol' : 'session';
    },

    async startChallenge(staffId, kind) {
      const challenge = newToken();
      const expiresAt = new Date(now().getTime() + staffChallengeMs);
      await db
        .insert(staffTwoFactorChallenges)
        .values({ staffId, tokenHash: hashToken(challenge), kind, expiresAt });
      return { challenge, expiresAt: expiresAt.toISOString() };
    },

    async enrol({ merchantId, challenge, issuer }) {
      const row = await liveChallenge(merchantId, challenge);
      if (row.kind !== 'enrol') throw new AppError('staff_login_step_expired');
      const secret = newTotpSecret();
      await db
        .update(staffUsers)
        .set({ totpSecretSealed: box.seal(secret.toString('base64')), totpConfirmedAt: null })
        .where(and(eq(staffUsers.id, row.staffId), isNull(staffUsers.totpConfirmedAt)));
      return {
        secret: toBase32(secret),
        otpauthUri: otpauthUri({ issuer, account: row.username, secret }),
      };
    },

    async verify({ merchantId, challenge, code, recoveryCode }) {
      const row = await liveChallenge(merchantId, challenge);
      const enrolling = row.kind === 'enrol';
      if (recoveryCode !== undefined) {
        if (enrolling || !(await useRecoveryCode(row.staffId, recoveryCode))) {
          return refuse(row.id);
        }
      } else {
        const opened = row.sealedSecret ? box.open(row.sealedSecret) : undefined;
        const step = opened
          ? matchTotpStep(Buffer.from(opened, 'base64'), code ?? '', now())
          : undefined;
        if (step === undefined || !(await acceptStep(row.staffId, step, enrolling))) {
          return refuse(row.id);
        }
      }
      if (!(await consume(row.id))) throw new AppError('staff_login_step_expired');
      if (!enrolling) return { staffId: row.staffId };
      return { staffId: row.staffId, recoveryCodes: await replaceRecoveryCodes(row.staffId) };
    },
  };
}
