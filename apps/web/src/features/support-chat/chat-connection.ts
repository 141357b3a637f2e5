import { chatPaths, chatSocketProtocol, type ChatEvent } from '@lobby/contracts';

/** Close code of refused credentials: reconnecting would only be refused again. */
const refusedCloseCode = 4401;
const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

export interface ChatConnectionOptions {
  as: 'member' | 'guest' | 'staff';
  token: string;
  merchantCode: string;
  onEvent: (event: ChatEvent) => void;
  /** Opened again after a drop: the page refetches what it may have missed. */
  onReconnect: () => void;
  createSocket?: (url: string, protocols: string[]) => WebSocket;
}

export interface ChatConnection {
  /** Tells the other side this one is typing (operators name the conversation). */
  sendTyping(conversationId?: number): void;
  close(): void;
}

/** The chat socket's address beside the page: ws: next to http:, wss: next to https:. */
export function chatSocketUrl(
  origin: { protocol: string; host: string },
  as: string,
  merchantCode: string,
): string {
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  const query = `merchant=${encodeURIComponent(merchantCode)}&as=${as}`;
  return `${scheme}//${origin.host}${chatPaths.socket}?${query}`;
}

/**
 * The chat's live channel: the token rides as the second subprotocol (a browser cannot set
 * headers on a websocket); a drop reconnects with growing delays, a refusal (4401) stops.
 */
export function connectChat(options: ChatConnectionOptions): ChatConnection {
  const url = chatSocketUrl(window.location, options.as, options.merchantCode);
  const create = options.createSocket ?? ((to, protocols) => new WebSocket(to, protocols));
  let socket: WebSocket | null = null;
  let attempt = 0;
  let isClosed = false;
  let hasConnected = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  function open(): void {
    if (isClosed) return;
    const current = create(url, [chatSocketProtocol, options.token]);
    socket = current;
    current.onopen = () => {
      attempt = 0;
      if (hasConnected) options.onReconnect();
      hasConnected = true;
    };
    current.onmessage = (message: MessageEvent) => {
      try {
        options.onEvent(JSON.parse(String(message.data)) as ChatEvent);
      } catch {
        // a malformed frame is dropped
      }
    };
    current.onclose = (event: CloseEvent) => {
      if (isClosed || event.code === refusedCloseCode) return;
      const delay = Math.min(maxRetryMs, firstRetryMs * 2 ** attempt);
      attempt += 1;
      retryTimer = setTimeout(open, delay);
    };
  }
  open();
  return {
    sendTyping(conversationId) {
      if (socket?.readyState !== WebSocket.OPEN) return;
      socket.send(
        JSON.stringify({ type: 'typing', ...(conversationId ? { conversationId } : {}) }),
      );
    },
    close() {
      isClosed = true;
      clearTimeout(retryTimer);
      socket?.close();
    },
  };
}
