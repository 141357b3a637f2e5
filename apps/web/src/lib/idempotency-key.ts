import { useState } from 'react';

/**
 * A fresh idempotency key for a member call that moves money (header `Idempotency-Key`):
 * 128 random bits, base64url, 22 characters (the contracts' idempotencyKeyPattern). The web
 * app's one key format: money forms and game plays alike. getRandomValues works outside
 * secure contexts too (randomUUID does not).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The idempotency keys of a money form (architecture: "a double click or a retried request
 * never acts twice"). A submission is its content: the same content sent again before it
 * succeeded (a retry after a timeout or a lost answer) carries the same key, so the server
 * answers with the first result instead of moving the money twice; other content, or the same
 * content after a success (a deliberate second transfer), gets a new key.
 */
export interface SubmissionKeys {
  /** The key for sending `content`. */
  keyFor(content: unknown): string;
  /** The submission succeeded: the next one gets a new key. */
  settle(): void;
}

export function createSubmissionKeys(newKey: () => string = newIdempotencyKey): SubmissionKeys {
  let current: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(content) {
      const fingerprint = JSON.stringify(content);
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: newKey() };
      return current.key;
    },
    settle() {
      current = null;
    },
  };
}

/** One SubmissionKeys per mounted form. */
export function useSubmissionKeys(): SubmissionKeys {
  const [keys] = useState(() => createSubmissionKeys());
  return keys;
}
