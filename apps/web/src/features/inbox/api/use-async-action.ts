import { useCallback, useState } from 'react';

/**
 * One request at a time with its state, for the inbox's writes. Not TanStack's useMutation:
 * the first load's library chunk would carry it (no other page uses it).
 */
export function useAsyncAction<I, O>(send: (input: I) => Promise<O>) {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (input: I): Promise<O> => {
      setIsPending(true);
      setError(null);
      try {
        return await send(input);
      } catch (failure) {
        setError(failure);
        throw failure;
      } finally {
        setIsPending(false);
      }
    },
    [send],
  );
  return {
    /** Sends and answers the result; throws the failure (also kept in `error`). */
    run,
    /** Sends and forgets: a failure is only kept in `error`. */
    start: useCallback((input: I) => void run(input).catch(() => {}), [run]),
    isPending,
    isError: error !== null,
    error,
  };
}
