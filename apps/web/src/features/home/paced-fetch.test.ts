import { afterEach, describe, expect, it, vi } from 'vitest';
import { runPaced, sleep, vendorFetchGapMs } from './paced-fetch.ts';

afterEach(() => vi.useRealTimers());

describe('runPaced (§9: vendor lists one after another, 300 ms apart)', () => {
  it('starts each task 300 ms after the previous one finished', async () => {
    vi.useFakeTimers();
    const started: number[] = [];
    const task = (ms: number) => () => {
      started.push(Date.now());
      return new Promise((resolve) => setTimeout(resolve, ms));
    };
    const t0 = Date.now();
    const done = runPaced(
      [task(100), task(50), task(10)],
      vendorFetchGapMs,
      new AbortController().signal,
    );
    await vi.runAllTimersAsync();
    await done;
    expect(vendorFetchGapMs).toBe(300);
    expect(started.map((time) => time - t0)).toEqual([0, 400, 750]);
  });

  it('carries on after a failed task', async () => {
    const order: string[] = [];
    const wait = vi.fn(() => Promise.resolve());
    await runPaced(
      [
        async () => order.push('a'),
        async () => {
          throw new Error('boom');
        },
        async () => order.push('c'),
      ],
      300,
      new AbortController().signal,
      wait,
    );
    expect(order).toEqual(['a', 'c']);
    expect(wait).toHaveBeenCalledTimes(2);
  });

  it('stops when aborted', async () => {
    vi.useFakeTimers();
    const controller = new AbortController();
    const calls: number[] = [];
    const done = runPaced(
      [0, 1, 2].map((n) => async () => void calls.push(n)),
      300,
      controller.signal,
      sleep,
    );
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    await vi.runAllTimersAsync();
    await done;
    expect(calls).toEqual([0]);
  });
});
