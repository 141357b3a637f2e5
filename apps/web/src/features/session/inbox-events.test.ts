import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { inboxUnreadQueryKey } from './api/member-query-keys.ts';
import { refreshInbox } from './inbox-refresh.ts';

describe('refreshInbox (inbox_changed on the live channel)', () => {
  it('sets the unread count an event carries, at once', () => {
    const client = new QueryClient();
    refreshInbox(client, { unread: 4 });
    expect(client.getQueryData(inboxUnreadQueryKey)).toEqual({ unread: 4 });
  });

  it('spreads the refetches of a brand broadcast over a few seconds', () => {
    vi.useFakeTimers();
    try {
      const client = new QueryClient();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      refreshInbox(client, { scope: 'brand' }, () => 0.5);
      expect(invalidate).not.toHaveBeenCalled();
      vi.advanceTimersByTime(2_500);
      expect(invalidate).toHaveBeenCalledTimes(1);
      refreshInbox(client, {});
      vi.advanceTimersByTime(0);
      expect(invalidate).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
