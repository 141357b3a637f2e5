import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  cockfightPaths,
  cockfightSocketProtocol,
  type CockfightBoard,
  type CockfightLiveEvent,
} from '@lobby/contracts';
import { readSession } from '../../lib/session-storage.ts';
import { cockfightBoardKey, withFight } from './api/cockfight-board.ts';

const retryMs = 3_000;
/** The server's close code for a country where cockfight is off: do not reconnect. */
const unavailableCloseCode = 4403;

/** Keeps the board's pools live: each fight the channel sends replaces the board's copy. */
export function useCockfightLive(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const scheme = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    const merchant = readSession().merchantCode;
    const url = `${scheme}//${window.location.host}${cockfightPaths.socket}${
      merchant ? `?merchant=${encodeURIComponent(merchant)}` : ''
    }`;
    let socket: WebSocket | undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const connect = () => {
      socket = new WebSocket(url, [cockfightSocketProtocol]);
      socket.onmessage = (message) => {
        const event = JSON.parse(String(message.data)) as CockfightLiveEvent | { type: 'ping' };
        if (event.type !== 'fight') return;
        queryClient.setQueryData<CockfightBoard>(cockfightBoardKey, (board) =>
          board ? withFight(board, event.fight) : board,
        );
      };
      socket.onclose = (closing) => {
        if (!stopped && closing.code !== unavailableCloseCode) timer = setTimeout(connect, retryMs);
      };
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [enabled, queryClient]);
}
