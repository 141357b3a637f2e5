import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  sportsbookPaths,
  sportsbookSocketProtocol,
  type SportsFeedFrame,
  type SportsFeedMessage,
} from '@lobby/contracts';
import { readSession } from '../../../lib/session-storage.ts';
import { patchCached } from './patch-fixtures.ts';

const retryMs = 3_000;

/** The channel's address: the whole book, or one fixture (`?fixture=`). */
export function oddsFeedUrl(fixtureId?: number): string {
  const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams();
  const merchant = readSession().merchantCode;
  if (merchant) query.set('merchant', merchant);
  if (fixtureId !== undefined) query.set('fixture', String(fixtureId));
  const search = query.toString();
  return `${scheme}//${window.location.host}${sportsbookPaths.socket}${search ? `?${search}` : ''}`;
}

/**
 * Keeps the book live (docs/sportsbook.md "Live feed"): subscribes to the odds channel (one
 * fixture, or the whole book), patches every cached `['sportsbook', …]` fixture and fixture
 * list with the prices, market states and scores, refetches lists when a fixture comes or
 * goes, and hands each message to `onMessage` (the score panel, a price-change flash).
 * Reconnects after 3 s.
 */
export function useOddsFeed(options: {
  enabled?: boolean;
  fixtureId?: number;
  onMessage?: (message: SportsFeedMessage) => void;
}): void {
  const queryClient = useQueryClient();
  const onMessage = useRef(options.onMessage);
  onMessage.current = options.onMessage;
  const { enabled = true, fixtureId } = options;
  useEffect(() => {
    if (!enabled) return;
    let socket: WebSocket | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      socket = new WebSocket(oddsFeedUrl(fixtureId), [sportsbookSocketProtocol]);
      socket.onmessage = (event) => {
        const frame = JSON.parse(String(event.data)) as SportsFeedFrame;
        if (frame.type === 'ping') return;
        for (const query of queryClient.getQueryCache().findAll({ queryKey: ['sportsbook'] })) {
          const data = query.state.data;
          const next = patchCached(data, frame);
          if (next !== data) queryClient.setQueryData(query.queryKey, next);
        }
        if (frame.type === 'fixture') {
          void queryClient.invalidateQueries({ queryKey: ['sportsbook'] });
        }
        onMessage.current?.(frame);
      };
      socket.onclose = () => {
        if (!stopped) timer = setTimeout(connect, retryMs);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [enabled, fixtureId, queryClient]);
}
