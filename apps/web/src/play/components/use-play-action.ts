import { useCallback, useRef, useState } from 'react';
import { newIdempotencyKey } from '../../lib/idempotency-key.ts';
import { isRetryable } from '../../lib/server-field-errors.ts';

/**
 * Runs a money action of a game (spin, roll, drop, start) with a request id: a new id per
 * play, the same id again when the last attempt's answer was lost, so a retry never pays twice.
 */
export function usePlayAction() {
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const pendingId = useRef<string | null>(null);

  const run = useCallback(
    async <T>(send: (requestId: string) => Promise<T>): Promise<T | undefined> => {
      pendingId.current ??= newIdempotencyKey();
      setPending(true);
      setError(null);
      try {
        const result = await send(pendingId.current);
        pendingId.current = null;
        return result;
      } catch (failure) {
        if (!isRetryable(failure)) pendingId.current = null;
        setError(failure);
        return undefined;
      } finally {
        setPending(false);
      }
    },
    [],
  );
  const clearError = useCallback(() => setError(null), []);
  return { run, isPending, error, setError, clearError };
}
