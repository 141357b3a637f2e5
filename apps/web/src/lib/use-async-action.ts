import { useCallback, useState } from 'react';

/**
 * One request at a time with its state, for a page's writes (the inbox, cockfight bets). Not
 * TanStack's useMutation: every module of the startup libraries goes into the first load's
 * `runtime` chunk (vite.config.ts), so its mutation observer would cost every visitor half a
 * kilobyte for pages most never open. Lint refuses useMutation for that reason.
 */
export function useAsyncAction<I, O>(send: (input: I) => Promise<O>) {
  const [isPending, setIsPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [isSuccess, setIsSuccess] = useState(false);
  const run = useCallback(
    async (input: I): Promise<O> => {
      setIsPending(true);
      setError(null);
      setIsSuccess(false);
      try {
        const answer = await send(input);
        setIsSuccess(true);
        return answer;
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
    /** The last request succeeded (until the next one starts). */
    isSuccess,
    isError: error !== null,
    error,
  };
}
