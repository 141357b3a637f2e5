import { useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';

/**
 * The idempotency key of a money form: a new one for each new submission, the same one when
 * the same content is sent again (a retry after a timeout or a lost answer), so the server
 * acts once. Changed content is a new submission, and a success ends the submission.
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
