import { describe, expect, it, vi } from 'vitest';
import { catchUpKinds } from '@lobby/contracts';
import { catchUpSlackMs, catchUpWindowMs, createCatchUp } from './member-catch-up.ts';

describe('member catch-up', () => {
  const now = 10 * catchUpWindowMs;

  it('names the kinds whose source moved, asking from a little before since', async () => {
    const balance = vi.fn(async () => true);
    const rewards = vi.fn(async () => false);
    const catchUp = createCatchUp(
      [
        { kind: 'balance', changedSince: balance },
        { kind: 'rewards', changedSince: rewards },
      ],
      () => now,
    );
    const since = new Date(now - 60_000);
    expect(await catchUp(3, since)).toEqual(['balance']);
    expect(balance).toHaveBeenCalledWith(3, new Date(since.getTime() - catchUpSlackMs));
  });

  it('names everything after a long absence, without asking', async () => {
    const balance = vi.fn(async () => false);
    const catchUp = createCatchUp([{ kind: 'balance', changedSince: balance }], () => now);
    expect(await catchUp(3, new Date(now - catchUpWindowMs - 1))).toEqual([...catchUpKinds]);
    expect(balance).not.toHaveBeenCalled();
  });
});
