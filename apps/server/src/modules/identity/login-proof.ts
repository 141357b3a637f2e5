import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { lt } from 'drizzle-orm';
import type { LoginProof, LoginProofChallenge } from '@lobby/contracts';
import type { Db } from '../../db/client.ts';
import { botCheckUses } from '../../db/schema/index.ts';
import { AppError } from '../../platform/app-error.ts';

/**
 * The proof of work a login pays once failures pile up (issue 12, F2). Challenges are
 * stateless and signed: `v1.<difficulty>.<expires>.<subject tag>.<random>.<signature>`, so
 * issuing one writes nothing; a used one is remembered (in the bot check's replay table,
 * under a prefix of its own) until it expires, so it works once.
 */
export interface LoginProofs {
  /** A fresh challenge of `difficulty` bits, valid only for logins to `subject`. */
  issue(subject: string, difficulty: number): LoginProofChallenge;
  /**
   * Passes when `difficulty` is 0, or when `proof` is a solution, issued for `subject`, of at
   * least `difficulty` bits, unexpired and never used before; otherwise throws a 400:
   * login_proof_required (with a fresh challenge in details.proofChallenge),
   * login_proof_invalid, login_proof_expired or login_proof_used.
   */
  verify(subject: string, difficulty: number, proof: LoginProof | undefined): Promise<void>;
}

export interface LoginProofsOptions {
  db: Db;
  /** The server's HMAC master key; a key for this purpose alone is derived from it. */
  hmacKey: Buffer;
  ttlMs?: number;
  now?: () => Date;
}

const version = 'v1';
/** The replay guard shares bot_check_uses; the prefix keeps the two kinds apart. */
const usedPrefix = 'login-proof:';
const sweepIntervalMs = 60_000;

/** Leading zero bits of a hash. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** SHA-256 of challenge and nonce: the hash the proof is judged by. */
export function proofHash(challenge: string, nonce: string): Buffer {
  return createHash('sha256')
    .update(challenge + nonce, 'utf8')
    .digest();
}

/** Signed, stateless, single-use proof-of-work challenges for the password logins. */
export function createLoginProofs(options: LoginProofsOptions): LoginProofs {
  const { db, ttlMs = 5 * 60_000, now = () => new Date() } = options;
  const key = Buffer.from(hkdfSync('sha256', options.hmacKey, Buffer.alloc(0), 'login-proof', 32));
  const mac = (text: string) => createHmac('sha256', key).update(text).digest('base64url');
  // the subject (brand and account) is bound in as a tag: a cheap challenge won for one
  // account cannot pay for another's harder one
  const tagOf = (subject: string) => mac(`subject:${subject}`).slice(0, 16);
  let lastSweep = 0;

  function issue(subject: string, difficulty: number): LoginProofChallenge {
    const expires = Math.floor((now().getTime() + ttlMs) / 1000);
    const body = [
      version,
      difficulty,
      expires,
      tagOf(subject),
      randomBytes(12).toString('base64url'),
    ].join('.');
    return { challenge: `${body}.${mac(body)}`, difficulty };
  }

  async function claim(signature: string, expiresAt: Date): Promise<boolean> {
    const at = now();
    if (at.getTime() - lastSweep >= sweepIntervalMs) {
      lastSweep = at.getTime();
      await db.delete(botCheckUses).where(lt(botCheckUses.expiresAt, at));
    }
    const inserted = await db
      .insert(botCheckUses)
      .values({ signature: usedPrefix + signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: botCheckUses.signature });
    return inserted.length === 1;
  }

  return {
    issue,

    async verify(subject, difficulty, proof) {
      if (difficulty <= 0) return;
      const required = () => ({ details: { proofChallenge: issue(subject, difficulty) } });
      if (!proof) throw new AppError('login_proof_required', required());
      const parts = proof.challenge.split('.');
      const [given, bits, expires, tag, , signature] = parts;
      const body = parts.slice(0, 5).join('.');
      const expected = Buffer.from(mac(body));
      if (
        parts.length !== 6 ||
        given !== version ||
        !signature ||
        signature.length !== expected.length ||
        !timingSafeEqual(Buffer.from(signature), expected) ||
        tag !== tagOf(subject)
      ) {
        throw new AppError('login_proof_invalid', required());
      }
      const expiresAt = new Date(Number(expires) * 1000);
      if (!(expiresAt.getTime() > now().getTime())) {
        throw new AppError('login_proof_expired', required());
      }
      // a challenge issued before more failures came in is too cheap now: ask for a harder one
      if (Number(bits) < difficulty) throw new AppError('login_proof_required', required());
      if (leadingZeroBits(proofHash(proof.challenge, proof.nonce)) < Number(bits)) {
        throw new AppError('login_proof_invalid', required());
      }
      if (!(await claim(signature, expiresAt))) throw new AppError('login_proof_used', required());
    },
  };
}
