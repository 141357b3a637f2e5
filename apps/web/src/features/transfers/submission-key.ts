/**
 * Idempotency keys of money forms (architecture: "a double click or a retried request never
 * acts twice"). A submission is its request body: the same body sent again before it
 * succeeded (a retry after a lost answer) carries the same key, so the server answers with
 * the first result instead of moving the money twice; any other body, or the same one after
 * a success (a deliberate second transfer), gets a new key.
 */
export class SubmissionKeys {
  private last: { body: string; key: string } | undefined;

  constructor(private readonly newKey: () => string = newIdempotencyKey) {}

  /** The key to send `body` with. */
  keyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (this.last?.body === text) return this.last.key;
    this.last = { body: text, key: this.newKey() };
    return this.last.key;
  }

  /** The submission went through: the next one is a new request. */
  settle(): void {
    this.last = undefined;
  }
}

/** A random key matching the contracts' idempotencyKeyPattern (36 characters). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
