import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { BotChallenge } from '@lobby/contracts';
import type { Db } from '../src/db/client.ts';
import { createCaptchaService } from '../src/platform/captcha.ts';
import { loadHmacKey } from '../src/platform/server-secrets.ts';

/** Finds the number the way a browser does and encodes the field the server expects. */
export function solveChallenge(challenge: BotChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('bot challenge has no solution up to maxnumber');
}

/** A solved bot check for the next login or registration call (`GET /wps/botCheck/challenge`). */
export async function solveBotCheck(app: FastifyInstance, ip = '127.0.0.1'): Promise<string> {
  const response = await app.inject({
    method: 'GET',
    url: '/wps/botCheck/challenge',
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`bot challenge failed: ${response.body}`);
  return solveChallenge((response.json() as { value: BotChallenge }).value);
}

/**
 * A captcha whose answer the test knows, stored as the app stores its own (same database, same
 * HMAC key), so the app accepts it. Pass `secretKey` when the test app was given SECRET_KEY.
 */
export async function issueKnownCaptcha(
  db: Db,
  merchantId: number,
  options: { answer?: string; secretKey?: string } = {},
): Promise<{ captchaId: string; answer: string }> {
  const answer = options.answer ?? 'KM7X4';
  const hmacKey = await loadHmacKey(db, options.secretKey);
  const service = createCaptchaService({ db, hmacKey, createAnswer: () => answer });
  const { captchaId } = await service.issue(merchantId);
  return { captchaId, answer };
}
