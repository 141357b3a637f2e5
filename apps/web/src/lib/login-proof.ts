import type { LoginProof, LoginProofChallenge } from '@lobby/contracts';
import { ApiError } from './api-client.ts';

/** The proof-of-work challenge a login refusal carries (code login_proof_*), if any. */
export function proofChallengeOf(error: unknown): LoginProofChallenge | undefined {
  if (!(error instanceof ApiError) || !error.code.startsWith('login_proof_')) return undefined;
  const challenge = error.details?.proofChallenge as Partial<LoginProofChallenge> | undefined;
  return typeof challenge?.challenge === 'string' && typeof challenge.difficulty === 'number'
    ? { challenge: challenge.challenge, difficulty: challenge.difficulty }
    : undefined;
}

/**
 * Solves a login's proof of work in a Web Worker (its own chunk, fetched only when a login
 * is asked to pay), so the page stays responsive however long it takes. Aborting the signal
 * ends the worker.
 */
export function solveLoginProof(
  challenge: LoginProofChallenge,
  signal?: AbortSignal,
): Promise<LoginProof> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./login-proof.worker.ts', import.meta.url), {
      type: 'module',
    });
    const stop = () => {
      worker.terminate();
      reject(signal?.reason ?? new Error('The proof-of-work search was stopped'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<{ proof?: LoginProof }>) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      if (event.data.proof) resolve(event.data.proof);
      else reject(new Error('The proof-of-work search failed'));
    };
    worker.onerror = () => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error('The proof-of-work worker failed'));
    };
    worker.postMessage(challenge);
  });
}

/**
 * Sends a login; when the server asks for proof of work first, solves it and sends the same
 * login again with the proof (the bot check, checked after the proof, is still unused).
 */
export async function sendWithLoginProof<T>(
  send: (proof?: LoginProof) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return await send();
  } catch (error) {
    const challenge = proofChallengeOf(error);
    if (!challenge) throw error;
    return send(await solveLoginProof(challenge, signal));
  }
}
