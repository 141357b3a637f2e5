import { createHash } from 'node:crypto';
import type { LoginProof, LoginProofChallenge } from '@lobby/contracts';

/** Leading zero bits of a digest (the test's own count, not the server's). */
function zeroBits(digest: Buffer): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte !== 0) return bits + Math.clz32(byte) - 24;
    bits += 8;
  }
  return bits;
}

/** Finds the nonce the way a client does: the first whose hash has enough zero bits. */
export function solveLoginProof(challenge: LoginProofChallenge): LoginProof {
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256').update(`${challenge.challenge}${nonce}`).digest();
    if (zeroBits(digest) >= challenge.difficulty) {
      return { challenge: challenge.challenge, nonce: String(nonce) };
    }
  }
}

/** A nonce that does not solve the challenge (for a test of a wrong proof). */
export function wrongLoginProof(challenge: LoginProofChallenge): LoginProof {
  for (let nonce = 0; ; nonce += 1) {
    const digest = createHash('sha256').update(`${challenge.challenge}${nonce}`).digest();
    if (zeroBits(digest) < challenge.difficulty) {
      return { challenge: challenge.challenge, nonce: String(nonce) };
    }
  }
}

interface Answer {
  json(): unknown;
}

/** The challenge of a login_proof_* refusal, if the answer is one. */
export function proofChallengeOf(response: Answer): LoginProofChallenge | undefined {
  const body = response.json() as {
    code?: string;
    details?: { proofChallenge?: LoginProofChallenge };
  };
  return body.code?.startsWith('login_proof_') ? body.details?.proofChallenge : undefined;
}

/**
 * Sends a login; when the server asks for proof of work, solves it and sends again once, as
 * the clients do. `send` posts the login with the proof given (none at first).
 */
export async function sendWithProof<T extends Answer>(
  send: (proof?: LoginProof) => Promise<T>,
): Promise<T> {
  const first = await send();
  const challenge = proofChallengeOf(first);
  return challenge ? send(solveLoginProof(challenge)) : first;
}
