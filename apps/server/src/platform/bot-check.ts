import {
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { BotChallenge } from '@lobby/contracts';
import type { Db } from '../db/client.ts';
import { botCheckUses } from '../db/schema/index.ts';
import { AppError } from './app-error.ts';

/**
 * Tells people from scripts before a form is accepted (login, registration). The default is
 * the self-hosted proof-of-work check below; a hosted service (Cloudflare Turnstile, hCaptcha)
 * would implement the same interface: `createChallenge` hands the client what its widget
 * needs, `verify` asks the service about the token the client sends back.
 */
export interface BotCheck {
  /** A fresh challenge for the client to solve. */
  createChallenge(): Promise<BotChallenge>;
  /** True only for a correct, unexpired solution not used before; bad input is false, never a throw. */
  verify(solution: string): Promise<boolean>;
}

export interface ProofOfWorkBotCheckOptions {
  db: Db;
  /** The server's HMAC master key; a key for this purpose alone is derived from it. */
  hmacKey: Buffer;
  /** The secret number lies in [0, maxNumber]: the client tries half of that on average. */
  maxNumber: number;
  ttlMs?: number;
  now?: () => Date;
}

/** The solution as the client sends it, base64 of this JSON (the Altcha payload). */
const solutionSchema = z.object({
  algorithm: z.literal('SHA-256'),
  challenge: z.string().regex(/^[0-9a-f]{64}$/),
  number: z.number().int().nonnegative(),
  salt: z.string().min(1).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

/** A longer field is not something this check ever issued. */
const maxSolutionLength = 2048;
/** Expired replay guards are swept at most this often, not on every call. */
const sweepIntervalMs = 60_000;

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex');

/** The unix time (seconds) in `…?expires=<n>`, or undefined when the salt carries none. */
function expiryOf(salt: string): number | undefined {
  const query = salt.split('?')[1];
  const expires = query ? new URLSearchParams(query).get('expires') : null;
  return expires && /^\d{1,12}$/.test(expires) ? Number(expires) : undefined;
}

function decodeSolution(solution: string): z.infer<typeof solutionSchema> | undefined {
  if (solution.length === 0 || solution.length > maxSolutionLength) return undefined;
  try {
    const json: unknown = JSON.parse(Buffer.from(solution, 'base64').toString('utf8'));
    const parsed = solutionSchema.safeParse(json);
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Altcha-style proof of work: the salt carries its expiry (`?expires=`), so the expiry is
 * covered by the challenge hash and the signature; the client finds the number with
 * SHA-256(salt + number) = challenge; the signature (HMAC of the challenge) proves the server
 * issued it. A solved challenge is remembered until it expires, so it works once.
 */
export function createProofOfWorkBotCheck(options: ProofOfWorkBotCheckOptions): BotCheck {
  const { db, maxNumber, ttlMs = 5 * 60_000, now = () => new Date() } = options;
  // a key of its own, so a signature here can never be mistaken for any other HMAC the server makes
  const key = Buffer.from(hkdfSync('sha256', options.hmacKey, Buffer.alloc(0), 'bot-check', 32));
  const sign = (challenge: string) => createHmac('sha256', key).update(challenge).digest();
  let lastSweep = 0;

  async function sweepExpired(at: Date): Promise<void> {
    if (at.getTime() - lastSweep < sweepIntervalMs) return;
    lastSweep = at.getTime();
    await db.delete(botCheckUses).where(lt(botCheckUses.expiresAt, at));
  }

  /** Marks the signature used; false when it already was. */
  async function claim(signature: string, expiresAt: Date): Promise<boolean> {
    const inserted = await db
      .insert(botCheckUses)
      .values({ signature, expiresAt })
      .onConflictDoNothing()
      .returning({ signature: botCheckUses.signature });
    return inserted.length === 1;
  }

  return {
    async createChallenge() {
      const expires = Math.floor((now().getTime() + ttlMs) / 1000);
      const salt = `${randomBytes(12).toString('hex')}?expires=${expires}`;
      const challenge = sha256Hex(salt + String(randomInt(0, maxNumber + 1)));
      return {
        algorithm: 'SHA-256',
        challenge,
        salt,
        signature: sign(challenge).toString('hex'),
        maxnumber: maxNumber,
      };
    },

    async verify(solution) {
      const payload = decodeSolution(solution);
      if (!payload) return false;
      const given = Buffer.from(payload.signature, 'hex');
      const expected = sign(payload.challenge);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
      if (sha256Hex(payload.salt + String(payload.number)) !== payload.challenge) return false;
      const expires = expiryOf(payload.salt);
      const at = now();
      if (expires === undefined || expires * 1000 <= at.getTime()) return false;
      await sweepExpired(at);
      return claim(payload.signature, new Date(expires * 1000));
    },
  };
}

/** Throws 'bot_check_failed' unless the solution passes. */
export async function assertBotCheck(
  botCheck: BotCheck,
  solution: string | undefined,
): Promise<void> {
  if (!solution || !(await botCheck.verify(solution))) throw new AppError('bot_check_failed');
}
