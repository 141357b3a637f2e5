import { createHmac, hkdfSync, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { GetCaptchaResponse } from '@lobby/contracts';
import type { Db } from '../db/client.ts';
import { captchaChallenges } from '../db/schema/index.ts';
import { captchaImage } from './captcha-image.ts';

/** The image captcha the server demands after repeated login failures. */
export interface CaptchaService {
  /** A new image for the brand; its answer is stored hashed under the returned id. */
  issue(merchantId: number): Promise<GetCaptchaResponse>;
  /**
   * True when `answer` matches (case-insensitive). Any attempt uses the captcha up, right or
   * wrong, so answers cannot be guessed one after another; another brand's id is false.
   */
  verify(merchantId: number, captchaId: string, answer: string): Promise<boolean>;
}

export interface CaptchaServiceOptions {
  db: Db;
  /** The server's HMAC master key; a key for this purpose alone is derived from it. */
  hmacKey: Buffer;
  ttlMs?: number;
  now?: () => Date;
  /** The answer of a new captcha; tests pass a known one. */
  createAnswer?: () => string;
}

/** No look-alikes (0/O/Q/D, 1/I/L, 2/Z, 5/S, 8/B): answers are compared case-insensitively. */
const answerAlphabet = 'ACEFGHJKMNPRTUVWXY34679';
const maxAnswerLength = 16;
/** Expired captchas are swept at most this often, not on every call. */
const sweepIntervalMs = 60_000;

/** 4 or 5 characters from a cryptographic source (svg-captcha's own picks use Math.random). */
export function randomCaptchaAnswer(): string {
  const length = randomInt(4, 6);
  return Array.from({ length }, () => answerAlphabet[randomInt(answerAlphabet.length)]).join('');
}

/** Image captchas backed by the captcha_challenges table: hashed answers, single use, expiring. */
export function createCaptchaService(options: CaptchaServiceOptions): CaptchaService {
  const { db, ttlMs = 5 * 60_000, now = () => new Date() } = options;
  const createAnswer = options.createAnswer ?? randomCaptchaAnswer;
  const key = Buffer.from(hkdfSync('sha256', options.hmacKey, Buffer.alloc(0), 'captcha', 32));
  const hashAnswer = (answer: string) =>
    createHmac('sha256', key).update(answer.trim().toLowerCase()).digest('hex');
  let lastSweep = 0;

  async function sweepExpired(at: Date): Promise<void> {
    if (at.getTime() - lastSweep < sweepIntervalMs) return;
    lastSweep = at.getTime();
    await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, at));
  }

  return {
    async issue(merchantId) {
      const at = now();
      await sweepExpired(at);
      const answer = createAnswer();
      const captchaId = randomBytes(16).toString('base64url');
      await db.insert(captchaChallenges).values({
        id: captchaId,
        merchantId,
        answerHash: hashAnswer(answer),
        expiresAt: new Date(at.getTime() + ttlMs),
        createdAt: at,
      });
      return { image: captchaImage(answer), captchaId };
    },

    async verify(merchantId, captchaId, answer) {
      if (!captchaId || captchaId.length > 64 || !answer || answer.length > maxAnswerLength) {
        return false;
      }
      const at = now();
      const [row] = await db
        .update(captchaChallenges)
        .set({ consumedAt: at })
        .where(
          and(
            eq(captchaChallenges.id, captchaId),
            eq(captchaChallenges.merchantId, merchantId),
            isNull(captchaChallenges.consumedAt),
            gt(captchaChallenges.expiresAt, at),
          ),
        )
        .returning({ answerHash: captchaChallenges.answerHash });
      if (!row) return false;
      return timingSafeEqual(Buffer.from(row.answerHash), Buffer.from(hashAnswer(answer)));
    },
  };
}
