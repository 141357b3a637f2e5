/** §9: the home page asks for each vendor's games one after another, 300 ms apart. */
export const vendorFetchGapMs = 300;

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** Waits `ms`, or less when the signal aborts. */
export const sleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });

/**
 * Runs the tasks one after another, waiting `gapMs` after each finishes before starting the
 * next; a failed task does not stop the rest. Stops when the signal aborts.
 */
export async function runPaced(
  tasks: readonly (() => Promise<unknown>)[],
  gapMs: number,
  signal: AbortSignal,
  wait: Sleep = sleep,
): Promise<void> {
  for (const [index, task] of tasks.entries()) {
    if (signal.aborted) return;
    if (index > 0) await wait(gapMs, signal);
    if (signal.aborted) return;
    try {
      await task();
    } catch {
      // the query cache keeps the error for its row to show; the next vendor still loads
    }
  }
}
