import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './chunk-load.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('chunk loading (§8)', () => {
  it('passes a loaded chunk through', async () => {
    await expect(loadChunk('Promotions', async () => ({ ok: 1 }))).resolves.toEqual({ ok: 1 });
  });

  it("turns the browser's failed import into a ChunkLoadError of type error", async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    const error = await loadChunk('Lottery', () => Promise.reject(failure)).catch((e) => e);
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ type: 'error', request: 'Lottery', cause: failure });
  });

  it('gives up after 120 seconds with a ChunkLoadError of type timeout', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('MemberCenter', () => new Promise<never>(() => {})).catch((e) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    await vi.advanceTimersByTimeAsync(1);
    expect(await pending).toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
  });

  it('leaves other errors alone', async () => {
    const bug = new RangeError('bug in the module');
    await expect(loadChunk('X', () => Promise.reject(bug))).rejects.toBe(bug);
    expect(isChunkLoadError(bug)).toBe(false);
  });
});
