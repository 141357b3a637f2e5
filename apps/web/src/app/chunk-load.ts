/**
 * Loading the lazy areas of §9. A chunk that fails to load (offline, a deploy replaced the
 * files) or takes longer than 120 s becomes a ChunkLoadError naming its type and request
 * (§8), which the route error page shows with a retry.
 */
export const chunkLoadTimeoutMs = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(
    /** 'error' when the request failed, 'timeout' when it took too long. */
    readonly type: 'error' | 'timeout',
    /** The area that was being loaded. */
    readonly request: string,
    options?: { cause?: unknown },
  ) {
    super(`Loading chunk ${request} failed (${type})`, options);
  }
}

const browserChunkMessages = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

/** Whether an error is a failed chunk load, ours or the browser's own. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  if (!(error instanceof Error)) return false;
  return browserChunkMessages.some((text) => error.message.includes(text));
}

/** Imports a chunk within the time limit; failures become ChunkLoadError. */
export function loadChunk<T>(
  request: string,
  load: () => Promise<T>,
  timeoutMs = chunkLoadTimeoutMs,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout', request)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(error) ? new ChunkLoadError('error', request, { cause: error }) : error,
        );
      },
    );
  });
}
