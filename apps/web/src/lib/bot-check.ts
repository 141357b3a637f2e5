import { apiPaths, type BotChallenge, type getBotChallenge } from '@lobby/contracts';
import { apiCall, routeTo } from './api-client.ts';

const getBotChallengeRoute = routeTo<typeof getBotChallenge>('GET', apiPaths.botChallenge);

/** Hashes computed between two yields to the event loop: small enough to keep the page responsive. */
const batchSize = 500;

const encoder = new TextEncoder();

function hexToBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let index = 0; index < bytes.length; index += 1) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16);
  }
  return bytes;
}

function sameBytes(buffer: ArrayBuffer, expected: Uint8Array): boolean {
  const actual = new Uint8Array(buffer);
  if (actual.length !== expected.length) return false;
  return actual.every((byte, index) => byte === expected[index]);
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Solves the server's proof of work: finds n ≤ maxnumber with SHA-256(salt + n) = challenge,
 * a batch of hashes at a time with a pause between batches so the page keeps answering.
 * Resolves with the field the server expects (base64 of the JSON solution).
 */
export async function solveBotChallenge(
  challenge: BotChallenge,
  signal?: AbortSignal,
): Promise<string> {
  const target = hexToBytes(challenge.challenge);
  for (let start = 0; start <= challenge.maxnumber; start += batchSize) {
    signal?.throwIfAborted();
    const end = Math.min(start + batchSize - 1, challenge.maxnumber);
    const numbers = Array.from({ length: end - start + 1 }, (_, offset) => start + offset);
    const digests = await Promise.all(
      numbers.map((number) =>
        crypto.subtle.digest('SHA-256', encoder.encode(`${challenge.salt}${number}`)),
      ),
    );
    const found = digests.findIndex((digest) => sameBytes(digest, target));
    if (found >= 0) {
      const { algorithm, salt, signature } = challenge;
      const solution = {
        algorithm,
        challenge: challenge.challenge,
        number: start + found,
        salt,
        signature,
      };
      return btoa(JSON.stringify(solution));
    }
    await nextTask();
  }
  throw new Error('The bot check challenge has no solution');
}

/** A fresh challenge from the server, solved: the `botCheck` field of a login or registration. */
export async function getBotCheckField(signal?: AbortSignal): Promise<string> {
  const challenge = await apiCall(getBotChallengeRoute, { signal });
  return solveBotChallenge(challenge, signal);
}
