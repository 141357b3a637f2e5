import { tablePaths, tableSocketProtocol, type TableCode, type TableEvent } from '@lobby/contracts';

/** The server closes with this when the game session is dead: reconnecting cannot help. */
export const sessionRefusedCloseCode = 4401;
/** The server pings every 25 s; this long without any message means the link is dead. */
const silenceLimitMs = 60_000;
const maxRetryMs = 15_000;

export interface TableSocketOptions {
  token: string;
  table: TableCode;
  /** The brand's code when the page knows it (else the server goes by the host). */
  merchantCode: string | null;
  onEvent(event: TableEvent): void;
  /** Opened again after a drop: events may have been missed, fetch the state again. */
  onReconnect(): void;
  origin?: { protocol: string; host: string };
  createSocket?: (url: string, protocols: string[]) => WebSocket;
}

/** The table channel's address next to the page: ws: beside http:, wss: beside https:. */
export function tableSocketUrl(
  origin: { protocol: string; host: string },
  table: TableCode,
  merchantCode: string | null,
): string {
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = new URLSearchParams({ table, ...(merchantCode ? { merchant: merchantCode } : {}) });
  return `${scheme}//${origin.host}${tablePaths.socket}?${query.toString()}`;
}

function parseEvent(data: unknown): TableEvent | null {
  if (typeof data !== 'string') return null;
  try {
    const event = JSON.parse(data) as { type?: unknown };
    return typeof event.type === 'string' ? (event as TableEvent) : null;
  } catch {
    return null;
  }
}

/**
 * The live channel of one table: a websocket offering ['lobby-table', token] (a browser cannot
 * set headers), kept open with growing delays; stops for good on a refused session (4401).
 * Returns the function that closes it.
 */
export function connectTableSocket(options: TableSocketOptions): () => void {
  const origin = options.origin ?? window.location;
  const createSocket =
    options.createSocket ?? ((url: string, protocols: string[]) => new WebSocket(url, protocols));
  const url = tableSocketUrl(origin, options.table, options.merchantCode);
  let socket: WebSocket | null = null;
  let attempt = 0;
  let hasConnected = false;
  let isClosed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;

  const retry = () => {
    if (isClosed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(open, Math.min(maxRetryMs, 500 * 2 ** attempt));
    attempt += 1;
  };

  function open(): void {
    if (isClosed) return;
    let current: WebSocket;
    try {
      current = createSocket(url, [tableSocketProtocol, options.token]);
    } catch {
      retry();
      return;
    }
    socket = current;
    const watchSilence = () => {
      clearTimeout(silenceTimer);
      silenceTimer = setTimeout(() => current.close(), silenceLimitMs);
    };
    current.onopen = () => {
      attempt = 0;
      watchSilence();
      if (hasConnected) options.onReconnect();
      hasConnected = true;
    };
    current.onmessage = (message: MessageEvent) => {
      watchSilence();
      const event = parseEvent(message.data);
      if (event) options.onEvent(event);
    };
    current.onclose = (closing: CloseEvent) => {
      clearTimeout(silenceTimer);
      if (socket !== current) return;
      socket = null;
      if (closing.code !== sessionRefusedCloseCode) retry();
    };
  }

  open();
  return () => {
    isClosed = true;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    socket?.close();
    socket = null;
  };
}
