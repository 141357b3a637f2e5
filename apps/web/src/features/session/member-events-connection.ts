import {
  apiPaths,
  catchUpKinds,
  loggedOutReasons,
  type CatchUpKind,
  type LoggedOutReason,
  type MemberEvent as ServerEvent,
} from '@lobby/contracts';

/**
 * The connection of the member's live channel (member-events.ts mounts it): a websocket to
 * `/wps/ws?merchant=<code>` with the session token as the second subprotocol (a browser cannot
 * set headers on a websocket), kept open with backoff. Loaded only once someone logs in, so a
 * guest's first load does not carry it.
 */

/** The subprotocol the server answers with; the token follows it in the offered list. */
export const memberEventsProtocol = 'lobby';

/** Close code of a refused token: reconnecting would only be refused again. */
export const tokenRefusedCloseCode = 4401;

/** The server pings every 25 s; this long without any message means the link is dead. */
export const silenceLimitMs = 60_000;

/** A connection that stayed open this long starts the next backoff from the beginning. */
const stableAfterMs = 10_000;
const firstRetryMs = 1_000;
const maxRetryMs = 30_000;

/** What the server pushes; unknown types are ignored (newer servers may send more). */
export type MemberEvent = Exclude<ServerEvent, { type: 'welcome' }>;

/** Events that carry nothing but their type. */
const bareEvents = new Set(['ping', 'contract_offered', 'rewards_changed', 'referrals_changed']);

export interface MemberEventsOptions {
  token: string;
  merchantCode: string;
  onEvent: (event: MemberEvent) => void;
  /**
   * A connection opened again after a drop before any frame told the server's time: events
   * may have been missed and no catch-up can name them (with a time, `catch_up` does).
   */
  onReconnect?: () => void;
  /** Where the page is served from (default: the window's location). */
  origin?: { protocol: string; host: string };
  createSocket?: (url: string, protocols: string[]) => WebSocket;
  /** 0 ≤ n < 1, spreads reconnects of many tabs after a server restart. */
  random?: () => number;
}

/** The websocket address for the page's origin: ws: next to http:, wss: next to https:. */
export function memberEventsUrl(
  origin: { protocol: string; host: string },
  merchantCode: string,
): string {
  const scheme = origin.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${origin.host}${apiPaths.memberEvents}?merchant=${encodeURIComponent(merchantCode)}`;
}

/** Exponential backoff with jitter: about 1 s, 2 s, 4 s … up to 30 s. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(maxRetryMs, firstRetryMs * 2 ** attempt);
  return Math.round(base * (0.5 + random() / 2));
}

function catchUpOf(changed: unknown): CatchUpKind[] {
  if (!Array.isArray(changed)) return [...catchUpKinds];
  return catchUpKinds.filter((kind) => changed.includes(kind));
}

function loggedOutReasonOf(reason: unknown): LoggedOutReason {
  return loggedOutReasons.find((known) => known === reason) ?? 'session_revoked';
}

/** A frame as an event and its server time; null for a frame it cannot read. */
export function parseFrame(data: unknown): { event: MemberEvent | null; at?: number } | null {
  if (typeof data !== 'string') return null;
  let frame: {
    type?: unknown;
    reason?: unknown;
    changed?: unknown;
    unread?: unknown;
    scope?: unknown;
    at?: unknown;
  };
  try {
    frame = JSON.parse(data) as typeof frame;
  } catch {
    // a malformed frame is dropped; the next event still arrives
    return null;
  }
  if (!frame || typeof frame !== 'object') return null;
  const at = typeof frame.at === 'number' && frame.at > 0 ? { at: frame.at } : {};
  const { type } = frame;
  if (typeof type === 'string' && bareEvents.has(type)) {
    return { event: { type } as MemberEvent, ...at };
  }
  switch (type) {
    case 'welcome':
      return { event: null, ...at };
    case 'balance_changed':
      return {
        event: {
          type: 'balance_changed',
          reason: typeof frame.reason === 'string' ? frame.reason : '',
        },
        ...at,
      };
    case 'inbox_changed':
      return {
        event: {
          type: 'inbox_changed',
          ...(typeof frame.unread === 'number' ? { unread: frame.unread } : {}),
          ...(frame.scope === 'brand' ? { scope: 'brand' as const } : {}),
        },
        ...at,
      };
    case 'catch_up':
      return { event: { type: 'catch_up', changed: catchUpOf(frame.changed) }, ...at };
    case 'logged_out':
      return { event: { type: 'logged_out', reason: loggedOutReasonOf(frame.reason) }, ...at };
    default:
      return null;
  }
}

/**
 * Opens the channel and keeps it open: reconnects with backoff after a drop or a silent
 * link, asking for a catch-up since the last frame heard; stops for good on a refused token
 * (4401) or a forced logout. Returns the function that closes it.
 */
export function connectMemberEvents(options: MemberEventsOptions): () => void {
  const origin = options.origin ?? window.location;
  const createSocket =
    options.createSocket ?? ((url: string, protocols: string[]) => new WebSocket(url, protocols));
  const url = memberEventsUrl(origin, options.merchantCode);
  /** The server's time of the last frame heard: sent back as `since` on a reconnect. */
  let lastHeardAt: number | undefined;
  let socket: WebSocket | null = null;
  let attempt = 0;
  let hasConnected = false;
  let isClosed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let openedAt = 0;

  const watchSilence = (current: WebSocket) => {
    clearTimeout(silenceTimer);
    // no ping for too long: the link died without a close frame (sleep, network change)
    silenceTimer = setTimeout(() => current.close(), silenceLimitMs);
  };

  const scheduleRetry = () => {
    if (isClosed) return;
    clearTimeout(retryTimer);
    retryTimer = setTimeout(open, reconnectDelayMs(attempt, options.random));
    attempt += 1;
  };

  function open(): void {
    if (isClosed) return;
    clearTimeout(retryTimer);
    let current: WebSocket;
    try {
      const since = lastHeardAt === undefined ? '' : `&since=${lastHeardAt}`;
      current = createSocket(`${url}${since}`, [memberEventsProtocol, options.token]);
    } catch {
      scheduleRetry();
      return;
    }
    socket = current;
    const hasCursor = lastHeardAt !== undefined;
    current.onopen = () => {
      openedAt = Date.now();
      watchSilence(current);
      if (hasConnected && !hasCursor) options.onReconnect?.();
      hasConnected = true;
    };
    current.onmessage = (message: MessageEvent) => {
      watchSilence(current);
      const frame = parseFrame(message.data);
      if (!frame) return;
      if (frame.at !== undefined) lastHeardAt = frame.at;
      // logged out elsewhere: the server closes with 4401 next; nothing to reconnect to
      if (frame.event?.type === 'logged_out') isClosed = true;
      if (frame.event) options.onEvent(frame.event);
    };
    current.onclose = (closing: CloseEvent) => {
      clearTimeout(silenceTimer);
      if (socket !== current) return;
      socket = null;
      if (closing.code === tokenRefusedCloseCode) return;
      if (openedAt && Date.now() - openedAt >= stableAfterMs) attempt = 0;
      openedAt = 0;
      scheduleRetry();
    };
  }

  // back online: try now rather than wait out the backoff
  const onOnline = () => {
    if (!socket && !isClosed) {
      attempt = 0;
      open();
    }
  };
  window.addEventListener('online', onOnline);
  open();

  return () => {
    isClosed = true;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    window.removeEventListener('online', onOnline);
    const current = socket;
    socket = null;
    current?.close(1000);
  };
}
